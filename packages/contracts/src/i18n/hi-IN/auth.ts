import type en from "../en-IN/auth.ts";

/** Hindi texts of sign in, registration, OTP, password reset, account recovery (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {} satisfies Record<keyof typeof en, string>;
