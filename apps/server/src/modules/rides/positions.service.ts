import { eq } from "drizzle-orm";
import { rideMessages, type PositionInput, type RideStep } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Database, Tx } from "../../db/client.ts";
import { ridePositions, rides } from "../../db/schema/index.ts";
import { createBatcher, type Batcher } from "../../lib/batcher.ts";
import { badRequest, conflict, forbidden, unauthorized } from "../../lib/errors.ts";
import { liveTopics } from "../live/index.ts";
import { etaDue, etaTarget, measureEta, ETA_REFRESH_MS, type LatLng } from "./eta.ts";
import { TRACKING_STEPS } from "./ride.repository.ts";

/**
 * Positions from the chauffeur app (decision record 010): refused unless the sender is the ride's chauffeur and the
 * ride is on the way, arrived or started; stored in the trail with one statement per request (no transaction per
 * position), the ride's latest position and distance updated in that same statement, then the newest position
 * published to the rider's page and the console. Two round trips per request, each shared by the requests arriving
 * together (lib/batcher.ts): the check and the write; plus the ETA at most every 30 s per ride.
 */
const CLOCK_SKEW_MS = 2 * 60_000;
const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function haversineM(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

interface Access {
  chauffeur_id: string;
  active: boolean;
  booking_id: string | null;
  booking_chauffeur: string | null;
  trip: Record<string, unknown> | null;
  step: RideStep | null;
  on_my_way_at: Date | string | null;
  last_lat: number | null;
  last_lng: number | null;
  last_position_at: Date | string | null;
  eta_minutes: number | null;
  eta_to: string | null;
  eta_computed_at: Date | string | null;
}
/** the access of several concurrent requests in one statement (q.n: which request a row answers) */
const ACCESS_SQL = `SELECT q.n::int AS n, c.id AS chauffeur_id, c.active, b.id AS booking_id,
  b.chauffeur_id AS booking_chauffeur, b.trip, r.step, r.on_my_way_at, r.last_lat, r.last_lng, r.last_position_at,
  r.eta_minutes, r.eta_to, r.eta_computed_at
  FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS q(user_id, booking_id, n)
  JOIN chauffeurs c ON c.user_id = q.user_id
  LEFT JOIN bookings b ON b.id = q.booking_id LEFT JOIN rides r ON r.booking_id = b.id`;

/**
 * The trail rows and the rides' latest positions and distances of several requests in one statement (a group commit:
 * phones post together, PostgreSQL writes and flushes once). n.req: which request moved its ride.
 */
const INGEST_SQL = `WITH ins AS (
    INSERT INTO ride_positions (booking_id, chauffeur_id, lat, lng, accuracy_m, heading, speed_mps, recorded_at, received_at)
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[],
      $8::timestamptz[], $9::timestamptz[])
  )
  UPDATE rides SET last_lat = n.lat, last_lng = n.lng, last_heading = n.heading, last_position_at = n.at,
    distance_m = distance_m + n.added, updated_at = n.now
  FROM unnest($10::int[], $11::uuid[], $12::float8[], $13::float8[], $14::float8[], $15::timestamptz[], $16::int[],
    $17::timestamptz[]) AS n(req, booking_id, lat, lng, heading, at, added, now)
  WHERE rides.booking_id = n.booking_id AND (rides.last_position_at IS NULL OR rides.last_position_at < n.at)
  RETURNING n.req`;

type TrailPoint = PositionInput & { at: Date };
interface TrailWrite {
  bookingId: string;
  chauffeurId: string;
  /** oldest first: the last one is the newest */
  points: TrailPoint[];
  /** metres added to the ride's distance */
  added: number;
  now: Date;
}

/** Writes requests' trails; a ride appears once per statement (its row is updated once), so repeats go in the next. */
async function writeTrails(database: Database, writes: TrailWrite[]): Promise<boolean[]> {
  const moved = writes.map(() => false);
  let rest = writes.map((w, i) => ({ w, i }));
  while (rest.length) {
    const rides = new Set<string>();
    const round: typeof rest = [];
    const later: typeof rest = [];
    for (const x of rest) {
      if (rides.has(x.w.bookingId)) {
        later.push(x);
        continue;
      }
      rides.add(x.w.bookingId);
      round.push(x);
    }
    rest = later;
    // one row per point for the trail, one row per request for its ride
    const pts = round.flatMap(({ w }) => w.points.map((p) => ({ w, p })));
    const byReq = round.map(({ w }) => ({ w, n: w.points[w.points.length - 1]! }));
    const rows = await database.query<{ req: number }>(
      INGEST_SQL,
      [
        pts.map(({ w }) => w.bookingId),
        pts.map(({ w }) => w.chauffeurId),
        pts.map(({ p }) => p.lat),
        pts.map(({ p }) => p.lng),
        pts.map(({ p }) => p.accuracy ?? null),
        pts.map(({ p }) => p.heading ?? null),
        pts.map(({ p }) => p.speed ?? null),
        pts.map(({ p }) => p.at),
        pts.map(({ w }) => w.now),
        byReq.map((_, i) => i),
        byReq.map(({ w }) => w.bookingId),
        byReq.map(({ n }) => n.lat),
        byReq.map(({ n }) => n.lng),
        byReq.map(({ n }) => n.heading ?? null),
        byReq.map(({ n }) => n.at),
        byReq.map(({ w }) => w.added),
        byReq.map(({ w }) => w.now),
      ],
      "ride_positions_ingest",
    );
    for (const r of rows) moved[round[r.req]!.i] = true;
  }
  // A ride moved by several requests of this batch (a retry racing the next reading) ends at the newest of their
  // points; only the request that brought it publishes, or its older rival's position, published a moment later (each
  // request goes on to its ETA on its own), would put the car back on the rider's map. The others' points are in the
  // trail all the same.
  const newestOf = new Map<string, number>();
  writes.forEach((w, i) => {
    if (!moved[i]) return;
    const j = newestOf.get(w.bookingId);
    if (j === undefined || lastAt(writes[j]!) < lastAt(w)) newestOf.set(w.bookingId, i);
  });
  return moved.map((m, i) => m && newestOf.get(writes[i]!.bookingId) === i);
}
const lastAt = (w: TrailWrite) => w.points[w.points.length - 1]!.at.getTime();
const trailWriters = new WeakMap<Database, Batcher<TrailWrite, boolean>>();
const trailWriter = (database: Database) => {
  let w = trailWriters.get(database);
  if (!w) trailWriters.set(database, (w = createBatcher((writes) => writeTrails(database, writes))));
  return w;
};

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

type AccessLookups = Batcher<{ userId: string; bookingId: string }, Access | undefined>;
const accessLookups = new WeakMap<Database, AccessLookups>();
/** Every phone posts every 10-15 s: the checks of requests arriving together share one round trip (lib/batcher.ts). */
function accessLookup(database: Database): AccessLookups {
  let lookups = accessLookups.get(database);
  if (!lookups) {
    lookups = createBatcher(async (keys) => {
      const rows = await database.query<Access & { n: number }>(
        ACCESS_SQL,
        [keys.map((k) => k.userId), keys.map((k) => k.bookingId)],
        "ride_position_access",
      );
      const byRequest = new Map(rows.map((r) => [Number(r.n), r]));
      return keys.map((_, i) => byRequest.get(i + 1));
    });
    accessLookups.set(database, lookups);
  }
  return lookups;
}

async function checkAccess(ctx: AppContext, userId: string, bookingId: string) {
  const a = await accessLookup(ctx.database).load({ userId, bookingId });
  if (!a) throw unauthorized("Sign in to the chauffeur app with your phone.");
  if (!a.active) throw forbidden(rideMessages.chauffeurInactive);
  if (!a.booking_id || a.booking_chauffeur !== a.chauffeur_id || !a.step) throw forbidden(rideMessages.notYourTrip);
  if (!TRACKING_STEPS.includes(a.step)) throw conflict(rideMessages.notTracking);
  return a;
}

/** Sorted oldest first; each time checked against the phone's clock skew and the moment the chauffeur set off. */
function validTimes(positions: PositionInput[], onMyWayAt: Date | null, now: Date) {
  const sorted = positions
    .map((p) => ({ ...p, at: new Date(p.recordedAt) }))
    .sort((x, y) => x.at.getTime() - y.at.getTime());
  const earliest = onMyWayAt ? onMyWayAt.getTime() - CLOCK_SKEW_MS : Infinity;
  for (const p of sorted)
    if (p.at.getTime() > now.getTime() + CLOCK_SKEW_MS || p.at.getTime() < earliest)
      throw badRequest(rideMessages.positionTime, { positions: [rideMessages.positionTime] });
  return sorted;
}

/** Metres driven through the positions newer than the ride's latest one, starting from it. */
function addedDistance(sorted: Array<LatLng & { at: Date }>, last: (LatLng & { at: Date }) | null): number {
  let prev = last;
  let metres = 0;
  for (const p of sorted) {
    if (prev && p.at.getTime() <= prev.at.getTime()) continue;
    if (prev) metres += haversineM(prev, p);
    prev = p;
  }
  return Math.round(metres);
}

/** Measures and stores the ETA when due (at most every 30 s per ride; the claim keeps two requests from both asking). */
async function refreshEta(ctx: AppContext, bookingId: string, a: Access, from: LatLng, now: Date) {
  const target = a.step ? etaTarget(a.step, a.trip) : null;
  if (!target) return null;
  const ride = { etaComputedAt: asDate(a.eta_computed_at), etaTo: a.eta_to };
  if (!etaDue(ride, target.to, now)) return null;
  const claimed = await ctx.database.query(
    `UPDATE rides SET eta_computed_at = $2 WHERE booking_id = $1::uuid
       AND (eta_computed_at IS NULL OR eta_computed_at <= $3 OR eta_to IS DISTINCT FROM $4) RETURNING 1`,
    [bookingId, now, new Date(now.getTime() - ETA_REFRESH_MS), target.to],
    "ride_eta_claim",
  );
  if (!claimed.length) return null;
  const minutes = await measureEta(ctx, from, target.point);
  if (minutes === null) return null;
  await ctx.database.query(
    `UPDATE rides SET eta_minutes = $2, eta_to = $3 WHERE booking_id = $1::uuid AND eta_computed_at = $4`,
    [bookingId, minutes, target.to, now],
    "ride_eta_store",
  );
  return { minutes, to: target.to, at: now.toISOString() };
}

/** POST driverPaths.positions(id): the batch a chauffeur's phone sends every 10-15 s (or what it kept offline). */
export async function ingestPositions(ctx: AppContext, userId: string, bookingId: string, positions: PositionInput[]) {
  const now = ctx.clock.now();
  const a = await checkAccess(ctx, userId, bookingId);
  const sorted = validTimes(positions, asDate(a.on_my_way_at), now);
  const lastAt = asDate(a.last_position_at);
  const last =
    a.last_lat !== null && a.last_lng !== null && lastAt ? { lat: a.last_lat, lng: a.last_lng, at: lastAt } : null;
  const newest = sorted[sorted.length - 1]!;
  const added = addedDistance(sorted, last);
  const moved = await trailWriter(ctx.database).load({
    bookingId,
    chauffeurId: a.chauffeur_id,
    points: sorted,
    added,
    now,
  });
  if (moved) {
    const eta = await refreshEta(ctx, bookingId, a, newest, now);
    const position = { lat: newest.lat, lng: newest.lng, heading: newest.heading ?? null, at: newest.at.toISOString() };
    const data = { bookingId, position, eta: eta ?? storedEta(a) };
    await ctx.live.publish({ topic: liveTopics.booking(bookingId), kind: "position", data });
    await ctx.live.publish({ topic: liveTopics.ops, kind: "position", data });
  }
  return { accepted: sorted.length };
}

/** The ETA stored on the ride, as the access check read it (sent with a position when no new one was measured). */
function storedEta(a: Access) {
  const to = a.eta_to === "pickup" || a.eta_to === "drop-off" ? a.eta_to : null;
  return a.eta_minutes !== null && to && a.eta_computed_at
    ? { minutes: a.eta_minutes, to, at: new Date(a.eta_computed_at).toISOString() }
    : null;
}

/**
 * The position a chauffeur's phone sends with 'On my way' (in the step's transaction): the first point of the trail
 * and the latest position, with the ETA measured for the rider's message.
 */
export async function storeFirstPosition(
  tx: Tx,
  r: { bookingId: string; chauffeurId: string },
  p: PositionInput,
  eta: { minutes: number; at: Date } | null,
) {
  const at = new Date(p.recordedAt);
  await tx.insert(ridePositions).values({
    bookingId: r.bookingId,
    chauffeurId: r.chauffeurId,
    lat: p.lat,
    lng: p.lng,
    accuracyM: p.accuracy ?? null,
    heading: p.heading ?? null,
    speedMps: p.speed ?? null,
    recordedAt: at,
  });
  await tx
    .update(rides)
    .set({
      lastLat: p.lat,
      lastLng: p.lng,
      lastHeading: p.heading ?? null,
      lastPositionAt: at,
      ...(eta ? { etaMinutes: eta.minutes, etaTo: "pickup" as const, etaComputedAt: eta.at } : {}),
    })
    .where(eq(rides.bookingId, r.bookingId));
}
