import type en from "@chauffeur/contracts/i18n/en-IN/marketing/event";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/event?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the Event Experience page and its enquiry form (texts/marketing.ts explains the parts). */
export const eventText = defineMessages<keyof typeof en>("marketing", compiled);
