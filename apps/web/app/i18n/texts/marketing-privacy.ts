import type en from "@chauffeur/contracts/i18n/en-IN/marketing/privacy";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/privacy?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the Privacy Policy (texts/marketing.ts explains the parts). */
export const privacyText = defineMessages<keyof typeof en>("marketing", compiled);
