import type en from "@chauffeur/contracts/i18n/en-IN/marketing/refund";
import compiled from "@chauffeur/contracts/i18n/en-IN/marketing/refund?compiled";
import { defineMessages } from "../messages";

/** The marketing namespace's English part for the Cancellation & Refund policy (texts/marketing.ts explains the parts). */
export const refundText = defineMessages<keyof typeof en>("marketing", compiled);
