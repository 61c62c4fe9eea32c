import { round1, type RoutingAdapter } from "./types.ts";

/**
 * OSRM's route service (http://project-osrm.org/docs/v5.24.0/api/#route-service):
 * GET {base}/route/v1/driving/{lng,lat;lng,lat;...}?overview=false → routes[0].legs[] { distance m, duration s }.
 * OSRM's durations come from fixed road speeds and know no hour: a `departAt` is accepted and ignored.
 */
export function osrmRouting(opts: { baseUrl: string; timeoutMs?: number; fetchImpl?: typeof fetch }): RoutingAdapter {
  const f = opts.fetchImpl ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, "");
  return {
    name: "osrm",
    async route(points) {
      const coords = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(";");
      const res = await f(`${base}/route/v1/driving/${coords}?overview=false&steps=false`, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
      });
      if (!res.ok) throw new Error(`OSRM answered ${res.status}`);
      const body = (await res.json()) as {
        code?: string;
        routes?: Array<{ legs: Array<{ distance: number; duration: number }> }>;
      };
      const legs = body.routes?.[0]?.legs;
      if (body.code !== "Ok" || !legs || legs.length !== points.length - 1)
        throw new Error(`OSRM: no route (${body.code})`);
      return {
        source: "osrm",
        approximate: false,
        legs: legs.map((l) => ({ distanceKm: round1(l.distance / 1000), durationMin: Math.round(l.duration / 60) })),
      };
    },
  };
}
