import type en from "@chauffeur/contracts/i18n/en-IN/account";
import compiled from "@chauffeur/contracts/i18n/en-IN/account?compiled";
import { defineMessages } from "../messages";

/** Profile, edit profile, My Bookings, a booking's trip page, cancel and change of time. */
export const accountText = defineMessages<keyof typeof en>("account", compiled);
