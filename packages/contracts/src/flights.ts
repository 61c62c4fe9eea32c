/** Airport transfers that follow the flight (decision record 011): rules, schemas, texts and paths. */
export * from "./flights/rules.ts";
export * from "./flights/messages.ts";
export * from "./flights/schemas.ts";
export * from "./flights/paths.ts";
export * from "./flights/view.ts";
