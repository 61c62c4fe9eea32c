import type en from "@chauffeur/contracts/i18n/en-IN/marketing/terms";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/terms?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the Terms & Conditions (17 clauses) (texts/marketing.ts explains the parts). */
export const termsText = defineMessages<keyof typeof en>("marketing", compiled);
