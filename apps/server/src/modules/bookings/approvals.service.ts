import { sql } from "drizzle-orm";
import { COMPANY_ORDER_MESSAGES as O, type CompanyApproval } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { tellBookerOfDecision, type ApprovalOutcome } from "../companies/index.ts";
import { refundBooking } from "../payments/index.ts";
import { approvalRideOf } from "./company-order.ts";
import { transitionBooking } from "./lifecycle/transition.ts";
import { announcePaidBooking } from "./paid-announcement.ts";

/**
 * A company's approvers decide the rides its policy sent them (README "Company accounts": "Booking for a company,
 * approval and credit"). The routes (approvals.routes.ts) check the caller's role with the companies module's
 * `requireCompanyRole(…, "approve")`; the decision moves the booking through its machine as the `approver`
 * ('approve' → pending, the operators' queue; 'reject' → cancelled), once: a second decision is a 409. A paid ride
 * declined, or expired undecided, is refunded in full after the cancellation commits (a failed refund is retried by
 * the reconciliation job, which refunds every cancelled paid booking without a refund).
 */

type WaitingRow = {
  id: string;
  reference: string;
  service_type: CompanyApproval["service"];
  car_type: string;
  user_id: string | null;
  booker_name: string | null;
  traveller_user_id: string | null;
  traveller_name: string | null;
  traveller_phone: string | null;
  start_time: Date | string;
  trip: Record<string, unknown>;
  amount_paise: number;
  cost_centre_code: string | null;
  cost_centre_name: string | null;
  company_reference: string | null;
  trip_purpose: string | null;
  approval_reasons: unknown;
  approval_expires_at: Date | string | null;
  payment_status: string;
  company_id: string;
};

export async function listApprovals(ctx: Pick<AppContext, "db">, companyId: string): Promise<CompanyApproval[]> {
  const rows = await q<WaitingRow>(
    ctx.db,
    sql`SELECT b.*, u.name AS booker_name FROM bookings b LEFT JOIN users u ON u.id = b.user_id
        WHERE b.company_id = ${companyId} AND b.status = 'awaiting_approval'
          AND b.payment_status NOT IN ('expired', 'refunded', 'refund_pending')
        ORDER BY b.approval_expires_at, b.id`,
  );
  return rows.map((b) => {
    const ride = approvalRideOf(b);
    return {
      bookingId: b.id,
      reference: b.reference,
      service: b.service_type,
      vehicleClass: b.car_type,
      traveller: {
        name: b.traveller_name ?? b.booker_name ?? "",
        phone: b.traveller_phone,
        guest: b.traveller_name !== null && b.traveller_user_id === null,
      },
      bookedBy: { userId: b.user_id, name: b.booker_name },
      pickupAt: ride.pickupAt.toISOString(),
      from: ride.from,
      to: ride.to,
      amountPaise: b.amount_paise,
      costCentre: b.cost_centre_code ? { code: b.cost_centre_code, name: b.cost_centre_name ?? "" } : null,
      companyReference: b.company_reference ?? "",
      purpose: b.trip_purpose ?? "",
      reasons: ride.reasons,
      expiresAt: ride.expiresAt?.toISOString() ?? null,
      paymentStatus: b.payment_status,
    };
  });
}

const isPaid = (paymentStatus: string) => paymentStatus === "paid" || paymentStatus === "partially_refunded";

/** The company's ride waiting for a decision, locked; 404 for another company's, 409 once decided. */
async function lockedWaiting(tx: Tx, companyId: string, bookingId: string) {
  const b = await q1<WaitingRow & { status: string }>(
    tx,
    sql`SELECT * FROM bookings WHERE id = ${bookingId} AND company_id = ${companyId} FOR UPDATE`,
  );
  if (!b) throw notFound(O.approvalNotFound);
  if (b.status !== "awaiting_approval") throw new AppError(409, O.alreadyDecided, "already_decided");
  return b;
}

export async function approveRide(ctx: AppContext, approver: { userId: string; companyId: string }, bookingId: string) {
  return ctx.db.transaction(async (tx) => {
    const b = await lockedWaiting(tx, approver.companyId, bookingId);
    const now = ctx.clock.now();
    const after = await transitionBooking(tx, {
      booking: bookingId,
      event: "approve",
      actor: { kind: "approver", userId: approver.userId },
      now,
      set: { approvalDecidedBy: approver.userId, approvalDecidedAt: now },
      audit: { detail: { companyId: approver.companyId, reasons: b.approval_reasons } },
    });
    // a paid or on-account ride enters the operators' queue now: the console rings (paid-announcement.ts)
    if (isPaid(b.payment_status) || b.payment_status === "on_account")
      await announcePaidBooking(tx, { bookingId, amountPaise: b.amount_paise, now });
    await tellBookerOfDecision(ctx, tx, approvalRideOf(b), "approved");
    return after;
  });
}

export async function declineRide(
  ctx: AppContext,
  approver: { userId: string; companyId: string },
  bookingId: string,
  reason: string,
) {
  const after = await ctx.db.transaction(async (tx) => {
    const b = await lockedWaiting(tx, approver.companyId, bookingId);
    const now = ctx.clock.now();
    const moved = await transitionBooking(tx, {
      booking: bookingId,
      event: "reject",
      actor: { kind: "approver", userId: approver.userId },
      now,
      set: {
        cancelledAt: now,
        cancelReason: `Declined by the company: ${reason}`,
        approvalDecidedBy: approver.userId,
        approvalDecidedAt: now,
        approvalDeclineReason: reason,
      },
      audit: { detail: { companyId: approver.companyId, reason } },
    });
    await tellBookerOfDecision(ctx, tx, approvalRideOf(b), "declined", { reason, refunded: isPaid(b.payment_status) });
    return moved;
  });
  await refundEnded(ctx, after, `Declined by the company: ${reason}`, approver.userId);
  return after;
}

/** A paid ride that ended undecided or declined is refunded in full (the reconciliation job retries a failure). */
async function refundEnded(
  ctx: AppContext,
  b: { id: string; paymentStatus: string },
  reason: string,
  actorUserId: string | null,
) {
  if (!isPaid(b.paymentStatus)) return;
  await refundBooking(ctx, { bookingId: b.id, reason, actorUserId }).catch((e: unknown) =>
    ctx.log.error({ err: e, bookingId: b.id }, "refund of a ride the company did not approve failed"),
  );
}

/**
 * Job bookings.expire-approvals: a request nobody decided by `approval_expires_at` expires (the system's 'expire':
 * cancelled), refunded in full when paid; the booker is told.
 */
export async function expireApprovals(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = await q<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM bookings WHERE status = 'awaiting_approval' AND approval_expires_at <= ${now}
        ORDER BY approval_expires_at LIMIT 200`,
  );
  let expired = 0;
  for (const d of due) {
    const after = await ctx.db.transaction(async (tx) => {
      const b = await q1<WaitingRow & { status: string }>(
        tx,
        sql`SELECT * FROM bookings WHERE id = ${d.id} FOR UPDATE`,
      );
      if (b?.status !== "awaiting_approval") return null;
      const moved = await transitionBooking(tx, {
        booking: d.id,
        event: "expire",
        actor: { kind: "system", userId: null },
        now,
        set: { cancelledAt: now, cancelReason: "approval_expired" },
        audit: { detail: { companyId: b.company_id } },
      });
      const outcome: ApprovalOutcome = "expired";
      await tellBookerOfDecision(ctx, tx, approvalRideOf(b), outcome, { refunded: isPaid(b.payment_status) });
      return moved;
    });
    if (!after) continue;
    expired++;
    await refundEnded(ctx, after, "Approval expired", null);
  }
  return `expired ${expired} of ${due.length}`;
}
