import { type APIRequestContext, type Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { readEmail, registerAndSignIn } from "./support/auth";
import { signInOperator } from "./ops-support";
import { movePickupNear } from "./support/ride";
import { istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";

const shots = "e2e/artifacts/bookings";
const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

async function choosePlace(page: Page, label: string | RegExp, query: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(query);
  await page.getByRole("option", { name: option }).first().click();
  await expect(input).toHaveValue(option);
}

/** An hourly-rental quote through the charges API, then its fare summary screen. */
async function openFareSummary(page: Page, inHours?: number) {
  const charge = await page.request.post("/api/v1/bookings/charges/hourly-rental", {
    data: {
      pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
      dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
      stops: [],
      startTime: istIn(inHours ?? (await ownedPickup())),
      hours: 3,
      passengerCount: 2,
      luggageCount: 2,
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quoteId = (await charge.json()).data.quoteId as string;
  await page.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
  await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
}

test.describe("bookings and payments with the sandbox gateway", () => {
  test("the whole journey: quote, add-on, Pay Now, Simulate success, status, My Bookings, details, cancel, refunded", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const rider = await registerAndSignIn(page);
    await page.goto("/outstation-trips");
    await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
    await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
    await page.getByLabel("Departure date and time").fill(istIn(await ownedPickup()));
    await page.getByRole("button", { name: "Check Fare" }).click();
    await expect(page).toHaveURL(/\/outstation-trips\/fare-summary\?quote=/);
    const total = page.getByTestId("fare-total");
    const before = await total.textContent();
    await page.getByRole("switch", { name: /Child seat/ }).click();
    await expect(total).not.toHaveText(before!);
    const shown = (await total.textContent())!.replace(/[^\d]/g, "");

    await page.getByRole("button", { name: "Pay Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
    await expect(dialog).toBeVisible();
    // the amount the server charges is the one the fare summary showed (two decimals in the dialog)
    await expect(dialog.getByTestId("sandbox-amount")).toHaveText(
      new RegExp(`^₹${Number(shown).toLocaleString("en-IN")}\\.00$`),
    );
    await page.screenshot({ path: `${shots}/sandbox-dialog.png` });
    await dialog.getByRole("button", { name: "Simulate success" }).click();

    await expect(page).toHaveURL(/\/payment-status\?token=/);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("payment-id")).toHaveText(/^pay_\w{14}$/);
    await expect(page.getByTestId("order-id")).toHaveText(/^order_\w{14}$/);
    // the booking by its reference and the account by its short form, never a UUID
    await expect(page.getByTestId("booking-id")).toHaveText(/^SL-/);
    await expect(page.getByTestId("user-id")).toHaveText(/^[0-9A-F]{8}$/);
    await expect(page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)).toHaveCount(0);
    await expect(page.getByTestId("amount-paid")).toHaveText(`₹${Number(shown).toLocaleString("en-IN")}`);
    await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();
    await expect(page.getByTestId("countdown")).toHaveText(/Redirecting to My Bookings in \d+ seconds?\.\.\./);
    await page.screenshot({ path: `${shots}/payment-success.png`, fullPage: true });
    const reference = await page.getByTestId("booking-id").textContent();
    // the page shows the reference; the booking's id is in its calendar link (/api/v1/bookings/{id}/calendar.ics)
    const calendar = (await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!;
    const bookingId = calendar.split("/").at(-2)!;
    // the token is single use on the server; a reload of the tab still shows the verified result
    await page.reload();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("booking-id")).toHaveText(reference!);
    // a demo installation (the e2e server is one) marks its e-mails "[Demo] " (docs/security.md §1)
    const mail = await readEmail(page, rider.email, /^(\[Demo\] )?Payment received — booking SL-/);
    expect(mail.text).toContain("Tax invoice: SL/");

    await expect(page).toHaveURL(/\/user\/bookings$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Active (1)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("stat-total-bookings")).toContainText("1");
    const card = page.getByTestId("booking-card").first();
    await expect(card.getByTestId("booking-status")).toHaveText("pending");
    await expect(card.getByTestId("payment-status")).toHaveText("paid");
    // one date format everywhere (lib/format.ts: en-IN), whatever the browser's locale (this one is en-US)
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    await expect(card.getByTestId("booking-pickup")).toHaveText(
      /\b\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/,
    );
    await page.screenshot({ path: `${shots}/my-bookings-active.png`, fullPage: true });

    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByText("Shree Jagannath Temple", { exact: false })).toBeVisible();
    await expect(details.getByText("Child seat")).toBeVisible();
    await expect(details.getByRole("link", { name: /Tax invoice SL\// })).toBeVisible();
    await page.screenshot({ path: `${shots}/booking-details.png` });
    // at 375 px the order id wraps inside the dialog instead of running past its edge
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 812 });
    const orderId = details.getByTestId("details-order-id");
    await expect(orderId).toHaveText(/^order_\w{14}$/);
    const [idBox, dialogBox] = [await orderId.boundingBox(), await details.boundingBox()];
    expect(idBox!.x + idBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    expect(await orderId.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.screenshot({ path: `${shots}/booking-details-375.png` });
    await page.setViewportSize(wide);
    await details.getByRole("button", { name: "Close" }).click();
    await expect(details).toBeHidden();

    await card.getByRole("button", { name: "Cancel", exact: true }).click();
    // the dialog states the fee and the refund first (e2e/booking-changes.spec.ts covers it in full)
    await page
      .getByRole("dialog", { name: "Cancel this booking?" })
      .getByRole("button", { name: "Cancel booking" })
      .click();
    await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Active (0)" })).toBeVisible();
    await expect(page.getByText("No Bookings Found")).toBeVisible();
    await expect(page.getByText("You don't have any upcoming bookings.")).toBeVisible();
    await page.getByRole("tab", { name: "Past (1)" }).click();
    const past = page.getByTestId("booking-card").first();
    await expect(past.getByTestId("booking-status")).toHaveText("cancelled");
    await expect(past.getByTestId("payment-status")).toHaveText("refunded");
    await expect(past.getByTestId("refund-state")).toContainText("processed");
    await page.screenshot({ path: `${shots}/my-bookings-refunded.png`, fullPage: true });
    const api = await page.request.get(`/api/v1/bookings/${bookingId}`);
    expect((await api.json()).data.payment.paymentStatus).toBe("refunded");
    // the refund is credited on a GST credit note, linked beside the tax invoice
    await past.getByRole("button", { name: "View Details" }).click();
    const creditNote = page.getByRole("dialog", { name: "Booking Details" }).getByRole("link", {
      name: /^Credit note CN\/\d{2}-\d{2}\/\d{6}$/,
    });
    await expect(creditNote).toBeVisible();
    const pdf = await page.request.get((await creditNote.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("a third unpaid booking is refused with the way to 'Complete payment' in My Bookings", async ({ page }) => {
    await registerAndSignIn(page);
    for (let i = 0; i < 2; i++) {
      await openFareSummary(page);
      await page.getByRole("button", { name: "Pay Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
      await expect(dialog.getByText(/^order_/)).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByText("Payment cancelled")).toBeVisible();
    }
    await openFareSummary(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(
      page.getByText(
        "You already have 2 bookings awaiting payment. Complete payment or cancel one in My Bookings before booking another.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Sandbox payment" })).toBeHidden();
    await page.goto("/user/bookings");
    await expect(page.getByRole("button", { name: "Complete payment" })).toHaveCount(2);
  });

  test("Close gives 'Payment cancelled', failure shows its description, and 'Complete payment' pays the same order later", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await openFareSummary(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
    const orderId = await dialog.getByText(/^order_/).textContent();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByText("Payment cancelled")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(dialog.getByText(orderId!)).toBeVisible(); // the Idempotency-Key gave the same booking and order
    await dialog.getByRole("button", { name: "Simulate failure" }).click();
    await expect(page.getByText(/bank declined the transaction/)).toBeVisible();
    await page.screenshot({ path: `${shots}/payment-failed-toast.png` });

    await page.goto("/user/bookings");
    const card = page.getByTestId("booking-card").first();
    await expect(card.getByTestId("payment-status")).toHaveText("pending");
    await card.getByRole("button", { name: "Complete payment" }).click();
    await expect(dialog.getByText(orderId!)).toBeVisible();
    await dialog.getByRole("button", { name: "Simulate success" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("order-id")).toHaveText(orderId!);
  });

  test("the payment page: an error parameter fails at once; no token redirects to My Bookings", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/payment-status?error=Card%20declined%20by%20bank");
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByTestId("payment-error")).toHaveText("Card declined by bank");
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^\+91 \d{5} \d{5}$/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/payment-failed.png`, fullPage: true });
    await page.goto("/payment-status");
    await expect(page.getByText("Invalid payment verification request").first()).toBeVisible();
    await expect(page).toHaveURL(/\/user\/bookings$/);
  });

  test("'Reload Trip' on a completed booking opens the service request form prefilled", async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerAndSignIn(page);
    await openFareSummary(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page
      .getByRole("dialog", { name: "Sandbox payment" })
      .getByRole("button", { name: "Simulate success" })
      .click();
    const calendar = (await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!;
    const bookingId = calendar.split("/").at(-2)!;
    // the operator confirms, starts and completes the trip through the operations API
    // the operator's own browser context, signed in with the password and the second factor
    const opsContext = await browser.newContext({ baseURL });
    const opsPage = await opsContext.newPage();
    const ops: APIRequestContext = opsPage.request;
    try {
      await signInOperator(opsPage);
      const cars = (await (await ops.get("/api/v1/ops/cars")).json()).cars as Array<{
        id: string;
        vehicleClass: string;
        active: boolean;
      }>;
      const booking = (await (await page.request.get(`/api/v1/bookings/${bookingId}`)).json()).data;
      const car = cars.find((c) => c.vehicleClass === booking.carType && c.active)!;
      const chauffeur = await ops.post("/api/v1/ops/chauffeurs", {
        data: {
          name: "Ravi Sahu",
          phone: `+9198${String(Date.now()).slice(-8)}`,
          licenceNumber: "OD0220190012345",
          licenceExpiry: "2030-12-31",
        },
      });
      expect(chauffeur.status(), await chauffeur.text()).toBe(201);
      const chauffeurId = (await chauffeur.json()).id;
      for (const [action, data] of [
        ["confirm", { chauffeurId, carId: car.id }],
        ["pickup-near", {}],
        ["start", {}],
        ["complete", {}],
      ] as const) {
        // the ride's steps open ON_MY_WAY_OPENS_MINUTES before pickup: after the confirmation it moves an hour from now
        if (action === "pickup-near") {
          await movePickupNear(ops, bookingId);
          continue;
        }
        const r = await ops.post(`/api/v1/ops/bookings/${bookingId}/${action}`, { data });
        expect(r.status(), `${action}: ${await r.text()}`).toBe(200);
      }
    } finally {
      await opsContext.close();
    }
    await page.goto("/user/bookings");
    await page.getByRole("tab", { name: /Past/ }).click();
    const card = page.getByTestId("booking-card").first();
    await expect(card.getByTestId("booking-status")).toHaveText("completed");
    await card.getByRole("button", { name: "Reload Trip" }).click();
    const form = page.getByRole("dialog", { name: "Book Hourly Rentals" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/Pick-?up/i)).toHaveValue(/KIIT University/);
    await expect(form.getByLabel(/Drop/i)).toHaveValue(/Esplanade One Mall/);
    await expect(form.getByLabel(/Date|time/i).first()).toHaveValue("");
    await page.screenshot({ path: `${shots}/reload-trip.png` });
  });
});
