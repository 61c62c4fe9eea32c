import { useFormat } from "~/i18n";
import { formatDateTime, rupees, rupees2 } from "~/lib/format";

/**
 * Money, numbers and times on the booking screens in the page's language: English keeps app/lib/format.ts (the
 * specification's formats, byte for byte), Hindi and Odia use the locale formats (useFormat).
 */
export function useBookingFormat() {
  const f = useFormat();
  const en = f.locale === "en-IN";
  return {
    en,
    rupees: en ? rupees : f.rupees,
    rupees2: en ? rupees2 : f.rupees2,
    dateTime: en ? formatDateTime : (d: string | Date) => f.dateTime(d),
    number: (n: number) => (en ? n.toLocaleString("en-IN") : f.number(n)),
  };
}
