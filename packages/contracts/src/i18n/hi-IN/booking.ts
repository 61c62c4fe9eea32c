import type en from "../en-IN/booking.ts";

/** Hindi texts of trip planning forms, luxury cars, fare summary, checkout, payment status (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {} satisfies Record<keyof typeof en, string>;
