/**
 * Operations console: request and response schemas of /api/v1/ops/*, shared by the server (validation,
 * serialisation) and the console, one file per area. Nothing here ever carries a password hash or a token.
 */
export * from "./ops/paths.ts";
export * from "./ops/messages.ts";
export * from "./ops/bookings.ts";
export * from "./ops/fleet.ts";
export * from "./ops/leads.ts";
export * from "./ops/admin.ts";
export * from "./ops/tariff-editor.ts";
export * from "./ops/audit-labels.ts";
