import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import {
  rideMessages,
  serviceLabel,
  TIME_ZONE,
  type BoardTrip,
  type ChauffeurRatings,
  type ChauffeurRatingsList,
  type LiveBoard,
  type RideStep,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, cars, chauffeurs, events, rideRatings, rides, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { lateReason } from "./alert-rules.ts";
import { listAlerts } from "./alerts.service.ts";

/** Today in Asia/Kolkata as YYYY-MM-DD, and the UTC bounds of that day (UTC+05:30, no daylight saving). */
export function kolkataDay(now: Date) {
  const day = now.toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
  const start = new Date(`${day}T00:00:00+05:30`);
  return { day, start, end: new Date(start.getTime() + 86_400_000) };
}

function boardQuery(db: DbOrTx) {
  return db
    .select({
      b: {
        id: bookings.id,
        reference: bookings.reference,
        service: bookings.service,
        status: bookings.status,
        pickupAt: bookings.pickupAt,
        trip: bookings.trip,
        chauffeurId: bookings.chauffeurId,
      },
      r: {
        step: rides.step,
        lastLat: rides.lastLat,
        lastLng: rides.lastLng,
        lastHeading: rides.lastHeading,
        lastPositionAt: rides.lastPositionAt,
        etaMinutes: rides.etaMinutes,
        etaTo: rides.etaTo,
        etaComputedAt: rides.etaComputedAt,
      },
      rider: users.name,
      chauffeur: chauffeurs.name,
      plate: cars.plate,
      event: { id: events.id, reference: events.reference, title: events.title },
    })
    .from(bookings)
    .leftJoin(rides, eq(rides.bookingId, bookings.id))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(events, eq(events.id, bookings.eventId));
}
type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQuery>["execute"]>>[number];

/** The pickup's address and point in a booking's trip JSON ({ pickUp: { address, lat, lng } } as fares stores it). */
function pickupOf(trip: Record<string, unknown>): { text: string; point: { lat: number; lng: number } | null } {
  const p: unknown = trip.pickUp ?? trip.pickup;
  if (typeof p === "string") return { text: p, point: null };
  if (!p || typeof p !== "object") return { text: "", point: null };
  const o: { address?: unknown; lat?: unknown; lng?: unknown } = p;
  const text = typeof o.address === "string" ? o.address : "";
  return {
    text,
    point: typeof o.lat === "number" && typeof o.lng === "number" ? { lat: o.lat, lng: o.lng } : null,
  };
}

const MOVING: RideStep[] = ["on_my_way", "started"];
const ACTIVE_STEPS: RideStep[] = ["on_my_way", "arrived", "started"];

function toBoardTrip(row: BoardRow, now: Date): BoardTrip {
  const { b } = row;
  const r = row.r?.step ? row.r : null;
  const step = r?.step ?? null;
  const position =
    r && r.lastLat !== null && r.lastLng !== null && r.lastPositionAt
      ? { lat: r.lastLat, lng: r.lastLng, heading: r.lastHeading, at: r.lastPositionAt.toISOString() }
      : null;
  const eta =
    r && step && MOVING.includes(step) && r.etaMinutes !== null && r.etaTo && r.etaComputedAt
      ? { minutes: r.etaMinutes, to: r.etaTo, at: r.etaComputedAt.toISOString() }
      : null;
  // a booking the console confirmed before it had a ride (or started from the office) has no step of its own
  const reason =
    b.status === "confirmed" || (r && b.status === "ongoing")
      ? lateReason(
          {
            service: b.service,
            pickupAt: b.pickupAt,
            step,
            etaMinutes: r?.etaMinutes ?? null,
            etaTo: r?.etaTo ?? null,
            etaComputedAt: r?.etaComputedAt ?? null,
          },
          now,
        )
      : null;
  const pickup = pickupOf(b.trip);
  return {
    bookingId: b.id,
    reference: b.reference,
    service: b.service,
    serviceLabel: serviceLabel(b.service),
    pickupAt: b.pickupAt.toISOString(),
    pickup: pickup.text,
    pickupPoint: pickup.point,
    status: b.status,
    step,
    rider: row.rider,
    chauffeurId: b.chauffeurId,
    chauffeur: row.chauffeur,
    plate: row.plate,
    position,
    eta,
    late: reason !== null,
    lateReason: reason,
    // a run of an event: the board groups the event's cars under it (README "Weddings and events")
    event: row.event,
  };
}

/**
 * The operations live board: today's trips (pickup on the Asia/Kolkata day, confirmed, ongoing or
 * completed, plus any trip on the road now whatever its pickup day) by pickup time, with step, chauffeur, plate, latest
 * position, ETA and the late flag (alert-rules.ts); and the open alerts.
 */
export async function liveBoard(ctx: AppContext): Promise<LiveBoard> {
  const now = ctx.clock.now();
  const { day, start, end } = kolkataDay(now);
  // the candidates by their indexes first (the day's pickups, the rides on the road, the ongoing bookings): the
  // condition below spans bookings and rides, which alone made the board read every booking of the year
  const candidates = sql`${bookings.id} IN (SELECT id FROM bookings WHERE start_time >= ${start} AND start_time < ${end}
    UNION ALL SELECT booking_id FROM rides WHERE step IN ('on_my_way', 'arrived', 'started')
    UNION ALL SELECT id FROM bookings WHERE status = 'ongoing')`;
  const rows = await boardQuery(ctx.db)
    .where(
      and(
        candidates,
        or(
          and(
            inArray(bookings.status, ["confirmed", "ongoing", "completed"]),
            gte(bookings.pickupAt, start),
            lt(bookings.pickupAt, end),
          ),
          // a car on the road now, whatever day its pickup is (an outstation chauffeur may leave hours ahead)
          and(inArray(bookings.status, ["confirmed", "ongoing"]), inArray(rides.step, ACTIVE_STEPS)),
          eq(bookings.status, "ongoing"),
        ),
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.reference))
    .limit(500);
  const alerts = await listAlerts(ctx);
  return { day, trips: rows.map((r) => toBoardTrip(r, now)), alerts };
}

const RECENT_COMMENTS = 5;
const withComment = and(isNotNull(rideRatings.comment), ne(rideRatings.comment, ""));

/** A chauffeur's average rating (two decimals), how many ratings, and the latest comments. */
export async function chauffeurRatings(ctx: AppContext, chauffeurId: string): Promise<ChauffeurRatings> {
  const [c] = await ctx.db.select({ id: chauffeurs.id }).from(chauffeurs).where(eq(chauffeurs.id, chauffeurId));
  if (!c) throw notFound(rideMessages.chauffeurNotFound);
  const [agg] = await ctx.db
    .select({
      average: sql<number | null>`round(avg(${rideRatings.stars}), 2)::float8`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(rideRatings)
    .where(eq(rideRatings.chauffeurId, chauffeurId));
  const recent = await ctx.db
    .select({
      stars: rideRatings.stars,
      comment: rideRatings.comment,
      reference: bookings.reference,
      at: rideRatings.createdAt,
    })
    .from(rideRatings)
    .innerJoin(bookings, eq(bookings.id, rideRatings.bookingId))
    .where(and(eq(rideRatings.chauffeurId, chauffeurId), withComment))
    .orderBy(desc(rideRatings.createdAt))
    .limit(RECENT_COMMENTS);
  return {
    average: agg?.average === null || agg?.average === undefined ? null : Number(agg.average),
    count: agg?.count ?? 0,
    recent: recent.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}

/** Every rated chauffeur's average, count and latest comments, in one read (the fleet page's rating column). */
export async function allChauffeurRatings(ctx: AppContext): Promise<ChauffeurRatingsList> {
  const aggs = await ctx.db
    .select({
      chauffeurId: rideRatings.chauffeurId,
      average: sql<number>`round(avg(${rideRatings.stars}), 2)::float8`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(rideRatings)
    .where(isNotNull(rideRatings.chauffeurId))
    .groupBy(rideRatings.chauffeurId);
  const ranked = ctx.db
    .select({
      chauffeurId: rideRatings.chauffeurId,
      stars: rideRatings.stars,
      comment: rideRatings.comment,
      reference: bookings.reference,
      at: rideRatings.createdAt,
      n: sql<number>`row_number() OVER (PARTITION BY ${rideRatings.chauffeurId} ORDER BY ${rideRatings.createdAt} DESC)`.as(
        "n",
      ),
    })
    .from(rideRatings)
    .innerJoin(bookings, eq(bookings.id, rideRatings.bookingId))
    .where(and(isNotNull(rideRatings.chauffeurId), withComment))
    .as("ranked");
  const recent = await ctx.db
    .select()
    .from(ranked)
    .where(sql`${ranked.n} <= ${RECENT_COMMENTS}`)
    .orderBy(desc(ranked.at));
  return {
    chauffeurs: aggs.map((a) => ({
      chauffeurId: a.chauffeurId!,
      average: a.average,
      count: a.count,
      recent: recent
        .filter((r) => r.chauffeurId === a.chauffeurId)
        .map((r) => ({ stars: r.stars, comment: r.comment, reference: r.reference, at: new Date(r.at).toISOString() })),
    })),
  };
}
