import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { chauffeurSignsInOnPhone, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { createPaidBooking } from "./support/paid-booking";

// One axe sweep over the pages the per-feature specs do not already check, at 375 and 1440 px —
// signed-out pages with their empty or error states, the rider's account pages and the chauffeur app
// (public pages: marketing-a11y.spec.ts; booking pages and the fare summary: fare-classes.spec.ts; My Bookings' dialogs
// and /payment-status: booking-changes.spec.ts; the live trip: live-trip.spec.ts; every console screen at 375 and
// 1440 px: ops-a11y.spec.ts, so each page is swept once per width).
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/a11y-sweep");
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];

async function check(page: Page, where: string, size: string) {
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /loading|checking/i })).toHaveCount(0);
  expect(await seriousViolations(page), `${where} at ${size} px`).toEqual([]);
  await page.screenshot({
    path: path.join(SHOTS, `${where.replace(/[^a-z0-9]+/gi, "-")}-${size}.png`),
    fullPage: true,
  });
}

for (const size of SIZES) {
  test.describe(`every remaining page at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("signed-out pages and their empty or error states", async ({ page }) => {
      test.setTimeout(150_000);
      const pages: Array<[string, string | RegExp]> = [
        ["/user/recover-account", /recover/i],
        ["/auth/password/forgot", /forgot/i],
        ["/shared-trip/not-a-real-token-0000000000", /expired|revoked|not found/i],
        ["/no-such-page", /not found/i],
        ["/outstation-trips/fare-summary", "No Fare Data Found"],
        ["/driver/sign-in", /sign in/i],
      ];
      for (const [url, text] of pages) {
        await page.goto(url);
        await expect(page.locator("main").getByText(text).first()).toBeVisible();
        await check(page, url, size.name);
      }
    });

    test("the rider's account pages", async ({ page }) => {
      test.setTimeout(150_000);
      await registerAndSignIn(page);
      for (const url of ["/user/profile", "/user/edit", "/user/bookings"]) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await check(page, url, size.name);
      }
    });

    test("the chauffeur app: 'My trips' and a trip", async ({ page, browser, baseURL }) => {
      test.setTimeout(180_000);
      const riderCtx = await browser.newContext({ baseURL });
      const riderPage = await riderCtx.newPage();
      await registerAndSignIn(riderPage);
      const booking = await createPaidBooking(riderPage.request, { inHours: 9 });
      const phone = newChauffeurPhone().slice(3);
      // nine hours ahead: 'On my way' is shown disabled with the time it opens (swept as it is)
      await operatorConfirmsWithNewChauffeur(
        browser,
        baseURL,
        booking.bookingId,
        { name: "Sweep Chauffeur", phone: `+91${phone}` },
        { keepPickup: true },
      );
      await riderCtx.close();
      await chauffeurSignsInOnPhone(page, phone);
      await check(page, "/driver", size.name);
      await page.getByTestId("driver-trip-card").filter({ hasText: booking.reference }).click();
      await expect(page.getByRole("button", { name: "On my way" })).toBeVisible();
      await check(page, "/driver/trips", size.name);
    });
  });
}
