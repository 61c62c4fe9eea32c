import type en from "../en-IN/marketing.ts";

/** Hindi texts of the marketing pages: home, about us, policies, FAQ, event experience (glossary: docs/glossary.md). Same keys and placeholders as en-IN. */
export default {} satisfies Record<keyof typeof en, string>;
