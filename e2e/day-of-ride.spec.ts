import type { Browser, BrowserContext, Page } from "@playwright/test";
import { opsPaths, rideMessages, ridePages } from "@chauffeur/contracts";
import { test, expect, setServerClockOffset } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurSignsInOnPhone } from "./support/ride";
import { signInOperator } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";
import { ownCar } from "./support/fleet";

// The day of the ride as the three people live it ('Must show'): an operator confirms a booking with a
// chauffeur and a car in the console; the rider follows it on the trip page; the chauffeur runs it from the chauffeur
// app on a phone whose positions come from the browser's geolocation emulation. Nobody reloads a page to see the
// others' steps. The booking is an airport arrival whose pickup has just passed, so the chauffeur's wait at the
// airport is charged as the policy says (15 minutes free, then ₹100 per complete 5 minutes).

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const AIRPORT = { latitude: 20.2566, longitude: 85.8185, accuracy: 10 };
const TERMINAL = { latitude: 20.2461, longitude: 85.8179, accuracy: 10 };

async function context(browser: Browser, baseURL: string | undefined, phone = true, geolocation?: typeof AIRPORT) {
  return browser.newContext({
    baseURL,
    ...(phone ? PHONE : { viewport: { width: 1440, height: 900 } }),
    ...(geolocation ? { permissions: ["geolocation"], geolocation } : {}),
  });
}

/** The operator adds the chauffeur in the console's fleet screen and confirms the booking from its page. */
async function operatorConfirms(
  ops: Page,
  reference: string,
  chauffeur: { name: string; phone: string },
  ownCar: { model: string; plate: string },
) {
  await ops.goto("/ops/fleet");
  await ops.getByRole("tab", { name: "Chauffeurs" }).click();
  await ops.getByRole("button", { name: "Add chauffeur" }).click();
  const add = ops.getByRole("dialog", { name: "Add a chauffeur" });
  await add.getByLabel("Full name").fill(chauffeur.name);
  await add.getByLabel("Mobile").fill(chauffeur.phone);
  await add.getByLabel("Licence number").fill("OD0220190054321");
  await add.getByLabel("Licence valid until").fill("2034-06-30");
  await add.getByRole("button", { name: "Save chauffeur" }).click();
  await expect(add).toBeHidden();

  await ops.goto("/ops");
  await ops.getByTestId("queue-row").filter({ hasText: reference }).getByRole("link", { name: reference }).click();
  await ops.getByRole("button", { name: "Confirm", exact: true }).click();
  const dialog = ops.getByRole("dialog", { name: `Confirm ${reference}` });
  await dialog.getByLabel("Chauffeur").selectOption({ label: `${chauffeur.name} · +91${chauffeur.phone}` });
  const car = dialog.getByLabel(/^Car/);
  // the car the booking brought: the run's other cars of the class may be busy that day
  await car.selectOption({ label: `${ownCar.model} · ${ownCar.plate}` });
  const plate = ((await car.locator("option:checked").textContent()) ?? "").split("·")[1].trim();
  await dialog.getByRole("button", { name: "Confirm booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(ops.getByRole("heading", { level: 1 })).toContainText("Confirmed");
  return plate;
}

const carOnMap = (rider: Page) => rider.getByTestId("live-map").getByTestId("car-marker");

test.describe("the day of the ride", () => {
  test("operator, chauffeur and rider: confirmation, live trip, Ride PIN, waiting, extras, rating, sharing and SOS @server-clock", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const contexts: BrowserContext[] = [];
    const open = async (phone: boolean, geolocation?: typeof AIRPORT) => {
      const ctx = await context(browser, baseURL, phone, geolocation);
      contexts.push(ctx);
      return ctx.newPage();
    };
    const rider = await open(true);
    try {
      await registerAndSignIn(rider, { name: "Sunita Mishra" });
      // an airport arrival that landed 50 minutes ago: booked while the server's clock stood 7 hours back (the
      // 6-hour booking rule), so that its pickup has passed when the chauffeur arrives and the wait is charged
      // Its car is added first: the operator's session (and a new sign-in's authenticator code) is checked against
      // the server's clock, which would stand 7 hours before the session began
      const car = await ownCar();
      await setServerClockOffset(rider, -7 * 3600_000);
      let booking: Awaited<ReturnType<typeof createPaidBooking>>;
      try {
        booking = await createPaidBooking(rider.request, { landing: new Date(Date.now() - 50 * 60_000), car });
      } finally {
        await setServerClockOffset(rider, 0);
      }

      // 1. the operator confirms with a chauffeur and a car
      const ops = await open(false);
      await signInOperator(ops);
      const chauffeur = {
        name: `Ramakanta Behera ${Date.now().toString(36).slice(-3)}`,
        phone: `7${String(Date.now()).slice(-9)}`,
      };
      const plate = await operatorConfirms(ops, booking.reference, chauffeur, booking.car);

      // 2. the rider sees 'Your chauffeur' with the name, the plate and the Ride PIN
      await rider.goto(ridePages.riderTrip(booking.bookingId));
      const yours = rider.getByTestId("your-chauffeur");
      await expect(yours.getByRole("heading", { name: "Your chauffeur" })).toBeVisible();
      await expect(yours.getByTestId("chauffeur-name")).toContainText(chauffeur.name);
      await expect(yours.getByTestId("car-plate")).toContainText(plate);
      const pinBox = rider.getByTestId("ride-pin");
      await expect(pinBox).toContainText("Ride PIN");
      const pin = /\d{4}/.exec((await pinBox.textContent()) ?? "")?.[0];
      expect(pin, "the Ride PIN on the rider's page").toMatch(/^\d{4}$/);

      // 3. the chauffeur, on a phone, goes on the way; the rider's page follows without a reload
      const driver = await open(true, AIRPORT);
      await chauffeurSignsInOnPhone(driver, chauffeur.phone);
      await driver.getByTestId("driver-trip-card").filter({ hasText: booking.reference }).click();
      await driver.getByRole("button", { name: "On my way" }).click();
      await expect(rider.locator("[aria-current='step']")).toContainText("On the way");
      await expect(carOnMap(rider)).toHaveAttribute("data-lat", String(AIRPORT.latitude), { timeout: 30_000 });
      await driver.context().setGeolocation(TERMINAL);
      await expect(carOnMap(rider)).toHaveAttribute("data-lat", String(TERMINAL.latitude), { timeout: 40_000 });
      await expect(rider.getByTestId("ride-eta")).toHaveText(/Arriving in \d+ min|arrived/);

      // the rider shares the trip: a signed-out visitor follows it
      await rider.getByRole("button", { name: "Share trip" }).click();
      const share = rider.getByRole("dialog", { name: "Share trip" });
      await share.getByRole("button", { name: "Create link" }).click();
      const link = await share.getByLabel("Trip link").inputValue();
      expect(link).toMatch(/\/shared-trip\/[A-Za-z0-9_-]{30,}$/);
      await rider.keyboard.press("Escape");
      const visitor = await open(true);
      await visitor.goto(new URL(link).pathname);
      await expect(visitor.getByText(plate)).toBeVisible();
      await expect(visitor.getByText(chauffeur.name.split(" ")[0]!).first()).toBeVisible();
      await expect(visitor.getByText(chauffeur.name.split(" ")[1]!)).toHaveCount(0); // the first name only
      await expect(visitor.getByTestId("car-marker")).toBeVisible();

      // 4. 'Arrived'; the chauffeur waits 22 minutes at the airport (the server's clock moves on)
      await driver.getByRole("button", { name: "Arrived" }).click();
      await expect(rider.locator("[aria-current='step']")).toContainText("Arrived");
      await setServerClockOffset(rider, 22 * 60_000);

      // 5. a wrong Ride PIN is refused; the right one starts the trip
      await driver.getByRole("button", { name: "Start trip" }).click();
      const pinDialog = driver.getByRole("dialog", { name: "Start trip" });
      const wrong = String((Number(pin) + 1) % 10_000).padStart(4, "0");
      await pinDialog.getByLabel("Ride PIN").fill(wrong);
      await pinDialog.getByRole("button", { name: "Start trip" }).click();
      await expect(pinDialog.getByRole("alert")).toContainText(rideMessages.wrongPin);
      await pinDialog.getByLabel("Ride PIN").fill(pin!);
      await pinDialog.getByRole("button", { name: "Start trip" }).click();
      await expect(pinDialog).toBeHidden();
      await expect(rider.locator("[aria-current='step']")).toContainText("Trip started");

      // 6. SOS reaches the console at once, and stays until acknowledged
      await rider.getByRole("button", { name: "SOS" }).click();
      const sos = rider.getByRole("dialog", { name: "SOS: emergency help" });
      await expect(sos.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
      await sos.getByRole("button", { name: "Alert our team" }).click();
      await expect(sos.getByTestId("sos-confirmation")).toBeVisible();
      await rider.keyboard.press("Escape");
      const banner = ops.getByRole("alert").filter({ hasText: "SOS" });
      await expect(banner).toContainText(booking.reference, { timeout: 20_000 });
      // (other tests' SOS alerts may still be open on this shared server: this one is found by its reference)
      await banner
        .getByRole("listitem")
        .filter({ hasText: booking.reference })
        .getByRole("button", { name: "Acknowledge" })
        .click();
      await expect(ops.getByRole("alert").filter({ hasText: booking.reference })).toHaveCount(0);

      // revoked, the share link stops working for the visitor
      await rider.getByRole("button", { name: "Share trip" }).click();
      // (the SOS sent the emergency contact a link of its own: the rider revokes both)
      const revoke = rider.getByRole("dialog", { name: "Share trip" }).getByRole("button", { name: "Revoke" });
      await expect(revoke).toHaveCount(2);
      await revoke.first().click();
      await expect(revoke).toHaveCount(1);
      await revoke.click();
      await expect(rider.getByRole("dialog", { name: "Share trip" }).getByText("No active links.")).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByText(rideMessages.shareGone)).toBeVisible();

      // 7. 'Complete trip': the wait beyond the free 15 minutes is an extra the rider reads, pays and is invoiced for
      await driver.getByRole("button", { name: "Complete trip" }).click();
      await driver
        .getByRole("dialog", { name: "Complete trip" })
        .getByRole("button", { name: "Yes, complete trip" })
        .click();
      await expect(rider.locator("[aria-current='step']")).toContainText("Trip completed");
      const extras = rider.getByTestId("extras-panel");
      await expect(extras.getByTestId("extra-line")).toContainText(/Waiting: \d+ min beyond 15 min free/);
      await extras.getByRole("button", { name: "Pay extras" }).click();
      const checkout = rider.getByRole("dialog", { name: "Sandbox payment" });
      await expect(checkout.getByTestId("sandbox-amount")).toHaveText("₹100.00");
      await checkout.getByRole("button", { name: "Simulate success" }).click();
      await expect(rider.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

      // 8. the rider rates the ride on the trip page
      await rider.goto(ridePages.riderTrip(booking.bookingId));
      await expect(rider.getByTestId("extras-panel").getByTestId("extra-line")).toContainText("Paid");
      const rate = rider.getByRole("group", { name: "Rate your ride" });
      await rate.getByRole("radio", { name: "5 stars" }).check();
      await rider.getByLabel("Comment").fill("Waited patiently at the airport and drove smoothly.");
      await rider.getByRole("button", { name: "Submit rating" }).click();
      await expect(rider.getByTestId("ride-rating").getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();

      expect((await ops.request.get(opsPaths.booking(booking.bookingId))).ok()).toBeTruthy();
    } finally {
      await setServerClockOffset(rider, 0).catch(() => {});
      for (const c of contexts) await c.close();
    }
  });
});
