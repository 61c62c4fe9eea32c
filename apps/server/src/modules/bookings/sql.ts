/** Raw SQL helpers moved to lib/sql.ts (shared by every module); kept here until no module imports this path. */
export { q, q1 } from "../../lib/sql.ts";
