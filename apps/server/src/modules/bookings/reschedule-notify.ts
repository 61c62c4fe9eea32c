import { sql } from "drizzle-orm";
import { istDateTime } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { q1 } from "../../lib/sql.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { enqueueEmail, enqueueSms } from "../notifications/index.ts";
import { findBookingView } from "./bookings.repository.ts";
import { flightTrackingOf, timeLines, toBookingView } from "./booking-view.ts";
import { invoiceFile, loadRider } from "./notify.ts";
import type { Booking, ReschedulePlan } from "./reschedule-plan.ts";

/**
 * Who hears of a booking moved to another time, in the transaction of the move (README "Payments and bookings"):
 * the rider (an e-mail with the new times and the difference), the chauffeur if one is assigned (their app's trip
 * list refreshes, and an SMS), and operations (a row in the console's Activity, and the live board refreshes).
 */
const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface MoveNotice {
  before: Booking;
  plan: ReschedulePlan;
  actorUserId: string | null;
  rescheduleId: string;
  /** paid now (a charge) or asked back from the gateway (a refund) */
  paidPaise: number;
  refundPaise: number;
  /** the supplementary invoice of a paid difference, with its PDF */
  invoice?: { number: string; pdf: Buffer };
  /** the assigned car or chauffeur also holds another booking in the new window (for the console to reassign) */
  assignmentClash: string[];
}

function moneyLine(n: MoveNotice): string {
  if (n.paidPaise > 0) return `You paid the difference of ${rupees2(n.paidPaise)}.`;
  if (n.refundPaise > 0)
    return `We are refunding the difference of ${rupees2(n.refundPaise)}: it reaches your account in 3 to 7 business days.`;
  return "The fare is unchanged.";
}

async function tellRider(ctx: AppContext, tx: Tx, n: MoveNotice) {
  const row = await findBookingView(tx, n.before.id);
  const rider = row ? await loadRider(tx, row.user_id) : undefined;
  if (!row || !rider?.email) return;
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  await enqueueEmail(tx, {
    to: rider.email,
    subject: `Booking ${row.reference} moved to ${istDateTime(n.plan.start)}`,
    text: [
      `Hello ${rider.name ?? "there"},`,
      "",
      `Your booking ${row.reference} now starts at the new time.`,
      "",
      ...timeLines(v),
      ...(v.returnTimeFormatted ? [`Return: ${v.returnTimeFormatted}`] : []),
      `Was: ${istDateTime(n.before.startTime)}`,
      "",
      `Fare: ${rupees2(n.plan.amountPaise)} (was ${rupees2(n.before.amountPaise)}). ${moneyLine(n)}`,
      ...(n.invoice ? [`Supplementary tax invoice: ${n.invoice.number} (attached)`] : []),
      "",
      `My Bookings: ${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings`,
      `Questions? Call ${ctx.config.BUSINESS_PHONE}.`,
    ].join("\n"),
    template: "booking-rescheduled",
    userId: rider.id,
    bookingId: row.id,
    attachments: n.invoice ? [invoiceFile(n.invoice, n.invoice.pdf)] : [],
  });
}

async function tellChauffeur(ctx: AppContext, tx: Tx, n: MoveNotice) {
  const b = n.before;
  if (!b.chauffeurId) return;
  await recordLiveEvent(tx, {
    topic: liveTopics.chauffeur(b.chauffeurId),
    kind: "trips",
    data: { bookingId: b.id, reason: "rescheduled" },
  });
  const ch = await q1<{ phone: string | null }>(tx, sql`SELECT phone FROM chauffeurs WHERE id = ${b.chauffeurId}`);
  if (ch?.phone)
    await enqueueSms(tx, {
      to: ch.phone,
      text: `${ctx.config.BUSINESS_NAME}: ${b.reference} moved. New pickup ${istDateTime(n.plan.start)} (was ${istDateTime(b.startTime)}).`,
      template: "booking-rescheduled",
      bookingId: b.id,
    });
}

/** The move's messages and records, in its transaction. */
export async function announceMove(ctx: AppContext, tx: Tx, n: MoveNotice, now: Date) {
  const b = n.before;
  await writeAudit(
    tx,
    {
      actorUserId: n.actorUserId,
      action: "booking.rescheduled",
      entity: "booking",
      entityId: b.id,
      before: { startTime: b.startTime.toISOString(), amountPaise: b.amountPaise, trip: b.trip },
      after: { startTime: n.plan.start.toISOString(), amountPaise: n.plan.amountPaise, trip: n.plan.trip },
      detail: {
        reference: b.reference,
        rescheduleId: n.rescheduleId,
        differencePaise: n.plan.differencePaise,
        paidPaise: n.paidPaise,
        refundPaise: n.refundPaise,
        assignmentClash: n.assignmentClash,
      },
    },
    now,
  );
  await recordLiveEvent(tx, {
    topic: liveTopics.ops,
    kind: "trips",
    data: { bookingId: b.id, reason: "rescheduled", assignmentClash: n.assignmentClash },
  });
  await tellChauffeur(ctx, tx, n);
  await tellRider(ctx, tx, n);
}
