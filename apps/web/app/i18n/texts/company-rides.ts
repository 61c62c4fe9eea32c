import type en from "@chauffeur/contracts/i18n/en-IN/company-rides";
import compiled from "@chauffeur/contracts/i18n/en-IN/company-rides?compiled";
import { defineMessages } from "../messages";

/** A company's rides: the fare summary's 'Book for' and 'Bill to', the portal's approvals, trips and money (lazy code). */
export const companyRidesText = defineMessages<keyof typeof en>("company-rides", compiled);
