import { sql } from "drizzle-orm";
import { companyPages, type ApprovalReason } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { localeOf, templateIn, translator } from "../../lib/i18n.ts";
import { q, q1 } from "../../lib/sql.ts";
import { notify, rideFormats } from "../notifications/index.ts";

/**
 * The approval's messages (catalogue `notifications`, keys `company.approval.*`, en-IN, hi-IN, or-IN): the
 * company's approvers are told a ride waits (e-mail and SMS, with the link to decide), the booker its decision or
 * its expiry. Links are built from PUBLIC_BASE_URL. These go to the company's people, never to a guest traveller.
 */
type Ctx = Pick<AppContext, "config">;

/** A ride waiting for (or decided by) an approver, as the messages name it. */
export interface ApprovalRide {
  id: string;
  reference: string;
  companyId: string;
  /** the booker */
  userId: string | null;
  travellerName: string | null;
  pickupAt: Date;
  from: string | null;
  to: string | null;
  amountPaise: number;
  reasons: readonly ApprovalReason[];
  expiresAt: Date | null;
}

type Person = { id: string; name: string | null; email: string | null; phone: string | null; language: string | null };

/** Everyone whose role may approve (admins and approvers), except the booker. */
export async function tellApprovers(ctx: Ctx, tx: DbOrTx, ride: ApprovalRide) {
  const people = await q<Person>(
    tx,
    sql`SELECT u.id, u.name, u.email, u.phone, u.language FROM company_members m JOIN users u ON u.id = m.user_id
        WHERE m.company_id = ${ride.companyId} AND m.role IN ('admin', 'approver')
          AND u.id IS DISTINCT FROM ${ride.userId} AND u.status = 'active'`,
  );
  const booker = ride.userId
    ? await q1<{ name: string | null }>(tx, sql`SELECT name FROM users WHERE id = ${ride.userId}`)
    : undefined;
  const company = await q1<{ legal_name: string }>(
    tx,
    sql`SELECT legal_name FROM companies WHERE id = ${ride.companyId}`,
  );
  const url = `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}${companyPages.approval(ride.companyId, ride.id)}`;
  for (const p of people) {
    const locale = localeOf(p.language);
    const t = translator(locale, "notifications");
    const { when, money } = rideFormats(locale);
    const v = {
      brand: ctx.config.BUSINESS_NAME,
      company: company?.legal_name ?? "",
      reference: ride.reference,
      booker: booker?.name ?? t("company.approval.someone"),
      traveller: ride.travellerName ?? booker?.name ?? t("company.approval.someone"),
      time: when(ride.pickupAt),
      from: ride.from ?? "",
      to: ride.to ?? "",
      amount: money(ride.amountPaise),
      reasons: ride.reasons.map((r) => t(`company.approval.reason.${r}`)).join(", "),
      expires: ride.expiresAt ? when(ride.expiresAt) : "",
      url,
    };
    await notify(ctx, tx, {
      to: { userId: p.id, email: p.email, phone: p.phone },
      event: "company.approval_request",
      bookingId: ride.id,
      email: {
        subject: t("company.approval.request.subject", v),
        text: [
          t("email.hello", { name: p.name ?? "" }),
          "",
          t("company.approval.request.body", v),
          t("company.approval.request.why", v),
          t("company.approval.request.expires", v),
          "",
          t("company.approval.request.action", v),
        ].join("\n"),
        template: "company-approval-request",
      },
      sms: { text: t("company.approval.request.sms", v), template: templateIn("company-approval-request", locale) },
    });
  }
}

export type ApprovalOutcome = "approved" | "declined" | "expired";

/** The booker is told the decision (an approver's reason with a decline), or that nobody decided in time. */
export async function tellBookerOfDecision(
  ctx: Ctx,
  tx: DbOrTx,
  ride: Pick<ApprovalRide, "id" | "reference" | "userId" | "pickupAt">,
  outcome: ApprovalOutcome,
  detail: { reason?: string | null; refunded?: boolean } = {},
) {
  if (!ride.userId) return;
  const p = await q1<Person>(
    tx,
    sql`SELECT id, name, email, phone, language FROM users WHERE id = ${ride.userId} AND status = 'active'`,
  );
  if (!p) return;
  const locale = localeOf(p.language);
  const t = translator(locale, "notifications");
  const { when } = rideFormats(locale);
  const v = {
    brand: ctx.config.BUSINESS_NAME,
    reference: ride.reference,
    time: when(ride.pickupAt),
    reason: detail.reason ?? "",
    url: `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings`,
  };
  const refund = detail.refunded ? [t("company.approval.refunded")] : [];
  await notify(ctx, tx, {
    to: { userId: p.id, email: p.email, phone: p.phone },
    event: `company.approval_${outcome}`,
    bookingId: ride.id,
    email: {
      subject: t(`company.approval.${outcome}.subject`, v),
      text: [
        t("email.hello", { name: p.name ?? "" }),
        "",
        t(`company.approval.${outcome}.body`, v),
        ...refund,
        "",
        v.url,
      ].join("\n"),
      template: `company-approval-${outcome}`,
    },
    sms: { text: t(`company.approval.${outcome}.sms`, v), template: templateIn(`company-approval-${outcome}`, locale) },
  });
}
