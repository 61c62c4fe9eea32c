import type { AppContext } from "../../context.ts";
import { haversineTravel } from "./haversine.ts";
import type { LatLng, Travel } from "./types.ts";

/**
 * The allocator's travel times from the server's routing (the configured adapter: the embedded gazetteer's estimate,
 * OSRM or Google Routes with the hour's traffic), resolved before the pure allocator runs: `travelNeeds` lists the
 * legs it will ask for, this asks the adapter for each (a few at a time, cached per instance for an hour), and the
 * allocator gets a synchronous lookup. A leg the adapter could not answer falls back to the straight-line estimate.
 */
const CACHE_MS = 3600_000;
const MAX_CACHED = 5000;
const cache = new Map<string, { km: number; minutes: number; at: number }>();

const round = (n: number) => n.toFixed(4);
/** Legs are cached per quarter hour of departure (the traffic of that hour). */
const keyOf = (from: LatLng, to: LatLng, at: Date) =>
  `${round(from.lat)},${round(from.lng)}>${round(to.lat)},${round(to.lng)}@${Math.floor(at.getTime() / 900_000)}`;

export async function resolveTravel(
  ctx: Pick<AppContext, "adapters" | "log">,
  needs: { from: LatLng; to: LatLng; departAt: Date }[],
  now = Date.now(),
): Promise<Travel> {
  const missing = new Map<string, { from: LatLng; to: LatLng; departAt: Date }>();
  for (const n of needs) {
    const k = keyOf(n.from, n.to, n.departAt);
    const hit = cache.get(k);
    if (!hit || now - hit.at > CACHE_MS) missing.set(k, n);
  }
  const queue = [...missing.entries()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [k, n] = next;
      if (n.from.lat === n.to.lat && n.from.lng === n.to.lng) {
        cache.set(k, { km: 0, minutes: 0, at: now });
        continue;
      }
      try {
        const r = await ctx.adapters.routing.route([n.from, n.to], { departAt: n.departAt });
        const leg = r.legs[0];
        if (leg) cache.set(k, { km: leg.distanceKm, minutes: Math.round(leg.durationMin), at: now });
      } catch (e) {
        ctx.log.warn({ err: e }, "dispatch: routing failed for a leg; the straight-line estimate is used");
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return (from, to, departAt) => {
    const hit = cache.get(keyOf(from, to, departAt));
    return hit ? { km: hit.km, minutes: hit.minutes } : haversineTravel(from, to, departAt);
  };
}
