export * from "./companies/roles.ts";
export * from "./companies/paths.ts";
export * from "./companies/schemas.ts";
export * from "./companies/responses.ts";
export * from "./companies/messages.ts";
export * from "./companies/bookings.ts";
export * from "./companies/billing.ts";
