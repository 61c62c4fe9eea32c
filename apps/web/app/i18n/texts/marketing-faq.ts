import type en from "@chauffeur/contracts/i18n/en-IN/marketing/faq";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/faq?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the FAQ (texts/marketing.ts explains the parts). */
export const faqText = defineMessages<keyof typeof en>("marketing", compiled);
