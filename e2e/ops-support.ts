import { createDecipheriv } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Helpers for the operations console's browser tests. The first operator is created at server start from
 * OPERATOR_BOOTSTRAP_* (e2e/playwright.config.ts); these are its credentials.
 */
export const OPERATOR = { phone: "+919000000099", password: "Operator#e2e-2025", name: "Asha Operator" };

/** Signs the page's browser context in as the operator through the same login API riders use. */
export async function signInOperator(page: Page) {
  const res = await page.request.post("/api/v1/user/login", { data: { phone: OPERATOR.phone, password: OPERATOR.password } });
  expect(res.status(), await res.text()).toBe(200);
}

const place = (address: string, lat: number, lng: number) => ({ address, location: { type: "Point", coordinates: [lng, lat] } });
const istLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

/**
 * A rider's paid booking made the way the checkout makes it: hourly-rental charge (a stored quote) → order →
 * the sandbox gateway's checkout (signed, with its webhooks) → captured. Returns the booking id and reference.
 */
export async function createPaidBooking(request: APIRequestContext, opts: { inHours?: number; placard?: string } = {}) {
  const charge = await request.post("/api/v1/bookings/charges/hourly-rental", {
    data: {
      pickUp: place("Biju Patnaik International Airport, Bhubaneswar, Odisha", 20.2444, 85.8178),
      dropOff: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
      stops: [place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449)],
      startTime: istLocal(new Date(Date.now() + (opts.inHours ?? 30) * 3600_000)),
      hours: 3,
      passengerCount: 2,
      luggageCount: 2,
      addOns: {
        airportToll: false,
        placard: { required: Boolean(opts.placard), text: opts.placard ?? "" },
        pets: { dogs: false, cats: false },
        bookForOther: { isBooking: false, otherGuestInfo: "" },
        childSeat: true,
      },
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quote = (await charge.json()).data;
  const order = await request.post("/api/v1/bookings/order/hourly-rental", { data: { quoteId: quote.quoteId, addOns: quote.addOns } });
  expect(order.status(), await order.text()).toBe(200);
  const { options, bookingId } = (await order.json()) as { options: { encryptedData: string; iv: string }; bookingId: string };
  const cfg = await (await request.get("/api/v1/config")).json();
  const key: string = cfg.payments.optionsKey; // the installation's own key (generated at first start)
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key, "utf8"), Buffer.from(options.iv, "hex"));
  const opened = JSON.parse(Buffer.concat([decipher.update(Buffer.from(options.encryptedData, "hex")), decipher.final()]).toString("utf8"));
  const pay = await request.post("/api/v1/payments/sandbox/checkout", { data: { orderId: opened.order_id, outcome: "success" } });
  expect(pay.status(), await pay.text()).toBe(200);
  // the checkout's return (a form post in the browser) records the capture at once; the webhooks follow
  const fields = (await pay.json()).result.fields as Record<string, string>;
  await request.post("/api/v1/payments/callback", { form: fields, maxRedirects: 0 });
  let reference = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/bookings/${bookingId}`);
      const text = await res.text();
      reference = /"reference"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? reference;
      return /"paymentStatus"\s*:\s*"paid"/.test(text);
    }, { message: "the booking is paid" })
    .toBe(true);
  return { bookingId, reference, amountPaise: quote.fare as number };
}

/** Outbox rows for an address (SMS to +91…, e-mail to the address), newest first. */
export async function outboxFor(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: Array<{ channel: string; subject: string | null; text: string }> }).messages;
}
