import type { FareLine } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";

/**
 * The fare line by line (all-inclusive: nothing is added after this), then the total. The lines' labels and details
 * are the server's, in the page's language (the request's `x-page-language`: apps/server/src/modules/fares/fare-words.ts).
 */
export function FareBreakdown({ lines, total }: { lines: FareLine[]; total: number }) {
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("breakdown.caption")}</caption>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.code}-${i}`} className="border-b border-ivory-200 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-700">
                {l.label}
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
