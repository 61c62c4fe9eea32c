import AxeBuilder from "@axe-core/playwright";
import { createDecipheriv } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "axe-core";
import type { Locator, Page } from "@playwright/test";
import { test, expect, setServerClockOffset } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { ownCar, PICKUP_IN_HOURS } from "./support/fleet";

// Change and cancel with care, and receipts where the rider looks: the cancel dialog's fee and refund, a
// reschedule's difference charged through the sandbox or refunded, the payment success page's receipt, My Bookings'
// cards; at 375 and 1440 px, axe-clean, with screenshots in e2e/artifacts/booking-changes.
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/booking-changes");
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
const KIIT = place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818);
const ESPLANADE = place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449);
const PURI = place("Shree Jagannath Temple, Grand Road, Puri, Odisha", 19.8048, 85.818);
const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An IST local "YYYY-MM-DDTHH:mm" on the browser tests' fixed booking day (each order brings its own car). */
const bookingDayAt = (hhmm: string) => {
  const day = new Date(Date.now() + PICKUP_IN_HOURS * 3600_000 + 330 * 60_000);
  return `${day.toISOString().slice(0, 10)}T${hhmm}`;
};
const istLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

const serious = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
async function axeClean(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(serious(results.violations), where).toEqual([]);
}

/** A quote and its order through the API, as the fare summary's Pay Now makes them. */
async function order(page: Page, service: string, trip: Record<string, unknown>) {
  const charge = await page.request.post(`/api/v1/bookings/charges/${service}`, {
    data: { ...trip, passengerCount: 2, luggageCount: 2 },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quote = (await charge.json()).data as { quoteId: string; carType: string };
  await ownCar(quote.carType);
  const res = await page.request.post(`/api/v1/bookings/order/${service}`, {
    data: { quoteId: quote.quoteId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { options, bookingId } = (await res.json()) as {
    options: { encryptedData: string; iv: string };
    bookingId: string;
  };
  const key: string = (await (await page.request.get("/api/v1/config")).json()).payments.optionsKey;
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key, "utf8"), Buffer.from(options.iv, "hex"));
  const opened = JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(options.encryptedData, "hex")), decipher.final()]).toString("utf8"),
  ) as { order_id: string; amount: number };
  return { bookingId, orderId: opened.order_id, amountPaise: opened.amount };
}

/** A 3-hour rental paid in the sandbox; the checkout's return lands the browser on /payment-status. */
async function bookAndPay(page: Page, startTime: string) {
  const o = await order(page, "hourly-rental", { pickUp: KIIT, dropOff: ESPLANADE, stops: [], startTime, hours: 3 });
  const pay = await page.request.post("/api/v1/payments/sandbox/checkout", {
    data: { orderId: o.orderId, outcome: "success" },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  const back = await page.request.post("/api/v1/payments/callback", {
    form: (await pay.json()).result.fields,
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  await page.goto(back.headers().location!);
  return o;
}

/** Whether any word of the element's text is split across two lines (a break inside a word). */
const wordsSplit = (el: Locator) =>
  el.evaluate((node) => {
    const text = node.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ["no text"];
    const split: string[] = [];
    const value = text.textContent ?? "";
    for (const m of value.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) split.push(m[0]);
    }
    return split;
  });

const bookingCard = (page: Page, reference: string) => page.getByRole("article", { name: `Booking ${reference}` });

for (const size of SIZES) {
  test(`the success page's receipt, My Bookings' cards and the cancel dialog's fee and refund at ${size.name} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await registerAndSignIn(page);
    const start = bookingDayAt("10:00");
    const o = await bookAndPay(page, start);

    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    expect(reference).toMatch(/^SL-[A-Z2-9]{8}$/);
    await expect(page.getByTestId("service-type")).toHaveText("Hourly Rental · Executive Sedan");
    const when = new Date(`${start}:00+05:30`).toLocaleString("en-IN", {
      timeZone: "Asia/Kolkata",
      dateStyle: "medium",
      timeStyle: "short",
    });
    await expect(page.getByTestId("pickup-time")).toHaveText(when);
    await expect(page.getByTestId("amount-paid")).toHaveText(
      `₹${Math.round(o.amountPaise / 100).toLocaleString("en-IN")}`,
    );
    await expect(page.getByRole("link", { name: "Download invoice" })).toHaveAttribute(
      "href",
      `/api/v1/bookings/${o.bookingId}/invoice.pdf`,
    );
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/v1/bookings/${o.bookingId}/calendar.ics`,
    );
    // the specified ids stay, in the secondary block
    const details = page.getByRole("region", { name: "Payment details" });
    await expect(details.getByTestId("payment-id")).toHaveText(/^pay_\w{14}$/);
    await expect(details.getByTestId("order-id")).toHaveText(o.orderId);
    await expect(details.getByTestId("booking-id")).toHaveText(reference);
    // the page counts 10 seconds down to My Bookings; a reload shows the same verified result and counts again
    const again = async () => {
      await page.reload();
      await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    };
    await again();
    // nothing breaks inside a word, nothing scrolls sideways
    for (const id of ["pickup-location", "drop-location", "pickup-time", "service-type"])
      expect(await wordsSplit(page.getByTestId(id)), id).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const invoice = await page.request.get(`/api/v1/bookings/${o.bookingId}/invoice.pdf`);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    await again();
    await axeClean(page, `/payment-status at ${size.name}px`);
    await again();
    await page.screenshot({ path: path.join(SHOTS, `payment-success-${size.name}.png`), fullPage: true });

    // a round trip's return on its card (an unpaid order shows in My Bookings too)
    const departure = bookingDayAt("07:30");
    const back = `${departure.slice(0, 10)}T19:00`;
    await order(page, "outstation", {
      pickUp: KIIT,
      dropOff: PURI,
      stops: [],
      startTime: departure,
      isRoundTrip: true,
      returnTime: back,
    });
    await page.goto("/user/bookings");
    const card = bookingCard(page, reference);
    await expect(card.getByTestId("booking-pickup")).not.toHaveText(/\d:\d\d:\d\d/); // no seconds
    await expect(card.getByTestId("booking-vehicle")).toHaveText("Executive Sedan");
    const roundTrip = page.getByTestId("booking-card").filter({ has: page.getByTestId("booking-return") });
    await expect(roundTrip.getByTestId("booking-return")).toContainText("Return");
    await expect(roundTrip.getByTestId("booking-return")).not.toHaveText(/\d:\d\d:\d\d/);
    await axeClean(page, `My Bookings at ${size.name}px`);
    await page.screenshot({ path: path.join(SHOTS, `my-bookings-${size.name}.png`), fullPage: true });

    await card.getByRole("button", { name: "Cancel", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog.getByTestId("cancel-refund")).toHaveText(rupees2(o.amountPaise));
    await expect(dialog.getByTestId("cancel-fee")).toHaveText("₹0.00");
    await expect(dialog.getByTestId("cancel-basis")).toHaveText(/^Free cancellation/);
    await axeClean(page, `cancel dialog at ${size.name}px`);
    await page.screenshot({ path: path.join(SHOTS, `cancel-free-${size.name}.png`) });
    await dialog.getByRole("button", { name: "Keep booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("booking-status")).toHaveText("pending"); // nothing happened
    await card.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
    await expect(bookingCard(page, reference)).toBeHidden();
  });

  test(`Change time re-prices: the difference charged in the sandbox, then refunded at ${size.name} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await registerAndSignIn(page);
    const day = bookingDayAt("10:00");
    const o = await bookAndPay(page, day);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    await page.goto("/user/bookings");
    const card = bookingCard(page, reference);

    // 23:00 adds the night charge: the difference is paid first, then the booking moves
    await card.getByRole("button", { name: "Change time" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the time" });
    const input = dialog.getByLabel("New pickup date and time");
    await expect(input).toHaveValue(day);
    await input.fill(`${day.slice(0, 10)}T23:00`);
    await dialog.getByRole("button", { name: "Check new price" }).click();
    await expect(dialog.getByTestId("reschedule-current")).toHaveText(rupees2(o.amountPaise));
    const toPay = dialog.getByTestId("reschedule-difference");
    await expect(dialog.getByText("To pay now")).toBeVisible();
    const difference = (await toPay.textContent())!;
    expect(difference).not.toBe("₹0.00");
    await axeClean(page, `reschedule dialog at ${size.name}px`);
    await page.screenshot({ path: path.join(SHOTS, `reschedule-charge-${size.name}.png`) });
    await dialog.getByRole("button", { name: "Pay difference and change" }).click();
    const sandbox = page.getByRole("dialog", { name: "Sandbox payment" });
    await expect(sandbox.getByTestId("sandbox-amount")).toHaveText(difference);
    await sandbox.getByRole("button", { name: "Simulate success" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText("Your booking now starts at the new time.")).toBeVisible();
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    await expect(page.getByTestId("pickup-time")).toContainText("11:00 pm");

    // back to the morning: the difference comes back at once
    await page.goto("/user/bookings");
    await card.getByRole("button", { name: "Change time" }).click();
    await input.fill(day);
    await dialog.getByRole("button", { name: "Check new price" }).click();
    await expect(dialog.getByText("Refund to you")).toBeVisible();
    await expect(dialog.getByTestId("reschedule-difference")).toHaveText(difference);
    await expect(dialog.getByTestId("reschedule-new-fare")).toHaveText(rupees2(o.amountPaise));
    await page.screenshot({ path: path.join(SHOTS, `reschedule-refund-${size.name}.png`) });
    await dialog.getByRole("button", { name: "Change time and refund" }).click();
    await expect(page.getByText("Your booking now starts at the new time.")).toBeVisible();
    await expect(card.getByTestId("payment-status")).toHaveText("paid");
    await expect(card.getByTestId("refund-state")).toContainText(difference);
    const view = (await (await page.request.get(`/api/v1/bookings/${o.bookingId}`)).json()).data;
    expect(view.startTime).toBe(new Date(`${day}:00+05:30`).toISOString());
    expect(view.payment.amount).toBe(o.amountPaise);
  });
}

test("inside 30 minutes of pickup the cancel dialog keeps the ₹200 fee, at 375 and 1440 px @server-clock", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndSignIn(page);
  const pickup = new Date(Date.now() + 7 * 3600_000);
  pickup.setUTCSeconds(0, 0);
  const o = await order(page, "hourly-rental", {
    pickUp: KIIT,
    dropOff: ESPLANADE,
    stops: [],
    startTime: istLocal(pickup),
    hours: 2,
  });
  const pay = await page.request.post("/api/v1/payments/sandbox/checkout", {
    data: { orderId: o.orderId, outcome: "success" },
  });
  await page.request.post("/api/v1/payments/callback", { form: (await pay.json()).result.fields, maxRedirects: 0 });
  // the server's clock: 20 minutes before the pickup
  await setServerClockOffset(page, pickup.getTime() - 20 * 60_000 - Date.now());
  try {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/user/bookings");
      const card = page.getByTestId("booking-card").first();
      await expect(card.getByRole("button", { name: "Change time" })).toHaveCount(0); // changes closed
      await card.getByRole("button", { name: "Cancel", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
      await expect(dialog.getByTestId("cancel-fee")).toHaveText("₹200.00");
      await expect(dialog.getByTestId("cancel-refund")).toHaveText(rupees2(o.amountPaise - 20_000));
      await expect(dialog.getByTestId("cancel-basis")).toContainText("less than 30 minutes away");
      await axeClean(page, `cancel dialog with a fee at ${size.name}px`);
      await page.screenshot({ path: path.join(SHOTS, `cancel-fee-${size.name}.png`) });
      if (size.name === "375") await dialog.getByRole("button", { name: "Keep booking" }).click();
      else await dialog.getByRole("button", { name: "Cancel booking" }).click();
    }
    await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
    const done = (await (await page.request.get(`/api/v1/bookings/${o.bookingId}`)).json()).data;
    expect(done).toMatchObject({ status: "cancelled", cancellationFeePaise: 20_000 });
    expect(done.refund.amountPaise).toBe(o.amountPaise - 20_000);
  } finally {
    await setServerClockOffset(page, 0);
  }
});
