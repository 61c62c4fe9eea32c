import { and, eq, sql } from "drizzle-orm";
import type { DispatchHold } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookings, cars, chauffeurs } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { confirmIn } from "../ops/index.ts";
import { allocate, travelNeeds } from "./allocator.ts";
import { holdOf, needsPerson } from "./hold.ts";
import { jobOf, loadFleetState } from "./state.ts";
import { resolveTravel } from "./travel.ts";
import type { Allocation, Candidate, Job } from "./types.ts";

type Booking = typeof bookings.$inferSelect;

export type AutoConfirmOutcome =
  | { kind: "confirmed"; chauffeurId: string; carId: string; reason: string }
  | { kind: "held"; hold: DispatchHold }
  | { kind: "skipped"; why: string };

/** Paid (or on a company's account), pending and without a crew: what the allocator may confirm. */
const waiting = (b: Booking) =>
  b.status === "pending" && !b.chauffeurId && (b.paymentStatus === "paid" || b.paymentStatus === "on_account");

/** The allocator's whole answer for a booking: the fleet around it, travel by the server's routing, ranked pairs. */
export async function adviseFor(ctx: AppContext, db: DbOrTx, job: Job): Promise<Allocation> {
  const now = ctx.clock.now();
  const state = await loadFleetState(db, job, now);
  const travel = await resolveTravel(ctx, travelNeeds(job, state));
  return allocate(job, state, { travel });
}

async function writeHold(db: DbOrTx, bookingId: string, hold: DispatchHold) {
  await db.update(bookings).set({ dispatchHold: hold }).where(eq(bookings.id, bookingId));
}

/** A one-line summary of why no pair fits ('3 chauffeurs busy, 1 on leave; 2 cars busy'). */
export function noPairDetail(a: Allocation): string {
  const count = (codes: string[]) => {
    const by = new Map<string, number>();
    for (const c of codes) by.set(c, (by.get(c) ?? 0) + 1);
    return [...by.entries()].map(([code, n]) => `${n} ${code.replace("_", " ")}`).join(", ");
  };
  const ch = a.chauffeursRejected.length
    ? `chauffeurs: ${count(a.chauffeursRejected.map((r) => r.code))}`
    : "no chauffeurs";
  const cars = a.carsRejected.length ? `cars: ${count(a.carsRejected.map((r) => r.code))}` : "";
  return [ch, cars].filter(Boolean).join("; ");
}

/**
 * Auto-confirm of one paid booking (README "Instant confirmation"): a booking needing a person is marked with why;
 * otherwise the allocator ranks the pairs outside any transaction, then one transaction takes the booking (SKIP
 * LOCKED: another instance already on it is left to it) and tries the pairs best first, each under the car's and the
 * chauffeur's row locks and checked again on the fleet as it is then (two bookings paid at once cannot both take a
 * pair: the second waits for the first's locks and sees its assignment). The confirmation itself is the console's,
 * with actor 'system' and the allocator's reason.
 */
export async function autoConfirm(ctx: AppContext, bookingId: string): Promise<AutoConfirmOutcome> {
  const now = ctx.clock.now();
  const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b || !waiting(b)) return { kind: "skipped", why: "not waiting" };
  const hold = await needsPerson(ctx.db, b, now);
  if (hold) {
    if (b.dispatchHold?.code !== hold.code) await writeHold(ctx.db, b.id, hold);
    return { kind: "held", hold };
  }
  const job = jobOf(b);
  const advice = await adviseFor(ctx, ctx.db, job);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction((tx) => tryPairs(ctx, tx, b.id, job, advice));
    } catch (e) {
      // two allocations locking the same cars and chauffeurs in another order: PostgreSQL ends one; it tries again
      if (attempt < 3 && (e as { code?: string }).code === "40P01") continue;
      throw e;
    }
  }
}

async function tryPairs(
  ctx: AppContext,
  tx: Tx,
  id: string,
  job: Job,
  advice: Allocation,
): Promise<AutoConfirmOutcome> {
  const now = ctx.clock.now();
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update", { skipLocked: true });
  if (!b) return { kind: "skipped", why: "taken by another allocation" };
  if (!waiting(b)) return { kind: "skipped", why: "not waiting" };
  const hold = await needsPerson(tx, b, now);
  if (hold) {
    await writeHold(tx, b.id, hold);
    return { kind: "held", hold };
  }
  for (const c of advice.candidates) {
    const fresh = await recheck(ctx, tx, job, c);
    if (!fresh) continue;
    try {
      await confirmIn(ctx, tx, { kind: "system", reason: fresh.reason }, b.id, {
        chauffeurId: fresh.chauffeurId,
        carId: fresh.carId,
      });
      return { kind: "confirmed", chauffeurId: fresh.chauffeurId, carId: fresh.carId, reason: fresh.reason };
    } catch (e) {
      if (e instanceof AppError && (e.status === 409 || e.status === 400)) continue;
      throw e;
    }
  }
  const held = holdOf("no_pair", now, noPairDetail(advice));
  await writeHold(tx, b.id, held);
  return { kind: "held", hold: held };
}

/**
 * One chauffeur checked again inside the transaction: the best car for them on the fleet as it is now, then that car's
 * and the chauffeur's rows locked (in that order, as the console's check does) and the pair checked once more on their
 * bookings as they are then; the candidate, or null when this chauffeur no longer fits with any car.
 */
async function recheck(ctx: AppContext, tx: Tx, job: Job, c: Candidate): Promise<Candidate | null> {
  const now = ctx.clock.now();
  for (let tries = 0; tries < 3; tries++) {
    const around = await loadFleetState(tx, job, now, { chauffeurId: c.chauffeurId });
    const best = allocate(job, around, { travel: await resolveTravel(ctx, travelNeeds(job, around)) }).candidates[0];
    if (!best) return null;
    await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, best.carId)).for("update");
    await tx.select({ id: chauffeurs.id }).from(chauffeurs).where(eq(chauffeurs.id, best.chauffeurId)).for("update");
    const pair = { chauffeurId: best.chauffeurId, carId: best.carId };
    const state = await loadFleetState(tx, job, now, pair);
    const sure = allocate(job, state, { travel: await resolveTravel(ctx, travelNeeds(job, state)) }).candidates[0];
    if (sure) return sure;
  }
  return null;
}

/** Paid pending bookings still waiting for a crew that the allocator should look at again, oldest payment first. */
export async function waitingBookings(
  db: DbOrTx,
  opts: { now: Date; codes: (DispatchHold["code"] | null)[]; olderThan?: Date; limit: number },
) {
  const codes = opts.codes.filter((c): c is DispatchHold["code"] => c !== null);
  const withNull = opts.codes.includes(null);
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending"),
        sql`${bookings.paymentStatus} IN ('paid', 'on_account')`,
        sql`${bookings.chauffeurId} IS NULL`,
        sql`${bookings.eventId} IS NULL`,
        sql`${bookings.pickupAt} > ${opts.now}`,
        sql`(${withNull ? sql`${bookings.dispatchHold} IS NULL OR ` : sql``}${bookings.dispatchHold}->>'code' IN (${sql.join(
          (codes.length ? codes : ["-"]).map((c) => sql`${c}`),
          sql`, `,
        )}))`,
        opts.olderThan
          ? sql`(${bookings.dispatchHold} IS NULL OR (${bookings.dispatchHold}->>'at')::timestamptz < ${opts.olderThan})`
          : sql`true`,
      ),
    )
    .orderBy(bookings.updatedAt)
    .limit(opts.limit);
  return rows.map((r) => r.id);
}
