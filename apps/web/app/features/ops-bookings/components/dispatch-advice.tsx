import { useId, useState } from "react";
import { Lightbulb } from "lucide-react";
import type { DispatchAdvice, DispatchSuggestion } from "@chauffeur/contracts";

/** 'Use Sanjay with OD02AB1001': the button's name says which pair it puts in the pickers. */
const labelOfUse = (s: DispatchSuggestion) => `Use ${s.chauffeurName} with ${s.carPlate}`;
const km = (n: number) => `${Math.round(n * 10) / 10} km`;
/** The best few first; the rest on asking (every feasible chauffeur is a suggestion). */
const FIRST = 3;

/**
 * The allocator's advice in the confirm and reassign dialog (README "Instant confirmation"): the ranked feasible pairs,
 * each with 'Use' to fill the pickers (the operator still confirms), then why each other chauffeur or car cannot serve
 * the booking, folded.
 */
export function DispatchAdvicePanel({
  advice,
  chosen,
  onUse,
}: {
  advice: DispatchAdvice;
  chosen: { chauffeurId: string; carId: string };
  onUse(s: DispatchSuggestion): void;
}) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? advice.suggestions : advice.suggestions.slice(0, FIRST);
  const more = advice.suggestions.length - shown.length;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="dispatch-advice">
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-sm font-semibold text-ink-800">
        <Lightbulb className="size-4 text-gold-700" aria-hidden /> Suggestions
      </h3>
      {advice.suggestions.length === 0 ? (
        <p className="text-sm text-ink-600">No chauffeur and car can serve this booking. See who is not available.</p>
      ) : (
        <ol className="space-y-2" aria-labelledby={headingId}>
          {shown.map((s) => {
            const isChosen = chosen.chauffeurId === s.chauffeurId && chosen.carId === s.carId;
            return (
              <li
                key={`${s.chauffeurId}-${s.carId}`}
                className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-ivory-200 bg-ivory-50 p-3 text-sm"
                data-testid="suggestion"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">
                    <span className="mr-1.5 inline-flex size-5 items-center justify-center rounded-full bg-ink-900 text-[11px] text-ivory-50">
                      {s.rank}
                    </span>
                    {s.chauffeurName} · <span className="font-mono">{s.carPlate}</span>
                  </p>
                  <p className="mt-1 break-words text-ink-700">{s.reason}</p>
                  <p className="mt-0.5 text-xs text-ink-600">
                    Dead run {km(s.deadKm)} · {s.deadMinutes} min
                  </p>
                </div>
                <button
                  type="button"
                  className={isChosen ? "btn-dark px-3 py-1.5 text-xs" : "btn-outline px-3 py-1.5 text-xs"}
                  aria-label={labelOfUse(s)}
                  aria-pressed={isChosen}
                  onClick={() => onUse(s)}
                >
                  {isChosen ? "In use" : "Use"}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {more > 0 ? (
        <button type="button" className="text-sm font-semibold text-ink-700 underline" onClick={() => setAll(true)}>
          Show {more} more {more === 1 ? "suggestion" : "suggestions"}
        </button>
      ) : null}
      <NotAvailable advice={advice} />
    </section>
  );
}

/**
 * The chauffeurs and cars the allocator left out, each with its reason ('Ravi: on leave 3–5 Dec'), folded (a native
 * disclosure: its summary is the button).
 */
function NotAvailable({ advice }: { advice: DispatchAdvice }) {
  const count = advice.chauffeursNotFeasible.length + advice.carsNotFeasible.length;
  if (count === 0) return null;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-semibold text-ink-700 underline-offset-2 hover:underline">
        Not available ({count})
      </summary>
      <div className="mt-2 space-y-2">
        <RejectionList kind="chauffeurs" items={advice.chauffeursNotFeasible} />
        <RejectionList kind="cars" items={advice.carsNotFeasible} />
      </div>
    </details>
  );
}

/**
 * One kind's list under its heading. The list itself carries no label: 'Chauffeur' and 'Car…' are the pickers' labels
 * below, and a list named 'Chauffeurs' or 'Cars' would answer a search for them.
 */
function RejectionList({ kind, items }: { kind: "chauffeurs" | "cars"; items: DispatchAdvice["carsNotFeasible"] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wider text-ink-600">{kind}</h4>
      <ul className="mt-1 space-y-0.5 text-ink-700" data-testid={`not-available-${kind}`}>
        {items.map((r) => (
          <li key={r.id} className="break-words">
            {r.reason.startsWith(r.name) ? r.reason : `${r.name}: ${r.reason}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
