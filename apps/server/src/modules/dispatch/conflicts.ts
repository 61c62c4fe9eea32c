import { and, eq, isNull, sql } from "drizzle-orm";
import type { AssignmentConflictDetail } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, opsAlerts } from "../../db/schema/index.ts";
import { reassignBooking } from "../ops/index.ts";
import { raiseAlert } from "../rides/index.ts";
import { allocate, travelNeeds } from "./allocator.ts";
import { adviseFor } from "./auto-confirm.ts";
import { autoConfirmOn } from "./hold.ts";
import { jobOf, loadFleetState } from "./state.ts";
import { resolveTravel } from "./travel.ts";

export type ConflictOutcome =
  | { kind: "fits" }
  | { kind: "alerted"; conflict: string; proposal: AssignmentConflictDetail["proposal"]; reassigned: boolean };

/**
 * After a booking's times moved (a flight's delay, a reschedule, an extension): whether its chauffeur and car can
 * still serve it (the allocator on that one pair, the chauffeur's next trips included). When not, the console gets an
 * 'assignment_conflict' alert naming the conflict and the allocator's best other pair; with auto-confirm on for the
 * service that pair is applied at once (a reassignment by 'system', the rider told), never silently without it.
 */
export async function checkAssignmentFits(ctx: AppContext, bookingId: string): Promise<ConflictOutcome> {
  const now = ctx.clock.now();
  const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b || b.status !== "confirmed" || !b.chauffeurId || !b.carId || b.eventId) return { kind: "fits" };
  const job = jobOf(b);
  const pair = { chauffeurId: b.chauffeurId, carId: b.carId };
  const state = await loadFleetState(ctx.db, job, now, pair);
  const own = allocate(job, state, { travel: await resolveTravel(ctx, travelNeeds(job, state)) });
  if (own.candidates.length) return { kind: "fits" };
  const conflict =
    [...own.chauffeursRejected, ...own.carsRejected].map((r) => r.reason).join("; ") ||
    "The assignment no longer fits.";
  const advice = await adviseFor(ctx, ctx.db, job);
  const best = advice.candidates.find((c) => c.chauffeurId !== pair.chauffeurId || c.carId !== pair.carId);
  const proposal = best
    ? {
        chauffeurId: best.chauffeurId,
        chauffeurName: best.chauffeurName,
        carId: best.carId,
        carPlate: best.carPlate,
        reason: best.reason,
      }
    : null;
  const auto = proposal !== null && (await autoConfirmOn(ctx.db, b.service));
  if (auto) await reassignBooking(ctx, { kind: "system", reason: proposal.reason }, b.id, proposal);
  await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: opsAlerts.id })
      .from(opsAlerts)
      .where(
        and(
          eq(opsAlerts.bookingId, b.id),
          eq(opsAlerts.kind, "assignment_conflict"),
          isNull(opsAlerts.acknowledgedAt),
          sql`${opsAlerts.detail}->>'conflict' = ${conflict}`,
        ),
      );
    if (open) return;
    const detail: AssignmentConflictDetail = { conflict, proposal };
    const message = auto
      ? `${b.reference}: ${conflict}. Reassigned automatically to ${proposal!.chauffeurName} with ${proposal!.carPlate}.`
      : proposal
        ? `${b.reference}: ${conflict}. Proposed: ${proposal.chauffeurName} with ${proposal.carPlate}.`
        : `${b.reference}: ${conflict}. No other chauffeur and car can serve it.`;
    await raiseAlert(
      tx,
      { kind: "assignment_conflict", bookingId: b.id, message, detail: { ...detail, applied: auto } },
      now,
    );
  });
  return { kind: "alerted", conflict, proposal, reassigned: auto };
}
