/**
 * Google Places API (New) on the server (https://developers.google.com/maps/documentation/places/web-service/place-details
 * and .../text-search): the key and a field mask travel in headers, as for the Routes API (adapters/routing/google.ts).
 * - Place Details: GET {base}/v1/places/{placeId} → { id, displayName { text }, formattedAddress, location { latitude, longitude } }
 * - Text Search:  POST {base}/v1/places:searchText { textQuery, regionCode } → { places: [same shape] }
 * Place ids from the browser's Places Autocomplete are the same ids this API takes.
 */
export interface ProviderPlace {
  placeId: string;
  address: string;
  lat: number;
  lng: number;
}

/** The provider answered that the place does not exist / the id is not valid (a rider's mistake, not an outage). */
export class PlaceNotFoundError extends Error {}

export interface PlacesProvider {
  details(placeId: string): Promise<ProviderPlace>;
  /** the best match for free text in India, or null */
  searchText(text: string): Promise<ProviderPlace | null>;
}

const FIELDS = ["id", "displayName", "formattedAddress", "location"];
type GPlace = {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
};

/** "Name, formatted address" unless the address already starts with the name (as the web's Google input shows it). */
function toPlace(p: GPlace): ProviderPlace | null {
  const lat = p.location?.latitude;
  const lng = p.location?.longitude;
  if (!p.id || typeof lat !== "number" || typeof lng !== "number" || !Number.isFinite(lat) || !Number.isFinite(lng))
    return null;
  const name = p.displayName?.text?.trim() ?? "";
  const formatted = p.formattedAddress?.trim() ?? "";
  const address = name && formatted && !formatted.startsWith(name) ? `${name}, ${formatted}` : formatted || name;
  return { placeId: p.id, address, lat, lng };
}

export function googlePlaces(opts: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): PlacesProvider {
  const f = opts.fetchImpl ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, "");
  const headers = (mask: string) => ({
    "content-type": "application/json",
    "x-goog-api-key": opts.apiKey,
    "x-goog-fieldmask": mask,
  });
  return {
    async details(placeId) {
      // a place id is URL-safe base64-like text; anything else is not an id Google issued
      if (!/^[A-Za-z0-9_-]{1,300}$/.test(placeId)) throw new PlaceNotFoundError("not a place id");
      const res = await f(`${base}/v1/places/${encodeURIComponent(placeId)}?languageCode=en&regionCode=IN`, {
        headers: headers(FIELDS.join(",")),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
      });
      if (res.status === 400 || res.status === 404)
        throw new PlaceNotFoundError(`Google Places answered ${res.status}`);
      if (!res.ok) throw new Error(`Google Places answered ${res.status}`);
      const place = toPlace((await res.json()) as GPlace);
      if (!place) throw new PlaceNotFoundError("Google Places: no location");
      return place;
    },
    async searchText(text) {
      const res = await f(`${base}/v1/places:searchText`, {
        method: "POST",
        headers: headers(FIELDS.map((x) => `places.${x}`).join(",")),
        body: JSON.stringify({ textQuery: text, regionCode: "IN", languageCode: "en", pageSize: 1 }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
      });
      if (!res.ok) throw new Error(`Google Places answered ${res.status}`);
      const body = (await res.json()) as { places?: GPlace[] };
      for (const p of body.places ?? []) {
        const place = toPlace(p);
        if (place) return place;
      }
      return null;
    },
  };
}
