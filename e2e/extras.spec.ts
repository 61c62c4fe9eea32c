import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { driverPaths, extrasPaths, ridePaths, type DriverExtensions, type RideView } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurOnDriverApi, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { toast } from "./support/toast";
import { createPaidBooking } from "./support/paid-booking";

// Extras after the ride (README "The day of the ride"): an hourly rental asks for more time from My Bookings, the
// chauffeur accepts, 'Complete trip' leaves the extension due; the rider pays it with 'Pay extras' through the same
// gateway as Pay Now and gets the supplementary invoice. Screens at 375 px and 1440 px.
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/extras");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The operator adds a chauffeur and confirms the booking with them and a free car; the chauffeur signs in. */
async function confirmAndSignInChauffeur(browser: Browser, baseURL: string | undefined, bookingId: string) {
  const phone = newChauffeurPhone();
  await operatorConfirmsWithNewChauffeur(browser, baseURL, bookingId, {
    name: "Ramesh Chandra Das",
    phone,
    licenceNumber: "OD0220190067890",
  });
  return chauffeurOnDriverApi(browser, baseURL, phone, bookingId);
}

test.describe("extras after the ride", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("an hourly rental's extra hour: asked in My Bookings, accepted, paid with 'Pay extras', invoiced", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await registerAndSignIn(page, { name: "Ananya Pattnaik" });
    const booking = await createPaidBooking(page.request, { inHours: 6 });
    const chauffeur = await confirmAndSignInChauffeur(browser, baseURL, booking.bookingId);
    const position = { lat: 20.29, lng: 85.82, heading: 0, recordedAt: new Date().toISOString() };
    await chauffeur.act("on-my-way", { position });
    await chauffeur.act("arrived");
    const ride = (await (await page.request.get(ridePaths.ride(booking.bookingId))).json()) as RideView;
    await chauffeur.act("start", { pin: ride.pin });

    // during the trip the rider asks for one more hour from the booking's details
    await page.goto("/user/bookings");
    const card = page.getByTestId("booking-card").filter({ hasText: booking.reference });
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await details.getByRole("button", { name: "Add more time" }).click();
    const extend = page.getByRole("dialog", { name: "Add more time" });
    await extend.getByLabel("Extra hours").selectOption("1");
    await expect(extend).toContainText("₹788.00 per hour (GST included)");
    await shot(page, "add-more-time-375");
    await extend.getByRole("button", { name: "Ask for 1 more hour" }).click();
    await expect(toast(page, "Asked for 1 more hour. Your chauffeur will confirm it.")).toBeVisible();
    await expect(details.getByRole("status")).toContainText("waiting for your chauffeur to confirm");

    // the chauffeur accepts it, then completes the trip
    const asked = (await (
      await chauffeur.api.get(extrasPaths.driverExtensions(booking.bookingId))
    ).json()) as DriverExtensions;
    const accepted = await chauffeur.api.post(
      driverPaths.extension(booking.bookingId, asked.extensions[0].id, "accept"),
    );
    expect(accepted.status(), await accepted.text()).toBe(200);
    await chauffeur.act("complete");
    await chauffeur.close();

    // the card shows what is due and 'Pay extras'; the sandbox checkout takes the server's amount
    await page.goto("/user/bookings");
    await page.getByRole("tab", { name: /Past/ }).click();
    const done = page.getByTestId("booking-card").filter({ hasText: booking.reference });
    await expect(done.getByTestId("extras-due-note")).toHaveText("Extras due ₹788.00");
    await shot(page, "card-extras-due-375");
    await done.getByRole("button", { name: "Pay extras" }).click();
    const checkout = page.getByRole("dialog", { name: "Sandbox payment" });
    await expect(checkout.getByTestId("sandbox-amount")).toHaveText("₹788.00");
    await checkout.getByRole("button", { name: "Simulate success" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

    // paid: the line reads 'Paid', the supplementary invoice is there as a PDF
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/user/bookings");
    await page.getByRole("tab", { name: /Past/ }).click();
    const paid = page.getByTestId("booking-card").filter({ hasText: booking.reference });
    await expect(paid.getByRole("button", { name: "Pay extras" })).toHaveCount(0);
    await paid.getByRole("button", { name: "View Details" }).click();
    const panel = page.getByRole("dialog", { name: "Booking Details" }).getByTestId("extras-panel");
    await expect(panel.getByTestId("extra-line")).toContainText("Extra time: 1 h × ₹750 + 5% GST (₹38)");
    await expect(panel.getByTestId("extra-line")).toContainText("Paid");
    const invoice = panel.getByRole("link", { name: /Supplementary invoice SL\// });
    await expect(invoice).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, "details-extras-paid-1440.png") });
    const pdf = await page.request.get((await invoice.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });
});
