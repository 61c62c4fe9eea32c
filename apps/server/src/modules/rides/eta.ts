import type { Eta, RideStep } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";

/**
 * The ETA the rider sees (decision record 010): the routing adapter's driving time from the car to the pickup (on the
 * way, arrived) or to the drop-off (on the trip), measured at most every ETA_REFRESH_MS per ride and kept on the ride.
 */
export const ETA_REFRESH_MS = 30_000;

export interface LatLng {
  lat: number;
  lng: number;
}

/** A place of the trip JSON with its coordinates, or null when the stored place has none. */
export function pointOf(v: unknown): LatLng | null {
  if (!v || typeof v !== "object") return null;
  const { lat, lng } = v as { lat?: unknown; lng?: unknown };
  return typeof lat === "number" && typeof lng === "number" ? { lat, lng } : null;
}

/** What the ETA is measured to at a step, and where that is. */
export function etaTarget(
  step: RideStep,
  trip: Record<string, unknown> | null,
): { to: Eta["to"]; point: LatLng } | null {
  if (!trip) return null;
  if (step === "on_my_way" || step === "arrived") {
    const point = pointOf(trip.pickUp ?? trip.pickup);
    return point ? { to: "pickup", point } : null;
  }
  if (step === "started") {
    const point = pointOf(trip.dropOff ?? trip.drop ?? trip.airport);
    return point ? { to: "drop-off", point } : null;
  }
  return null;
}

/** Whether a ride's ETA is due for another measurement (none yet, older than 30 s, or measured to the other target). */
export function etaDue(ride: { etaComputedAt: Date | null; etaTo: string | null }, to: Eta["to"], now: Date): boolean {
  return !ride.etaComputedAt || ride.etaTo !== to || now.getTime() - ride.etaComputedAt.getTime() >= ETA_REFRESH_MS;
}

/** Whole minutes of driving from `from` to `to` (at least 1 unless already there), or null when routing fails. */
export async function measureEta(ctx: AppContext, from: LatLng, to: LatLng): Promise<number | null> {
  try {
    const r = await ctx.adapters.routing.route([from, to]);
    const leg = r.legs[0];
    if (!leg) return null;
    return leg.distanceKm < 0.05 ? 0 : Math.max(1, Math.ceil(leg.durationMin));
  } catch (err) {
    ctx.log.warn({ err: String(err) }, "ETA: routing failed");
    return null;
  }
}
