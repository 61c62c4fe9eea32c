import { round1, type LatLng, type RoutingAdapter } from "./types.ts";

/**
 * Google Routes API computeRoutes (https://developers.google.com/maps/documentation/routes/compute_route_directions):
 * POST {base}/directions/v2:computeRoutes with the key and a field mask in headers; legs carry distanceMeters and
 * duration as "123s".
 *
 * At an hour (`departAt`): the request carries `departureTime` (an RFC 3339 UTC timestamp) with `routingPreference`
 * TRAFFIC_AWARE, so each leg's `duration` is the drive predicted for that hour
 * (https://developers.google.com/maps/documentation/routes/reference/rest/v2/RoutingPreference). Google refuses a
 * driving departureTime in the past, so a departAt less than a minute ahead of the real clock (`now`) is sent as a
 * request without an hour, exactly as before. Traffic-aware requests are billed at the higher "Advanced" rate; they are
 * only made for departures worked back from a flight.
 */
const FUTURE_MARGIN_MS = 60_000;

export function googleRouting(opts: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** the real clock Google compares departureTime with (tests pass their own) */
  now?: () => Date;
}): RoutingAdapter {
  const f = opts.fetchImpl ?? fetch;
  const now = opts.now ?? (() => new Date());
  const base = opts.baseUrl.replace(/\/+$/, "");
  const wp = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
  return {
    name: "google",
    async route(points, routeOpts) {
      const at = routeOpts?.departAt;
      const timed =
        at && at.getTime() > now().getTime() + FUTURE_MARGIN_MS
          ? { departureTime: at.toISOString(), routingPreference: "TRAFFIC_AWARE" }
          : {};
      const res = await f(`${base}/directions/v2:computeRoutes`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-goog-api-key": opts.apiKey,
          "x-goog-fieldmask": "routes.legs.distanceMeters,routes.legs.duration",
        },
        body: JSON.stringify({
          origin: wp(points[0]),
          destination: wp(points[points.length - 1]),
          intermediates: points.slice(1, -1).map(wp),
          travelMode: "DRIVE",
          regionCode: "IN",
          ...timed,
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
      });
      if (!res.ok) throw new Error(`Google Routes answered ${res.status}`);
      const body = (await res.json()) as {
        routes?: Array<{ legs?: Array<{ distanceMeters?: number; duration?: string }> }>;
      };
      const legs = body.routes?.[0]?.legs;
      if (!legs || legs.length !== points.length - 1) throw new Error("Google Routes: no route");
      return {
        source: "google",
        approximate: false,
        legs: legs.map((l) => ({
          distanceKm: round1((l.distanceMeters ?? 0) / 1000),
          durationMin: Math.round(Number(String(l.duration ?? "0s").replace(/s$/, "")) / 60),
        })),
      };
    },
  };
}
