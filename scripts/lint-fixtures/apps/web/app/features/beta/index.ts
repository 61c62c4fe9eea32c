export { betaLabel } from "./clean.ts";
