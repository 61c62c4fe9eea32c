import type { Plan } from "./bookings.ts";
import { DAY, MINUTE, type Prng } from "./prng.ts";
import type { TableRows } from "./writer.ts";

// prettier-ignore
const COMMENTS = ["Very polite chauffeur, clean car.", "On time at the airport, thank you.", "Smooth drive to Puri.",
  "Car was spotless and AC worked well.", "Chauffeur knew the route well.", "Bit late but called ahead.",
  "Excellent service for our family trip.", "Driving was a little fast.", null, null, null];
/** trails are kept 30 days after the trip (rides/trail-purge.ts); older rides keep only their distance */
const TRAIL_DAYS = 30;
const POSITIONS_PER_RIDE = 6;

export type RideContext = {
  now: number;
  operatorId: string | null;
  emails: Map<string, string | null>;
  phones: Map<string, string>;
};

/** Rides, their last positions, ratings, the messages sent and the console's audit rows of one chunk. */
export function rideRows(r: Prng, plans: Plan[], ctx: RideContext): TableRows[] {
  const rides: unknown[][] = [];
  const positions: unknown[][] = [];
  const ratings: unknown[][] = [];
  const outbox: unknown[][] = [];
  const audit: unknown[][] = [];
  for (const p of plans) {
    messagesOf(r, p, ctx, outbox);
    if (!p.carId || !p.chauffeurId) continue;
    const confirmedAt = (p.captureAt ?? p.created) + r.int(5, 90) * MINUTE;
    // prettier-ignore
    audit.push([ctx.operatorId, "booking.confirm", "booking", p.id, JSON.stringify({ status: "pending" }),
      JSON.stringify({ status: "confirmed" }), JSON.stringify({ carId: p.carId, chauffeurId: p.chauffeurId }),
      new Date(Math.min(confirmedAt, p.start - MINUTE))]);
    const step =
      { completed: "completed", no_show: "no_show", ongoing: "started", confirmed: "assigned" }[p.outcome as string] ??
      "assigned";
    const onWay = step === "assigned" ? null : p.start - r.int(20, 45) * MINUTE;
    const arrived = step === "assigned" ? null : p.start - r.int(0, 10) * MINUTE;
    const started = step === "started" || step === "completed" ? p.start + r.int(0, 8) * MINUTE : null;
    const done = step === "completed" ? p.end : null;
    const noShow = step === "no_show" ? p.start + 40 * MINUTE : null;
    const distanceM = step === "completed" ? Math.round(p.route.distanceKm * 1000 * (0.95 + r.next() * 0.1)) : 0;
    const lastAt = done ?? noShow ?? started ?? arrived ?? onWay;
    const withTrail = lastAt !== null && ctx.now - lastAt < TRAIL_DAYS * DAY;
    const pick = (p.trip.pickUp ?? {}) as { lat: number; lng: number };
    const drop = (p.trip.dropOff ?? {}) as { lat: number; lng: number };
    // prettier-ignore
    rides.push([p.id, r.chars("0123456789", 4), step, ts(onWay), ts(arrived), ts(started), ts(done), ts(noShow),
      lastAt !== null ? drop.lat : null, lastAt !== null ? drop.lng : null, ts(lastAt), distanceM,
      lastAt !== null && !withTrail ? new Date(lastAt + TRAIL_DAYS * DAY) : null, new Date(confirmedAt), new Date(lastAt ?? confirmedAt)]);
    if (withTrail && started !== null) {
      const until = done ?? Math.min(ctx.now, p.end);
      for (let i = 0; i < POSITIONS_PER_RIDE; i++) {
        const f = i / (POSITIONS_PER_RIDE - 1);
        const at = started + Math.floor((until - started) * f);
        // prettier-ignore
        positions.push([p.id, p.chauffeurId, pick.lat + (drop.lat - pick.lat) * f, pick.lng + (drop.lng - pick.lng) * f,
          r.int(4, 25), r.int(0, 359), r.int(0, 20), new Date(at), new Date(at + 2000)]);
      }
    }
    if (step === "completed") {
      // prettier-ignore
      audit.push([null, "booking.complete", "booking", p.id, JSON.stringify({ status: "ongoing" }),
        JSON.stringify({ status: "completed" }), JSON.stringify({ by: "chauffeur" }), new Date(p.end)]);
      rate(r, p, ratings);
    }
  }
  return rideTables(rides, positions, ratings, outbox, audit);
}

const ts = (t: number | null) => (t === null ? null : new Date(t));

/** The SMS sent when the fare was paid, the invoice e-mailed after the ride. */
function messagesOf(r: Prng, p: Plan, ctx: RideContext, outbox: unknown[][]) {
  const to = ctx.phones.get(p.userId);
  if (to && p.captureAt !== null)
    // prettier-ignore
    outbox.push([r.uuid(), "sms", to, null, `Sarathi Luxe: booking ${p.reference} is paid. We will send your chauffeur's details before pickup.`,
      "booking.paid", p.userId, p.id, "sent", 1, new Date(p.captureAt), new Date(p.captureAt + MINUTE), new Date(p.captureAt)]);
  const email = ctx.emails.get(p.userId);
  if (email && p.invoiceAt !== null && p.outcome === "completed")
    // prettier-ignore
    outbox.push([r.uuid(), "email", email, `Your invoice for ${p.reference}`, `Thank you for riding with Sarathi Luxe. Your tax invoice ${p.invoiceNumber} is attached.`,
      "booking.completed", p.userId, p.id, "sent", 1, new Date(p.end), new Date(p.end + MINUTE), new Date(p.end)]);
}

/** Most completed rides are rated, mostly well. */
function rate(r: Prng, p: Plan, ratings: unknown[][]) {
  if (r.chance(0.7)) {
    const stars = Number(r.weighted({ 5: 60, 4: 27, 3: 8, 2: 3, 1: 2 }));
    // prettier-ignore
    ratings.push([p.id, p.chauffeurId, p.userId, stars, r.pick(COMMENTS), new Date(p.end + r.int(10, 2880) * MINUTE)]);
  }
}

const rideTables = (
  rides: unknown[][],
  positions: unknown[][],
  ratings: unknown[][],
  outbox: unknown[][],
  audit: unknown[][],
): TableRows[] => [
  {
    table: "rides",
    // prettier-ignore
    columns: ["booking_id", "pin", "step", "on_my_way_at", "arrived_at", "started_at", "completed_at", "no_show_at",
        "last_lat", "last_lng", "last_position_at", "distance_m", "trail_purged_at", "created_at", "updated_at"],
    rows: rides,
  },
  {
    table: "ride_positions",
    columns: [
      "booking_id",
      "chauffeur_id",
      "lat",
      "lng",
      "accuracy_m",
      "heading",
      "speed_mps",
      "recorded_at",
      "received_at",
    ],
    rows: positions,
  },
  {
    table: "ride_ratings",
    columns: ["booking_id", "chauffeur_id", "user_id", "stars", "comment", "created_at"],
    rows: ratings,
  },
  {
    table: "outbox_messages",
    // prettier-ignore
    columns: ["id", "channel", "to_address", "subject", "text", "template", "user_id", "booking_id", "status", "attempts",
        "next_attempt_at", "sent_at", "created_at"],
    rows: outbox,
  },
  {
    table: "audit_log",
    columns: ["actor_user_id", "action", "entity", "entity_id", "before", "after", "detail", "created_at"],
    rows: audit,
  },
];
