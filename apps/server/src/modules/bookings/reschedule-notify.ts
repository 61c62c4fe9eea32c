import { sql } from "drizzle-orm";
import { DEFAULT_LOCALE, FREE_CANCEL_MINUTES, istDateTime, type Locale } from "@chauffeur/contracts";
import { formatDateTime, formatRupees2 } from "@chauffeur/contracts/i18n/format";
import { localeOf, translator, templateIn } from "../../lib/i18n.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { q1 } from "../../lib/sql.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { notify } from "../notifications/index.ts";
import { findBookingView } from "./bookings.repository.ts";
import { flightTrackingOf, timeLines, toBookingView } from "./booking-view.ts";
import { invoiceFile, loadRider } from "./notify.ts";
import type { Booking, LateRefusal, ReschedulePlan } from "./reschedule-plan.ts";

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

/** Dates and money in the rider's language: English as before ("25 Nov 2026, 7:20 pm", "₹1,234.00"). */
const formats = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? { dateTime: (d: Date | string) => istDateTime(new Date(d)), money: rupees2 }
    : { dateTime: (d: Date | string) => formatDateTime(d, locale), money: (p: number) => formatRupees2(p, locale) };

function moneyLine(n: MoveNotice, locale: Locale): string {
  const t = translator(locale, "notifications");
  const { money } = formats(locale);
  if (n.paidPaise > 0) return t("reschedule.paid", { amount: money(n.paidPaise) });
  if (n.refundPaise > 0) return t("reschedule.refund", { amount: money(n.refundPaise) });
  return t("reschedule.unchanged");
}

async function tellRider(ctx: AppContext, tx: Tx, n: MoveNotice) {
  const row = await findBookingView(tx, n.before.id);
  const rider = row ? await loadRider(tx, row.user_id) : undefined;
  if (!row || !rider) return;
  const v = toBookingView(row, ctx.clock.now(), flightTrackingOf(ctx));
  // in the rider's language; English is the text sent before, letter for letter
  const locale = localeOf(rider.language);
  const t = translator(locale, "notifications");
  const f = formats(locale);
  const english = locale === DEFAULT_LOCALE;
  const returnTime = english ? v.returnTimeFormatted : v.returnTime && f.dateTime(v.returnTime);
  await notify(ctx, tx, {
    to: { userId: rider.id, email: rider.email },
    event: "booking.rescheduled",
    bookingId: row.id,
    email: {
      subject: t("reschedule.subject", { reference: row.reference, time: f.dateTime(n.plan.start) }),
      text: [
        rider.name != null ? t("email.hello", { name: rider.name }) : t("email.helloAnonymous"),
        "",
        t("reschedule.intro", { reference: row.reference }),
        "",
        ...(english ? timeLines(v) : [t("email.paid.pickupTime", { time: f.dateTime(row.start_time) })]),
        ...(returnTime ? [t("reschedule.return", { time: returnTime })] : []),
        t("reschedule.was", { time: f.dateTime(n.before.pickupAt) }),
        "",
        t("reschedule.fare", {
          amount: f.money(n.plan.amountPaise),
          before: f.money(n.before.amountPaise),
          money: moneyLine(n, locale),
        }),
        ...(n.invoice ? [t("reschedule.invoice", { number: n.invoice.number })] : []),
        "",
        t("reschedule.myBookings", { url: `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings` }),
        t("email.questions", { phone: ctx.config.BUSINESS_PHONE }),
      ].join("\n"),
      template: "booking-rescheduled",
      attachments: n.invoice ? [invoiceFile(n.invoice, n.invoice.pdf)] : [],
    },
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
  const ch = await q1<{ phone: string | null; language: string | null }>(
    tx,
    sql`SELECT phone, language FROM chauffeurs WHERE id = ${b.chauffeurId}`,
  );
  if (!ch) return;
  // in the chauffeur's language; Hindi and Odia are their own DLT templates
  const locale = localeOf(ch.language);
  const when = (d: Date) => (locale === DEFAULT_LOCALE ? istDateTime(d) : formatDateTime(d, locale));
  await notify(ctx, tx, {
    to: { phone: ch.phone },
    event: "chauffeur.trip-rescheduled",
    bookingId: b.id,
    sms: {
      text: translator(locale, "notifications")("chauffeur.rescheduled", {
        brand: ctx.config.BUSINESS_NAME,
        reference: b.reference,
        time: when(n.plan.start),
        before: when(b.pickupAt),
      }),
      template: templateIn("booking-rescheduled", locale),
    },
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
      before: { startTime: b.pickupAt.toISOString(), amountPaise: b.amountPaise, trip: b.trip },
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

/**
 * A move the rider paid for but that could not be made (README "Payments and bookings": a reschedule is checked again
 * when it is paid): an e-mail and an SMS saying why, that the pickup stays where it was and that the payment is
 * refunded in full; written in the capture's transaction, so once whoever reports the capture first. The payment-status
 * page answers the same reason (payment-status.service.ts).
 */
export async function tellRiderRefused(
  ctx: AppContext,
  tx: Tx,
  n: { b: Booking; toStart: Date; paidPaise: number; late: { kind: LateRefusal } | null },
) {
  const rider = await loadRider(tx, n.b.userId);
  if (!rider) return;
  const locale = localeOf(rider.language);
  const t = translator(locale, "notifications");
  const f = formats(locale);
  const values = {
    brand: ctx.config.BUSINESS_NAME,
    reference: n.b.reference,
    time: f.dateTime(n.toStart),
    pickup: f.dateTime(n.b.pickupAt),
    amount: f.money(n.paidPaise),
    why: t(`reschedule.refused.why.${n.late?.kind ?? "changed"}`, { minutes: FREE_CANCEL_MINUTES }),
  };
  await notify(ctx, tx, {
    to: { userId: rider.id, email: rider.email, phone: rider.phone },
    event: "booking.reschedule-refused",
    bookingId: n.b.id,
    email: {
      subject: t("reschedule.refused.subject", values),
      text: [
        rider.name != null ? t("email.hello", { name: rider.name }) : t("email.helloAnonymous"),
        "",
        t("reschedule.refused.body", values),
        t("email.refund.timing"),
        "",
        t("reschedule.myBookings", { url: `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings` }),
        t("email.questions", { phone: ctx.config.BUSINESS_PHONE }),
      ].join("\n"),
      template: "booking-reschedule-refused",
    },
    sms: { text: t("reschedule.refused.sms", values), template: templateIn("booking-reschedule-refused", locale) },
  });
}
