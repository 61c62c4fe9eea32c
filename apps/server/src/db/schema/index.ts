export * from "./core.ts";
export * from "./trips.ts";
