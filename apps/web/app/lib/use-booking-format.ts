import { useMemo } from "react";
import { TIME_ZONE } from "@chauffeur/contracts";
import { useFormat } from "~/i18n";
import { formatDateTime, rupees, rupees2 } from "~/lib/format";

/** Card dates in English: the browser's locale (specification text), always India time, to the minute (no seconds). */
const cardDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/**
 * Money and dates on My Bookings and a booking's pages: English keeps the specification's formats (app/lib/format.ts,
 * the cards' browser-locale dates); Hindi and Odia use the page's language (₹ with Indian grouping, Asia/Kolkata).
 */
export function useBookingFormat() {
  const f = useFormat();
  return useMemo(
    () =>
      f.locale === "en-IN"
        ? { rupees, rupees2, cardDate, dateTime: formatDateTime }
        : {
            rupees: f.rupees,
            rupees2: f.rupees2,
            cardDate: (iso: string) => f.dateTime(iso),
            dateTime: (at: string | Date) => f.dateTime(at),
          },
    [f],
  );
}
