// Violation: a route reaches into a feature's file.
import { alphaLabel } from "../features/alpha/label.ts";
import { betaLabel } from "~/features/beta";

export const page = `${alphaLabel}${betaLabel}`;
