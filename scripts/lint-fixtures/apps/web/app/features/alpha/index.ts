export { alphaLabel } from "./label.ts";
