// The published tariff lives beside the fare engine in the contracts package, where its worked-example test reads it.
export { TARIFF_V1 } from "@chauffeur/contracts/tariff.v1";
