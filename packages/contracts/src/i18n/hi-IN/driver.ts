import type en from "../en-IN/driver.ts";

/** Hindi texts of the chauffeur app (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {} satisfies Record<keyof typeof en, string>;
