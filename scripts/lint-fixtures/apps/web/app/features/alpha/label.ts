export const alphaLabel = "alpha";
