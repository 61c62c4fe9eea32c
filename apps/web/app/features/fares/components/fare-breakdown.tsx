import type { FareLine } from "@chauffeur/contracts";
import { rupees } from "~/lib/format";

/** The fare line by line (all-inclusive: nothing is added after this), then the total. */
export function FareBreakdown({ lines, total }: { lines: FareLine[]; total: number }) {
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">Fare breakdown</caption>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.code}-${i}`} className="border-b border-ivory-200 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-700">
                {l.label}
                {l.detail ? <span className="block text-xs text-ink-500">{l.detail}</span> : null}
              </th>
              <td className="py-2 text-right tabular-nums text-ink-900">{rupees(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-900">
            <th scope="row" className="pt-3 text-left text-base font-semibold">
              Total
            </th>
            <td className="pt-3 text-right text-xl font-semibold tabular-nums" data-testid="fare-total">
              {rupees(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-2 text-xs text-ink-500">
        All-inclusive: GST, tolls, permits and parking estimates are in the total. Add-ons are only ever added by you.
      </p>
    </div>
  );
}
