import type { AppContext } from "../../context.ts";
import { fareRuleMessages, placeFieldLabel, type Place, type QuotePlace } from "@chauffeur/contracts";
import {
  googlePlaces,
  PlaceNotFoundError,
  type PlacesProvider,
  type ProviderPlace,
} from "../../adapters/places/google.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { matchPlaceByName, placeById } from "./places.service.ts";

/**
 * Where a priced place comes from (docs/security.md §3): never from the coordinates the browser sends. A place is
 * resolved on the server from its place id — a gazetteer id ("gz:…") from the built-in list, any other id through
 * Google Place Details when GOOGLE_MAPS_API_KEY is set — and the browser's coordinates are ignored. A place without a
 * usable id is geocoded by the server from its text (an exact gazetteer name, else Google Text Search when keyed) or
 * refused with a 400 naming the field ("Choose the pickup location from the suggestions.").
 */
export type PlaceResolver = (place: Place, field: string) => Promise<QuotePlace>;

const CACHE_MAX = 5000;
const CACHE_TTL_MS = 24 * 3600_000;

interface Resolver {
  provider: PlacesProvider | null;
  cache: Map<string, { place: ProviderPlace; at: number }>;
}
const resolvers = new WeakMap<AppContext, Resolver>();

function resolverState(ctx: AppContext): Resolver {
  let r = resolvers.get(ctx);
  if (!r) {
    const { GOOGLE_MAPS_API_KEY, GOOGLE_PLACES_API_BASE } = ctx.config;
    r = {
      provider: GOOGLE_MAPS_API_KEY
        ? googlePlaces({ apiKey: GOOGLE_MAPS_API_KEY, baseUrl: GOOGLE_PLACES_API_BASE })
        : null,
      cache: new Map(),
    };
    resolvers.set(ctx, r);
  }
  return r;
}

/** Provider answers are kept a day (place ids are stable; each Place Details call is billed). */
async function cached(
  r: Resolver,
  key: string,
  now: number,
  load: () => Promise<ProviderPlace | null>,
): Promise<ProviderPlace | null> {
  const hit = r.cache.get(key);
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.place;
  const place = await load();
  if (place) {
    if (r.cache.size >= CACHE_MAX) r.cache.delete(r.cache.keys().next().value!);
    r.cache.set(key, { place, at: now });
  }
  return place;
}

const fromProvider = (p: ProviderPlace): QuotePlace => ({
  address: p.address,
  lat: p.lat,
  lng: p.lng,
  placeId: p.placeId,
});

export function placeResolver(ctx: AppContext): PlaceResolver {
  const r = resolverState(ctx);
  return async (place, field) => {
    const refuse = () =>
      badRequest(fareRuleMessages.choosePlace(placeFieldLabel(field)), {
        [field]: [fareRuleMessages.choosePlace(placeFieldLabel(field))],
      });
    const unavailable = () => new AppError(503, fareRuleMessages.placesUnavailable, "places_unavailable");
    const id = place.placeId?.trim();
    const now = ctx.clock.now().getTime();

    if (id?.startsWith("gz:")) {
      const known = placeById(id);
      if (known)
        return { address: known.address, lat: known.location.lat, lng: known.location.lng, placeId: known.placeId };
    } else if (id && r.provider) {
      const provider = r.provider;
      try {
        const found = await cached(r, `id:${id}`, now, () => provider.details(id));
        if (found) return fromProvider(found);
      } catch (err) {
        if (err instanceof PlaceNotFoundError) throw refuse();
        ctx.log.warn({ err: String(err) }, "Google Place Details failed");
        const byName = matchPlaceByName(place.address);
        if (byName) return byName;
        throw unavailable();
      }
    }

    // no id, or an id this server does not know: the server geocodes the text itself
    const byName = matchPlaceByName(place.address);
    if (byName) return byName;
    if (r.provider) {
      const provider = r.provider;
      const text = place.address.trim().slice(0, 300);
      let found: ProviderPlace | null;
      try {
        found = await cached(r, `q:${text.toLowerCase()}`, now, () => provider.searchText(text));
      } catch (err) {
        ctx.log.warn({ err: String(err) }, "Google Text Search failed");
        throw unavailable();
      }
      if (found) return fromProvider(found);
    }
    throw refuse();
  };
}
