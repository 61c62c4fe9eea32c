import type { OpsEventQuote } from "@chauffeur/contracts";
import { rupees } from "~/lib/format";

/** A quote's amounts as the server priced them: each line, the discount, GST, total, deposit and balance. */
export function AmountsTable({ amounts, caption }: { amounts: OpsEventQuote["amounts"]; caption: string }) {
  const rows: Array<[string, number]> = [
    ["Subtotal", amounts.subtotalPaise],
    ...(amounts.discountPaise ? ([["Discount", -amounts.discountPaise]] as Array<[string, number]>) : []),
    ["Taxable value", amounts.taxablePaise],
    [`GST ${amounts.gstPercent}%`, amounts.gstPaise],
    ["Total", amounts.totalPaise],
    ["Deposit", amounts.depositPaise],
    ["Balance", amounts.balancePaise],
  ];
  return (
    <table className="w-full text-sm" data-testid="quote-amounts">
      <caption className="mb-2 text-left text-xs font-semibold uppercase tracking-wider text-ink-600">
        {caption}
      </caption>
      <tbody>
        {amounts.lines.map((l) => (
          <tr key={l.index} className="border-b border-ivory-200 align-top">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              <span className="font-semibold">{l.label}</span>
              <span className="block text-xs text-ink-600">{l.detail}</span>
            </th>
            <td className="py-1.5 text-right tabular-nums">{rupees(l.amountPaise)}</td>
          </tr>
        ))}
        {rows.map(([label, paise]) => (
          <tr key={label} className={label === "Total" ? "font-semibold" : undefined}>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {label}
            </th>
            <td className="py-1 text-right tabular-nums" data-testid={`amount-${label.split(" ")[0]!.toLowerCase()}`}>
              {paise < 0 ? `− ${rupees(-paise)}` : rupees(paise)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
