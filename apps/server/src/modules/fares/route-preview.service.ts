import type { AppContext } from "../../context.ts";
import { addressKey } from "../../lib/client-address.ts";

/**
 * The route preview between points: the routing adapter's legs and their totals. A maps provider is paid per call,
 * so its use is limited per client address (60 a minute); the built-in gazetteer estimate is not limited.
 */
export async function previewRoute(ctx: AppContext, points: Array<{ lat: number; lng: number }>, ip: string) {
  if (ctx.adapters.routing.name !== "gazetteer")
    await ctx.rateLimiter.enforce(
      `route:${addressKey(ip)}`,
      { limit: 60, windowSeconds: 60 },
      "Too many route requests. Please wait a minute.",
    );
  const r = await ctx.adapters.routing.route(points);
  const distanceKm = Math.round(r.legs.reduce((s, l) => s + l.distanceKm, 0) * 10) / 10;
  const durationMin = Math.round(r.legs.reduce((s, l) => s + l.durationMin, 0));
  return { source: r.source, approximate: r.approximate, distanceKm, durationMin, legs: r.legs };
}
