import type en from "@chauffeur/contracts/i18n/en-IN/marketing/request";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/request?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the service request dialog (texts/marketing.ts explains the parts). */
export const requestText = defineMessages<keyof typeof en>("marketing", compiled);
