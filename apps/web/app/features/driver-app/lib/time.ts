import { LOCALE, TIME_ZONE } from "@chauffeur/contracts";

/** Times on the chauffeur's screens, in Asia/Kolkata: "9:30 am" and "Sat, 23 Nov". */
export const clockTime = (d: string | Date) =>
  new Date(d).toLocaleTimeString(LOCALE, { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });
export const shortDay = (d: string | Date) =>
  new Date(d).toLocaleDateString(LOCALE, { timeZone: TIME_ZONE, weekday: "short", day: "numeric", month: "short" });
