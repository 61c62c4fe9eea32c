/**
 * The fares domain, one file per concern: the quote requests (places, add-ons, the request of each service), the quote
 * the server answers, the comparison of vehicle classes, the time rules and the geometry shared by the forms and the
 * server, the rule messages and the classes' 'from' prices.
 */
export * from "./fares/limits.ts";
export * from "./fares/messages.ts";
export * from "./fares/geometry.ts";
export * from "./fares/tariff-schema.ts";
export * from "./fares/time-rules.ts";
export * from "./fares/requests.ts";
export * from "./fares/quote.ts";
export * from "./fares/classes.ts";
export * from "./fares/class-prices.ts";
export * from "./fares/fleet-catalogue.ts";
