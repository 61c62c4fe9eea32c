import { useMemo } from "react";
import { useFormat } from "~/i18n";
import { formatDateTime, rupees, rupees2 } from "~/lib/format";

/**
 * Card dates in English: the one format of every other date (app/lib/format.ts: en-IN, India time, to the minute), not
 * the browser's locale, so a card and its details never print one time two ways (README "Policy readings").
 */
const cardDate = (iso: string) => formatDateTime(iso);

const enNumber = (n: number) => n.toLocaleString("en-IN");

/**
 * Money, numbers and dates on the booking screens (trip planning, fare summary, My Bookings, a booking's pages) in the
 * page's language: English keeps the specification's formats byte for byte (app/lib/format.ts); Hindi and Odia use the page's language (useFormat: ₹ with Indian grouping, Asia/Kolkata).
 * `en` tells a screen it is on an English page.
 */
export function useBookingFormat() {
  const f = useFormat();
  return useMemo(() => {
    const en = f.locale === "en-IN";
    return en
      ? { en, rupees, rupees2, cardDate, dateTime: formatDateTime, number: enNumber }
      : {
          en,
          rupees: f.rupees,
          rupees2: f.rupees2,
          cardDate: (iso: string) => f.dateTime(iso),
          dateTime: (at: string | Date) => f.dateTime(at),
          number: (n: number) => f.number(n),
        };
  }, [f]);
}
