import type { ChauffeurRatingsList } from "@chauffeur/contracts";
import { formatDate } from "~/lib/format";

type Ratings = ChauffeurRatingsList["chauffeurs"][number];

/** "★ 4.6 (12 ratings)" */
export function ratingLine(r: Pick<Ratings, "average" | "count">) {
  if (!r.count || r.average === null) return "No ratings yet";
  return `★ ${r.average.toFixed(1)} (${r.count} ${r.count === 1 ? "rating" : "ratings"})`;
}

/** A chauffeur's rating in the fleet list: the average and count, then the latest riders' comments. */
export function ChauffeurRating({ ratings }: { ratings: Ratings | undefined }) {
  if (!ratings) return <span className="text-ink-600">No ratings yet</span>;
  return (
    <div className="min-w-48">
      <p className="whitespace-nowrap font-semibold text-ink-900">{ratingLine(ratings)}</p>
      {ratings.recent.length ? (
        <ul className="mt-1 space-y-1" aria-label="Recent comments">
          {ratings.recent.map((c) => (
            <li key={`${c.reference}`} className="text-xs text-ink-700">
              <span className="font-semibold text-gold-700" aria-hidden>
                {"★".repeat(c.stars)}
              </span>
              <span className="sr-only">{c.stars} stars:</span> “{c.comment}”{" "}
              <span className="text-ink-500">
                {c.reference}, {formatDate(c.at)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
