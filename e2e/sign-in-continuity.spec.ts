import type { Page, Request } from "@playwright/test";
import { authServerMessages, fareMessages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { newRider, readOtp, registerAndSignIn, type Rider } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { toast } from "./support/toast";
import { choosePlace, istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";

// Sign in without losing the trip (Check Fare and Pay Now signed out open the sign-in dialog over the
// page and continue); /auth returns where the rider came from. The tries left after a wrong OTP and a dead reset link
// said on open: e2e/accounts-tries-and-links.spec.ts.
const shots = "e2e/artifacts/sign-in";
const WIDTHS = [375, 1440] as const;

/** 'YYYY-MM-DDTHH:mm' in IST as an instant. */
const istInstant = (local: string) => Date.parse(`${local}:00+05:30`);

interface BuiltTrip {
  departure: string;
  ret: string;
}

/** An outstation round trip with one stop, as a rider builds it, signed out. */
async function fillOutstationTrip(page: Page): Promise<BuiltTrip> {
  await page.goto("/outstation-trips");
  await expect(page.getByRole("heading", { name: "Smooth Journeys. Beautiful Surroundings." })).toBeVisible();
  await page.getByText("Round Trip", { exact: true }).click();
  await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
  await page.getByRole("button", { name: "Add stop" }).click();
  await choosePlace(page, "Stop 1", "pipili", /Pipili/);
  await choosePlace(page, "Drop-off location", "puri golden", /Puri Golden Beach/);
  const day = await ownedPickup();
  const departure = istIn(day);
  const ret = istIn(day + 26);
  await page.getByLabel("Departure date and time").fill(departure);
  await page.getByLabel("Return date and time").fill(ret);
  return { departure, ret };
}

/** The fare summary of exactly the trip built: the places and times on screen, and the server's quote behind it. */
async function expectSummaryOfTrip(page: Page, trip: BuiltTrip) {
  await expect(page).toHaveURL(/\/outstation-trips\/fare-summary\?quote=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "Trip summary" })).toBeVisible();
  await expect(page.getByText("Outstation Trip · Round Trip")).toBeVisible();
  await expect(page.getByText(/Bhubaneswar Railway Station/).first()).toBeVisible();
  await expect(page.getByText(/Pipili, Puri, Odisha/).first()).toBeVisible();
  await expect(page.getByText(/Puri Golden Beach/).first()).toBeVisible();
  const quoteId = new URL(page.url()).searchParams.get("quote")!;
  const res = await page.request.get(`/api/v1/bookings/quotes/${quoteId}`);
  expect(res.status()).toBe(200);
  const q = (await res.json()) as {
    data: {
      trip: {
        pickUp: { address: string };
        dropOff: { address: string };
        stops: Array<{ address: string }>;
        startTime: string;
        returnTime: string | null;
        isRoundTrip: boolean;
      };
    };
  };
  expect(q.data.trip.pickUp.address).toMatch(/Bhubaneswar Railway Station/);
  expect(q.data.trip.stops.map((s) => s.address)).toEqual([expect.stringMatching(/Pipili/)]);
  expect(q.data.trip.dropOff.address).toMatch(/Puri Golden Beach/);
  expect(q.data.trip.isRoundTrip).toBe(true);
  expect(Date.parse(q.data.trip.startTime)).toBe(istInstant(trip.departure));
  expect(Date.parse(q.data.trip.returnTime!)).toBe(istInstant(trip.ret));
}

/** Every charge request the page sends (to show the one after sign-in is the rider's own, unchanged). */
function chargeBodies(page: Page) {
  const bodies: unknown[] = [];
  page.on("request", (r: Request) => {
    if (r.method() === "POST" && r.url().includes("/api/v1/bookings/charges/")) bodies.push(r.postDataJSON());
  });
  return bodies;
}

/** A rider who exists (registered and verified) but whose browser is signed out. */
async function existingRider(page: Page): Promise<Rider> {
  const rider = await registerAndSignIn(page);
  await page.context().clearCookies();
  return rider;
}

for (const width of WIDTHS) {
  test.describe(`sign in without losing the trip at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    });

    test("signed out: Check Fare opens the sign-in dialog; Login continues to the same trip's fare summary", async ({
      page,
    }) => {
      const rider = await existingRider(page);
      const bodies = chargeBodies(page);
      const trip = await fillOutstationTrip(page);
      await page.getByRole("button", { name: "Check Fare" }).click();

      const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText("Please sign in to see your fare. What you entered stays on this page."),
      ).toBeVisible();
      await expect(dialog.getByText(fareMessages.unauthorized)).toHaveCount(0);
      await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
      await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "false");
      // signed out, nothing was sent: the dialog opened at once
      expect(bodies).toHaveLength(0);
      await expect(page).toHaveURL(/\/outstation-trips$/);
      await page.screenshot({ path: `${shots}/check-fare-dialog-login-${width}.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

      // the same labels and messages as /auth
      await dialog.getByRole("button", { name: "Login" }).click();
      await expect(dialog.getByText("Phone is required", { exact: true })).toBeVisible();
      await dialog.getByLabel("Phone Number").fill(rider.phone);
      await dialog.getByLabel("Password").fill(rider.password);
      await dialog.getByRole("button", { name: "Login" }).click();

      await expect(dialog).toBeHidden();
      await expect(toast(page, authServerMessages.loginOk)).toBeVisible();
      await expectSummaryOfTrip(page, trip);
      expect(bodies).toHaveLength(1);
      await page.screenshot({ path: `${shots}/after-login-summary-${width}.png` });
    });

    test("signed out: Register in the dialog, OTP in the dialog (a wrong code says the tries left), then the fare summary", async ({
      page,
    }) => {
      test.slow(); // a registration, two OTP tries and three accessibility checks on a shared 2-core machine
      const rider = newRider();
      const trip = await fillOutstationTrip(page);
      // the form stays filled behind the dialog
      await page.getByRole("button", { name: "Check Fare" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
      await dialog.getByRole("tab", { name: "Register" }).click();
      await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
      await dialog.getByRole("button", { name: "Register" }).click();
      await expect(dialog.getByText("Name is required", { exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/check-fare-dialog-register-${width}.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByLabel("Name").fill(rider.name);
      await dialog.getByLabel("Email").fill(rider.email);
      await dialog.getByLabel("Phone Number").fill(rider.phone);
      await dialog.getByLabel("Password", { exact: true }).fill(rider.password);
      await dialog.getByLabel("Confirm Password").fill(rider.password);
      await dialog.getByRole("button", { name: "Register" }).click();

      const otpDialog = page.getByRole("dialog", { name: "Verify your phone" });
      await expect(otpDialog).toBeVisible();
      await expect(otpDialog.getByText("Enter the 5-digit OTP sent to your registered phone.")).toBeVisible();
      await expect(otpDialog.getByLabel("Digit 1 of 5")).toBeFocused();
      const code = await readOtp(page, rider.phoneE164);
      const wrong = code === "12345" ? "54321" : "12345";
      await page.keyboard.type(wrong);
      await otpDialog.getByRole("button", { name: "Verify OTP" }).click();
      await expect(toast(page, authServerMessages.otpWrong)).toBeVisible();
      await expect(otpDialog.getByTestId("otp-attempts-left")).toHaveText("You have 4 attempts left.");
      await page.screenshot({ path: `${shots}/check-fare-dialog-otp-${width}.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await otpDialog.getByLabel("Digit 1 of 5").focus();
      await page.keyboard.type(code);
      await otpDialog.getByRole("button", { name: "Verify OTP" }).click();

      await expect(otpDialog).toBeHidden();
      await expectSummaryOfTrip(page, trip);
    });

    test("Pay Now after the session ended opens the dialog over the summary; signing in continues the payment", async ({
      page,
    }) => {
      test.slow(); // two fare checks' worth of pages and the checkout
      const rider = await registerAndSignIn(page);
      const trip = await fillOutstationTrip(page);
      await page.getByRole("button", { name: "Check Fare" }).click();
      await expectSummaryOfTrip(page, trip);
      const summaryUrl = page.url();
      // the session ends (cookies gone, as after an expiry); the page still shows the fare
      await page.context().clearCookies();
      await page.getByRole("button", { name: "Pay Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Please login to continue with the booking")).toBeVisible();
      await page.screenshot({ path: `${shots}/pay-now-dialog-${width}.png` });
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByLabel("Phone Number").fill(rider.phone);
      await dialog.getByLabel("Password").fill(rider.password);
      const ordered = page.waitForResponse((r) => r.url().includes("/api/v1/bookings/order/outstation"));
      await dialog.getByRole("button", { name: "Login" }).click();
      await expect(dialog).toBeHidden();
      const order = await ordered;
      expect(order.status(), await order.text()).toBe(200);
      // the payment goes on: the checkout opens for the same quote, without a second press
      await expect(page.getByRole("dialog", { name: "Sandbox payment" })).toBeVisible();
      expect(page.url()).toBe(summaryUrl);
    });

    test("closing the dialog keeps the trip on the page, and Check Fare asks again", async ({ page }) => {
      await fillOutstationTrip(page);
      await page.getByRole("button", { name: "Check Fare" }).click();
      const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("combobox", { name: "Pick-up location" })).toHaveValue(/Bhubaneswar Railway Station/);
      await expect(page.getByRole("combobox", { name: "Stop 1" })).toHaveValue(/Pipili/);
      await expect(page.getByRole("button", { name: "Check Fare" })).toBeFocused();
      await page.getByRole("button", { name: "Check Fare" }).click();
      await expect(dialog).toBeVisible();
      // 'Forgot Password?' opens in a new tab: the trip behind the dialog stays
      await expect(dialog.getByRole("link", { name: /Forgot Password\?/ })).toHaveAttribute("target", "_blank");
    });
  });
}

test.describe("/auth returns to the page the rider came from", () => {
  for (const width of WIDTHS) {
    test(`login after a protected page returns there; ?next= is followed only on this site (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const rider = await existingRider(page);
      await page.goto("/user/bookings");
      await expect(page).toHaveURL(/\/auth$/);
      await page.screenshot({ path: `${shots}/auth-from-bookings-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel("Phone Number").fill(rider.phone);
      await page.getByLabel("Password").fill(rider.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/user\/bookings$/);
      await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();

      // a ?next= path on this site
      await page.context().clearCookies();
      await page.goto("/auth?next=%2Ffaq");
      await page.getByLabel("Phone Number").fill(rider.phone);
      await page.getByLabel("Password").fill(rider.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/faq$/);

      // another site is never a destination
      await page.context().clearCookies();
      await page.goto("/auth?next=%2F%2Fevil.example%2Fphish");
      await page.getByLabel("Phone Number").fill(rider.phone);
      await page.getByLabel("Password").fill(rider.password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/$`));
    });
  }

  test("registering on /auth after a protected page: the OTP step returns there", async ({ page }) => {
    const rider = newRider();
    await page.goto("/user/profile");
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Name").fill(rider.name);
    await page.getByLabel("Email").fill(rider.email);
    await page.getByLabel("Phone Number").fill(rider.phone);
    await page.getByLabel("Password", { exact: true }).fill(rider.password);
    await page.getByLabel("Confirm Password").fill(rider.password);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/auth\/otp-verify\//);
    await page.getByLabel("Digit 1 of 5").focus();
    await page.keyboard.type(await readOtp(page, rider.phoneE164));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("heading", { name: "Profile Details" })).toBeVisible();
  });
});
