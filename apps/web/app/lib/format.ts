import { LOCALE, TIME_ZONE } from "@chauffeur/contracts";

/** Money and dates: paise in, rupees out; dates in Asia/Kolkata with en-IN. */
export const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString(LOCALE)}`;
export const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const formatDateTime = (d: string | Date) =>
  new Date(d).toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
export const formatDate = (d: string | Date) =>
  new Date(d).toLocaleDateString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium" });
export const monthYear = (d: string | Date) =>
  new Date(d).toLocaleDateString(LOCALE, { timeZone: TIME_ZONE, month: "long", year: "numeric" }).toUpperCase();
