import type { z } from "zod";
import type { BookingsListResponseSchema } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { flightTrackingOf, toBookingView } from "./booking-view.ts";
import { listBookings } from "./bookings.repository.ts";
import type { ListCache } from "./list-cache.ts";

/**
 * The rider's bookings list as a JSON string: from the cache while the rider's bookings version is unchanged, else
 * built field by field by toBookingView (nothing extra can leak) and cached. The route sends the string as it is
 * (its answer is checked against BookingsListResponseSchema in hot-responses.int.test.ts).
 */
export async function bookingsListJson(
  ctx: AppContext,
  cache: ListCache,
  input: { userId: string; bookingsVersion: string; page: number; limit: number },
): Promise<string> {
  const { userId, page, limit } = input;
  const now = ctx.clock.now();
  const cached = cache.get(userId, page, limit, input.bookingsVersion, now.getTime());
  if (cached !== undefined) return cached;
  const r = await listBookings(ctx.database, userId, now, page, limit);
  const tracking = flightTrackingOf(ctx);
  const body = JSON.stringify({
    success: true as const,
    message: "Bookings fetched",
    data: {
      active: r.active.map((b) => toBookingView(b, now, tracking)),
      past: r.past.map((b) => toBookingView(b, now, tracking)),
      statistics: { totalBookings: r.total, active: r.activeCount, past: r.pastCount, completed: r.completed },
      pagination: {
        page,
        limit,
        activePages: Math.max(1, Math.ceil(r.activeCount / limit)),
        pastPages: Math.max(1, Math.ceil(r.pastCount / limit)),
      },
    },
  } satisfies z.infer<typeof BookingsListResponseSchema>);
  cache.set(userId, page, limit, {
    version: r.version,
    computedAt: now.getTime(),
    validUntil: r.validUntil ? new Date(r.validUntil).getTime() : Number.POSITIVE_INFINITY,
    body,
  });
  return body;
}
