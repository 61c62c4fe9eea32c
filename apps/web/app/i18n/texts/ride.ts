import type en from "@chauffeur/contracts/i18n/en-IN/ride";
import compiled from "@chauffeur/contracts/i18n/en-IN/ride?compiled";
import { defineMessages } from "../messages";

/** The rider's day of the ride: live trip, sharing, SOS, concierge, rating and ride extras. */
export const rideText = defineMessages<keyof typeof en>("ride", compiled);
