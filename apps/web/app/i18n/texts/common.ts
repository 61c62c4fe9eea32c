import type en from "@chauffeur/contracts/i18n/en-IN/common";
import compiled from "@chauffeur/contracts/i18n/en-IN/common?compiled";
import { defineMessages } from "../messages";

/** The site's chrome: header, phone menu, footer, language switcher, shared buttons and states. */
export const commonText = defineMessages<keyof typeof en>("common", compiled);
