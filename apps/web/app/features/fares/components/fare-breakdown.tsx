import type { FareLine } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "../hooks/use-booking-format";

/** The fare line by line (all-inclusive: nothing is added after this), then the total. */
// the server's fare lines by their English label (the details keep the server's words and figures)
const LINE_KEYS = {
  "Distance charge": "line.distanceCharge",
  "Chauffeur allowance": "line.chauffeurAllowance",
  "Night charge (22:00–06:00)": "line.night",
  "Tolls, state permits & parking (estimated)": "line.tollsPermits",
  "Hourly package": "line.hourlyPackage",
  "Planned distance beyond package": "line.extraKm",
  "Base fare": "line.base",
  Distance: "line.distance",
  Time: "line.time",
  "Minimum fare adjustment": "line.minimum",
  "Airport transfer": "line.transfer",
  "Airport entry & parking (included)": "line.airportIncluded",
  "Airport entry & parking": "line.airportToll",
  "Name placard": "line.placard",
  "Pet: dog": "line.dog",
  "Pet: cat": "line.cat",
  "Child seat": "line.childSeat",
} as const;

export function FareBreakdown({ lines, total }: { lines: FareLine[]; total: number }) {
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  const label = (l: FareLine) => {
    if (fmt.en) return l.label;
    const gst = /^GST \((\d+(?:\.\d+)?)%\)$/.exec(l.label);
    if (gst) return t("line.gst", { pct: gst[1] });
    const key = LINE_KEYS[l.label as keyof typeof LINE_KEYS];
    return key ? t(key) : l.label;
  };
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("breakdown.caption")}</caption>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.code}-${i}`} className="border-b border-ivory-200 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-700">
                {label(l)}
                {l.detail ? <span className="block text-xs text-ink-500">{l.detail}</span> : null}
              </th>
              <td className="py-2 text-right tabular-nums text-ink-900">{fmt.rupees(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-900">
            <th scope="row" className="pt-3 text-left text-base font-semibold">
              {t("breakdown.total")}
            </th>
            <td className="pt-3 text-right text-xl font-semibold tabular-nums" data-testid="fare-total">
              {fmt.rupees(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-xs text-ink-500">{t("breakdown.allInclusive")}</p>
    </div>
  );
}
