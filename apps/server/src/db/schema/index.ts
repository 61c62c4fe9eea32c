export * from "./core.ts";
export * from "./trips.ts";
export * from "./accounts.ts";
