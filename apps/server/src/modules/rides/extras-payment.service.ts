import { eq } from "drizzle-orm";
import {
  apiPaths,
  bookingTexts,
  extensionHoursLeft,
  extensionPrice,
  extrasDue,
  extrasMessages,
  ridePaths,
  type CheckoutOptions,
  type ExtrasView,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, rides } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { encryptOptions, extrasInvoiceAttachment, findBookingView, findExtrasInvoices } from "../bookings/index.ts";
import { ensureExtrasOrder } from "../payments/index.ts";
import { bookedHours, extensionHours, extrasOf } from "./extras.service.ts";
import { canExtend, hourlyRate, pendingExtension } from "./extension.service.ts";

/**
 * The rider's side of the extras (decision record 010): the itemised view, 'Pay extras' (a gateway order for exactly
 * the lines due, opened by the same checkout as Pay Now) and the supplementary invoices.
 */
async function ownBooking(ctx: AppContext, userId: string, bookingId: string) {
  const [row] = await ctx.db
    .select({ b: bookings, step: rides.step })
    .from(bookings)
    .leftJoin(rides, eq(rides.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  // another rider's booking answers exactly like a missing one
  if (!row || row.b.userId !== userId) throw notFound(bookingTexts.bookingNotFound);
  return row;
}

/** GET extrasPaths.list: the lines, the total due and paid, the invoices, and whether more time can be asked for. */
export async function extrasView(ctx: AppContext, userId: string, bookingId: string): Promise<ExtrasView> {
  const { b, step } = await ownBooking(ctx, userId, bookingId);
  const [lines, invoices] = await Promise.all([extrasOf(ctx.db, b.id), findExtrasInvoices(ctx.db, b.id)]);
  const hourly = b.service === "hourly-rental";
  const rate = hourly ? await hourlyRate(ctx.db, b) : null;
  const hours = extensionHours(lines);
  return {
    bookingId: b.id,
    lines,
    duePaise: extrasDue(lines),
    paidPaise: lines.filter((l) => l.status === "paid").reduce((s, l) => s + l.amountPaise, 0),
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      totalPaise: i.total_paise,
      issuedAt: new Date(i.issued_at).toISOString(),
      url: `${ridePaths.extrasInvoice(b.id)}?invoice=${i.id}`,
    })),
    canExtend: Boolean(rate) && canExtend(b, step),
    extendMaxHours: hourly ? extensionHoursLeft(bookedHours(b), hours.agreed) : 0,
    hourPricePaise: rate ? extensionPrice({ hours: 1, ...rate }).amountPaise : null,
    pendingExtension: pendingExtension(lines),
  };
}

/** POST ridePaths.extrasOrder: the order for the extras due, as encrypted checkout options (the Pay Now shape). */
export async function createExtrasOrder(
  ctx: AppContext,
  user: SessionUser,
  bookingId: string,
  returnBase = ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, ""),
) {
  const { b } = await ownBooking(ctx, user.id, bookingId);
  // the amount is the server's sum of the lines due; nothing from the request is read
  const payment = await ensureExtrasOrder(ctx, { id: b.id, reference: b.reference });
  const options: CheckoutOptions = {
    key: ctx.adapters.payments.keyId,
    amount: payment.amount_paise,
    currency: "INR",
    order_id: payment.provider_order_id,
    name: ctx.config.BUSINESS_NAME,
    description: `Extras for booking ${b.reference}`,
    callback_url: `${returnBase}${apiPaths.paymentCallback}`,
    prefill: { name: user.name ?? undefined, email: user.email ?? undefined, contact: user.phone ?? undefined },
    notes: { bookingId: b.id, reference: b.reference, purpose: "extras" },
    theme: { color: "#c29a4a" },
    gateway: ctx.adapters.payments.kind,
  };
  return { bookingId: b.id, options: encryptOptions(ctx.config.PAYMENT_OPTIONS_KEY, options) };
}

/** GET ridePaths.extrasInvoice: a supplementary invoice's PDF (the chosen one, else the latest). */
export async function extrasInvoiceFor(ctx: AppContext, userId: string, bookingId: string, invoiceId?: string) {
  const { b } = await ownBooking(ctx, userId, bookingId);
  const invoices = await findExtrasInvoices(ctx.db, b.id);
  const invoice = invoiceId ? invoices.find((i) => i.id === invoiceId) : invoices[invoices.length - 1];
  if (!invoice) throw notFound(extrasMessages.noExtrasInvoice);
  const row = await findBookingView(ctx.db, b.id);
  if (!row) throw notFound(bookingTexts.bookingNotFound);
  return { invoice, pdf: await extrasInvoiceAttachment(ctx, ctx.db, row, invoice) };
}
