// Violation: a file inside another feature.
import { alphaLabel } from "~/features/alpha/label";

export const crossFeature = alphaLabel;
