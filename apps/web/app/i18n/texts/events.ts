import type en from "@chauffeur/contracts/i18n/en-IN/events";
import compiled from "@chauffeur/contracts/i18n/en-IN/events?compiled";
import { defineMessages } from "../messages";

/** Weddings and events for clients: the quote page (signed link) and the client's event page. */
export const eventsText = defineMessages<keyof typeof en>("events", compiled);
