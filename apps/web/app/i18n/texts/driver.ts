import type en from "@chauffeur/contracts/i18n/en-IN/driver";
import compiled from "@chauffeur/contracts/i18n/en-IN/driver?compiled";
import { defineMessages } from "../messages";

/** The chauffeur app (/driver): its screens, buttons, steps, toasts and offline messages. */
export const driverText = defineMessages<keyof typeof en>("driver", compiled);
export type DriverKey = keyof typeof en;
