import clsx from "clsx";
import type { SampleFare } from "@chauffeur/contracts";
import { rupees } from "~/lib/format";

/** "+₹210", "−₹84", or nothing when the fare is the same. */
function change(before: number | null, after: number | null) {
  if (before === null || after === null || before === after) return null;
  const d = after - before;
  return `${d > 0 ? "+" : "−"}${rupees(Math.abs(d))}`;
}

/**
 * Typical trips priced with the published tariff and with the draft, each class (the contracts' fare engine, the one
 * the server prices quotes with; GST included, no add-ons). `draft` null: the draft cannot be priced yet.
 */
export function SampleFares({
  published,
  draft,
  problem,
  className: classLabel,
  headingLevel = 2,
}: {
  published: SampleFare[];
  draft: SampleFare[] | null;
  problem: string | null;
  className: (code: string) => string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`sample-fares-${headingLevel}`} data-testid="sample-fares">
      <H
        id={`sample-fares-${headingLevel}`}
        className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-700"
      >
        Sample fares
      </H>
      <p className="mt-1 text-xs text-ink-600">Typical trips with the draft, priced as quotes are (GST included).</p>
      {problem ? (
        <p className="mt-3 rounded-xl bg-ivory-100 p-3 text-sm text-ink-800" role="status">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 space-y-4">
        {published.map((trip) => {
          const next = draft?.find((d) => d.id === trip.id);
          return (
            <table key={trip.id} className="w-full text-left text-sm" data-sample={trip.id}>
              <caption className="mb-1 text-left text-xs font-semibold text-ink-800">{trip.label}</caption>
              <thead className="text-[11px] uppercase tracking-wider text-ink-600">
                <tr>
                  <th scope="col" className="pb-1 font-semibold">
                    Class
                  </th>
                  <th scope="col" className="pb-1 pr-2 text-right font-semibold">
                    Published
                  </th>
                  <th scope="col" className="pb-1 text-right font-semibold">
                    Draft
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-200">
                {Object.entries(trip.totals).map(([code, before]) => {
                  const after = next ? (next.totals[code] ?? null) : null;
                  const diff = change(before, after);
                  return (
                    <tr key={code}>
                      <th scope="row" className="py-1 pr-2 font-normal text-ink-700">
                        {classLabel(code)}
                      </th>
                      <td className="whitespace-nowrap py-1 pr-2 text-right text-ink-600">
                        {before === null ? "—" : rupees(before)}
                      </td>
                      <td
                        className={clsx(
                          "whitespace-nowrap py-1 text-right font-semibold",
                          diff ? "text-gold-700" : "text-ink-900",
                        )}
                      >
                        {after === null ? "—" : rupees(after)}
                        {diff ? <span className="block text-xs font-normal">{diff}</span> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}
