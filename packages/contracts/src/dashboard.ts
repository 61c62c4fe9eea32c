/** The owner's dashboard (decision record 027): the API's schemas and paths (schemas.ts), periods (periods.ts). */
export * from "./dashboard/schemas.ts";
export * from "./dashboard/periods.ts";
