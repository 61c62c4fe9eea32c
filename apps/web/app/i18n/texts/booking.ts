import type en from "@chauffeur/contracts/i18n/en-IN/booking";
import compiled from "@chauffeur/contracts/i18n/en-IN/booking?compiled";
import { defineMessages } from "../messages";

/** Trip planning forms, places, fares, luxury cars, fare summary, checkout and payment status. */
export const bookingText = defineMessages<keyof typeof en>("booking", compiled);
