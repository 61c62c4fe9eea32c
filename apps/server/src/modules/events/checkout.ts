import { eventMoneyPaths, type CheckoutOptions, type EventPaymentOpen } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { encryptOptions } from "../bookings/index.ts";
import { ensureEventOrder, type EventPurpose } from "../payments/index.ts";
import type { SessionUser } from "../../plugins/session.ts";

const WORDS: Record<EventPurpose, string> = {
  event_deposit: "Deposit",
  event_balance: "Balance",
  event_difference: "Revised quote's difference",
};
const LETTER: Record<EventPurpose, string> = { event_deposit: "D", event_balance: "B", event_difference: "Q" };

/**
 * Opens (or finds again) the gateway order of an event's payment and answers it as encrypted checkout options, the
 * Pay Now shape the web's checkout hook reads. The checkout returns to the events' own callback
 * (eventMoneyPaths.paymentCallback), which records the capture like a ride's and sends the browser to the event page.
 */
export async function openEventCheckout(
  ctx: AppContext,
  user: SessionUser,
  e: { eventId: string; reference: string; purpose: EventPurpose; amountPaise: number; version: number },
  returnBase: string,
  /** the page's language ('hi', 'or'): the checkout's return leads to the event page in it */
  lang?: string,
): Promise<EventPaymentOpen> {
  const payment = await ensureEventOrder(ctx, {
    eventId: e.eventId,
    reference: e.reference,
    purpose: e.purpose,
    amountPaise: e.amountPaise,
    receipt: `${e.reference}-${LETTER[e.purpose]}${e.version}-${e.amountPaise}`,
  });
  const options: CheckoutOptions = {
    key: ctx.adapters.payments.keyId,
    amount: payment.amount_paise,
    currency: "INR",
    order_id: payment.provider_order_id,
    name: ctx.config.BUSINESS_NAME,
    description: `${WORDS[e.purpose]} for event ${e.reference}`,
    callback_url: `${returnBase}${eventMoneyPaths.paymentCallback}${lang ? `?lang=${lang}` : ""}`,
    prefill: { name: user.name ?? undefined, email: user.email ?? undefined, contact: user.phone ?? undefined },
    notes: { eventId: e.eventId, reference: e.reference, purpose: e.purpose },
    theme: { color: "#c29a4a" },
    gateway: ctx.adapters.payments.kind,
  };
  return {
    success: true,
    message: `${WORDS[e.purpose]} order created`,
    eventId: e.eventId,
    bookingId: e.eventId,
    payment: "checkout",
    amountPaise: payment.amount_paise,
    options: encryptOptions(ctx.config.PAYMENT_OPTIONS_KEY, options),
  };
}
