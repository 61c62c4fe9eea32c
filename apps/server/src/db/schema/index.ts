export * from "./core.ts";
export * from "./trips.ts";
export * from "./accounts.ts";
export * from "./second-factor.ts";
export * from "./rides.ts";
export * from "./flights.ts";
export * from "./rider-places.ts";
export * from "./companies.ts";
