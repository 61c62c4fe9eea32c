import { and, eq, gt, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { CONFIRMATION_MINUTES, quoteEdgeFields, type OpsBookingRow } from "@chauffeur/contracts";
import { bookings, cars, chauffeurs, users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queuePageIds, searchPage } from "./queue-page.ts";

/** A place in the trip JSON, whatever shape the fares module stored it in: "text" or { address }. */
export function placeText(v: unknown): string {
  if (!v) return "";
  if (typeof v === "string") return v;
  if (typeof v === "object") {
    const o: { address?: unknown; name?: unknown; label?: unknown; text?: unknown } = v;
    for (const k of ["address", "name", "label", "text"] as const) {
      const text = o[k];
      if (typeof text === "string") return text;
    }
  }
  return "";
}

/** The place fields of a booking's trip JSON (older rows used other keys; every one is optional). */
export interface TripPlacesJson {
  pickUp?: unknown;
  pickup?: unknown;
  from?: unknown;
  dropOff?: unknown;
  drop?: unknown;
  to?: unknown;
  destination?: unknown;
  airport?: unknown;
  stops?: unknown;
}

export function tripPlaces(trip: TripPlacesJson) {
  const pickup = placeText(trip.pickUp ?? trip.pickup ?? trip.from);
  const drop = placeText(trip.dropOff ?? trip.drop ?? trip.to ?? trip.destination ?? trip.airport);
  const stops = Array.isArray(trip.stops) ? trip.stops.map(placeText).filter(Boolean) : [];
  return { pickup, drop, stops };
}

/** When the payment was captured: the 15-minute confirmation promise counts from then. */
const paidAt =
  sql<Date | null>`(SELECT max(p.captured_at) FROM payments p WHERE p.booking_id = "bookings"."id")`.mapWith(
    (v: unknown) => (v ? new Date(v as string) : null),
  );

/**
 * The rider's other live bookings of the same trip (service, pickup and drop-off addresses, pickup time): the
 * console's 'Possible duplicate of …' (README "Payments and bookings": one trip, one payment). A booking whose order
 * lapsed unpaid, or that was cancelled before it was paid, is not a trip.
 */
const duplicateOf = sql<string[] | null>`(SELECT array_agg(d.reference ORDER BY d.created_at) FROM bookings d
  WHERE d.user_id = "bookings"."user_id" AND d.id <> "bookings"."id" AND d.start_time = "bookings"."start_time"
    AND d.service_type = "bookings"."service_type"
    AND d.trip->'pickUp'->>'address' IS NOT DISTINCT FROM "bookings"."trip"->'pickUp'->>'address'
    AND d.trip->'dropOff'->>'address' IS NOT DISTINCT FROM "bookings"."trip"->'dropOff'->>'address'
    AND d.payment_status <> 'expired' AND NOT (d.status = 'cancelled' AND d.payment_status IN ('pending', 'failed')))`;

export const bookingRowSelect = {
  b: bookings,
  riderName: users.name,
  riderPhone: users.phone,
  riderEmail: users.email,
  riderStatus: users.status,
  chauffeurName: chauffeurs.name,
  chauffeurPhone: chauffeurs.phone,
  carModel: cars.model,
  carPlate: cars.plate,
  vehicleClass: cars.vehicleClass,
  paidAt,
  duplicateOf,
};

export function baseBookingQuery(db: DbOrTx) {
  return db
    .select(bookingRowSelect)
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId));
}
type RawRow = Awaited<ReturnType<ReturnType<typeof baseBookingQuery>["execute"]>>[number];

export function toBookingRow(r: RawRow): OpsBookingRow {
  const b = r.b;
  const places = tripPlaces(b.trip);
  // paid, or on a company's account; a company's ride awaiting its approver is not the operators' yet
  const awaiting = b.status === "pending" && (b.paymentStatus === "paid" || b.paymentStatus === "on_account");
  const from = r.paidAt ?? b.updatedAt;
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    paymentStatus: b.paymentStatus,
    ...quoteEdgeFields({ service: b.service, vehicleClass: b.vehicleClass }),
    amountPaise: b.amountPaise,
    startTime: b.pickupAt.toISOString(),
    endTime: b.endTime.toISOString(),
    createdAt: b.createdAt.toISOString(),
    pickup: places.pickup,
    drop: places.drop,
    rider: { id: b.userId, name: r.riderName ?? "Deleted account", phone: r.riderPhone },
    chauffeur:
      b.chauffeurId && r.chauffeurName
        ? { id: b.chauffeurId, name: r.chauffeurName, phone: r.chauffeurPhone ?? "" }
        : null,
    car:
      b.carId && r.carPlate
        ? { id: b.carId, model: r.carModel ?? "", plate: r.carPlate, vehicleClass: r.vehicleClass ?? "" }
        : null,
    confirmDueAt: awaiting ? new Date(from.getTime() + CONFIRMATION_MINUTES * 60_000).toISOString() : null,
    duplicateOf: r.duplicateOf ?? [],
    // why the allocator left it for a person (modules/dispatch); only while it waits for a crew
    dispatchHold: awaiting && !b.chauffeurId ? ((b.dispatchHold as OpsBookingRow["dispatchHold"]) ?? null) : null,
    assignedBy: b.chauffeurId ? (b.assignedBy ?? null) : null,
  };
}

export interface QueueFilter {
  status?: (typeof bookings.$inferSelect)["status"];
  service?: string;
  date?: string;
  q?: string;
  limit: number;
  offset: number;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start of a day in Asia/Kolkata (UTC+05:30, no daylight saving). */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function queueWhere(f: Omit<QueueFilter, "limit" | "offset">): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(bookings.status, f.status));
  if (f.service) conds.push(eq(bookings.service, f.service));
  if (f.date) {
    const from = istDayStart(f.date);
    conds.push(
      and(
        gt(bookings.pickupAt, new Date(from.getTime() - 1)),
        lt(bookings.pickupAt, new Date(from.getTime() + 86_400_000)),
      )!,
    );
  }
  const q = f.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    // riders matched on their own table (thousands of rows), never on each booking's joined row; references are
    // upper case (SL- and 8 of REF_ALPHABET), so LIKE on the upper-cased text finds what ILIKE found, faster
    const riders = or(
      ilike(users.name, `%${q}%`),
      digits.length >= 4 ? ilike(users.phone, `%${digits.slice(-10)}%`) : undefined,
    );
    const alts: SQL[] = [
      sql`${bookings.reference} LIKE ${`%${q.toUpperCase()}%`}`,
      sql`${bookings.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${riders})`,
    ];
    if (UUID_RE.test(q)) alts.push(eq(bookings.id, q));
    conds.push(or(...alts)!);
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * The queue: paid (or on a company's account) bookings awaiting confirmation first (oldest payment first, they are closest to the promise),
 * then confirmed and ongoing trips by pickup time, then the rest, newest pickup first.
 */
export async function listQueue(db: DbOrTx, f: QueueFilter) {
  const where = queueWhere(f);
  // the page's ids first (queue-page.ts: by an index per group of the order, or a search's one scan), then those rows
  const search = f.q?.trim() && where ? await searchPage(db, where, f.limit, f.offset) : undefined;
  const ids = search ? search.ids : await queuePageIds(db, where, f);
  const full = ids.length ? await baseBookingQuery(db).where(inArray(bookings.id, ids)) : [];
  const byId = new Map(full.map((r) => [r.b.id, r]));
  const rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  const n =
    search?.total ??
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(where)
    )[0].n;
  return { rows: rows.map(toBookingRow), total: Number(n) };
}

export async function getBookingRow(db: DbOrTx, id: string) {
  const [r] = await baseBookingQuery(db).where(eq(bookings.id, id)).limit(1);
  return r;
}

export async function lockBooking(db: DbOrTx, id: string) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update").limit(1);
  return b;
}
