import type { Config } from "../../config.ts";
import { gazetteerRouting } from "./gazetteer.ts";
import { googleRouting } from "./google.ts";
import { osrmRouting } from "./osrm.ts";
import type { RoutingAdapter } from "./types.ts";

export type { RoutingAdapter, RouteResult, RouteOptions, LatLng } from "./types.ts";

/**
 * Google Routes when GOOGLE_MAPS_API_KEY is set, else OSRM when OSRM_URL is set, else the embedded estimate.
 * A failing outside service falls back to the estimate (marked approximate) so a quote is never blocked by it; the
 * options (the hour of departure) go to whichever answers.
 */
export function createRouting(config: Config, log?: { warn(obj: unknown, msg: string): void }): RoutingAdapter {
  const fallback = gazetteerRouting(config.ROAD_FACTOR);
  const primary = config.GOOGLE_MAPS_API_KEY
    ? googleRouting({ apiKey: config.GOOGLE_MAPS_API_KEY, baseUrl: config.GOOGLE_ROUTES_API_BASE })
    : config.OSRM_URL
      ? osrmRouting({ baseUrl: config.OSRM_URL })
      : null;
  if (!primary) return fallback;
  return {
    name: primary.name,
    async route(points, opts) {
      try {
        return await primary.route(points, opts);
      } catch (err) {
        (log ?? console).warn({ err: String(err) }, `routing through ${primary.name} failed; using the estimate`);
        return fallback.route(points, opts);
      }
    },
  };
}
