import type en from "../en-IN/ride.ts";

/** Odia texts of the rider's day of the ride (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {
  "sos.alert": "ଆମ ଟିମ୍‌କୁ ଜଣାନ୍ତୁ",
} satisfies Record<keyof typeof en, string>;
