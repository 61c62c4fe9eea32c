import type en from "@chauffeur/contracts/i18n/en-IN/marketing/home";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/home?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the landing page: hero, selling points, services, amenities, events banner (texts/marketing.ts explains the parts). */
export const homeText = defineMessages<keyof typeof en>("marketing", compiled);
