import type en from "@chauffeur/contracts/i18n/en-IN/marketing";
import type pages from "@chauffeur/contracts/i18n/en-IN/marketing/pages";
import compiledPages from "@chauffeur/contracts/i18n/en-IN/marketing/pages?compiled";
import { defineMessages } from "../messages";

/** A key of the marketing namespace. */
export type MarketingKey = keyof typeof en;

/**
 * The marketing namespace (home, about us, policies, FAQ, event experience, lead forms, page titles). Its English
 * messages come in one part per page (contracts' en-IN/marketing/*.ts), so each page's bundle carries only its own
 * texts: this file registers the part every marketing page needs (titles and descriptions, the policies' frame, the
 * services' names, the lead forms' shared words); texts/marketing-<page>.ts register the others, each in the module of
 * the page that shows it.
 */
export const marketingText = defineMessages<keyof typeof pages>("marketing", compiledPages);
