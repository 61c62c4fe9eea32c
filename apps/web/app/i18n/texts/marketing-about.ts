import type en from "@chauffeur/contracts/i18n/en-IN/marketing/about";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/about?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for About Us (texts/marketing.ts explains the parts). */
export const aboutText = defineMessages<keyof typeof en>("marketing", compiled);
