export * from "./companies/roles.ts";
export * from "./companies/paths.ts";
export * from "./companies/schemas.ts";
