import type en from "@chauffeur/contracts/i18n/en-IN/company";
import compiled from "@chauffeur/contracts/i18n/en-IN/company?compiled";
import { defineMessages } from "../messages";

/** Company accounts for riders: the portal, the invitation page and the application form. */
export const companyText = defineMessages<keyof typeof en>("company", compiled);
