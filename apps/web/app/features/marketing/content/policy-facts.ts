/**
 * Every number the policy pages and the FAQ quote, from the shared constants (the `marketing` catalogues write them
 * into their messages in every language): contracts' i18n/marketing-facts.ts.
 */
export { P } from "@chauffeur/contracts/i18n/marketing-facts";
