import type en from "../en-IN/ride.ts";

/** Hindi texts of the rider's day of the ride (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {
  "sos.alert": "हमारी टीम को सूचित करें",
} satisfies Record<keyof typeof en, string>;
