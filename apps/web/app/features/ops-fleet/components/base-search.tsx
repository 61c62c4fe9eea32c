import { useState } from "react";
import { apiPaths, type PlaceResult } from "@chauffeur/contracts";
import { errorMessage, opsRequest, qs } from "~/features/ops-core";

/**
 * 'Find a place' for a chauffeur's base: the places gazetteer the booking forms search (GET /api/v1/places/search);
 * choosing a result fills the base's name and coordinates, which stay editable.
 */
export function BaseSearch({ onPick }: { onPick(p: { label: string; lat: number; lng: number }): void }) {
  const [q, setQ] = useState("");
  const [results, setResults] = useState<PlaceResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = async () => {
    setError(null);
    try {
      const res = await opsRequest<{ data: PlaceResult[] }>(`${apiPaths.placesSearch}${qs({ q, limit: 5 })}`);
      setResults(res.data);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <div className="mt-2">
      <div className="flex items-end gap-2">
        <label className="flex-1 text-sm font-medium text-ink-700">
          Find a place
          <input
            className="field-input"
            value={q}
            placeholder="Patia"
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              void find();
            }}
          />
        </label>
        <button type="button" className="btn-outline" onClick={() => void find()}>
          Find
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      {results ? (
        results.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Places found">
            {results.map((p) => (
              <li key={p.placeId}>
                <button
                  type="button"
                  className="btn-ghost rounded-full border border-ivory-200 px-3 py-1 text-sm"
                  onClick={() => (
                    onPick({ label: p.name, lat: p.location.lat, lng: p.location.lng }),
                    setResults(null)
                  )}
                >
                  {p.name}
                  <span className="sr-only">, {p.address}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink-600">No place found: type the name and coordinates below.</p>
        )
      ) : null}
    </div>
  );
}
