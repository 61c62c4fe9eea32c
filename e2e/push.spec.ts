import type { Page } from "@playwright/test";
import { ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurOnDriverApi, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { createPaidBooking } from "./support/paid-booking";
import { workerControls } from "./support/worker";

// Web push for the installed app on the embedded default (README "Notifications"): the rider allows notifications on
// the live trip (asked on the click only), the chauffeur presses 'On my way', and the riders' service worker shows
// the notification, tagged with the booking and the step, opening the live trip. The headless shell shows no
// notification: the test runs in the full Chromium (@full-browser).
test.use({
  serviceWorkers: "allow",
  viewport: { width: 375, height: 812 },
  // a Playwright context is incognito: Chrome refuses push subscriptions there and says so; the app falls back to the
  // live stream's notices, which this test follows
  allowConsoleErrors: [/does not support the Push API in incognito/],
});

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url ?? "",
    })),
  );

test("the rider allows notifications and the worker shows 'on the way' when the chauffeur sets off @full-browser", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(["notifications"]);
  await registerAndSignIn(page, { name: "Meera Push" });
  const booking = await createPaidBooking(page.request, { inHours: 6 });
  const phone = newChauffeurPhone();
  await operatorConfirmsWithNewChauffeur(browser, baseURL, booking.bookingId, { name: "Sanjay Push", phone });

  await page.goto(ridePages.riderTrip(booking.bookingId));
  await workerControls(page);
  await page.getByRole("button", { name: "Allow notifications" }).click();
  await expect(page.getByTestId("push-state")).toHaveText("Notifications on");

  const driver = await chauffeurOnDriverApi(browser, baseURL, phone, booking.bookingId);
  try {
    expect((await driver.step("on-my-way")).status()).toBe(200);
    await expect(page.locator('[aria-current="step"]')).toContainText("On the way");
    await expect
      .poll(() => shownNotifications(page), { message: "the worker shows the notification" })
      .toEqual([
        {
          title: "Your chauffeur is on the way",
          body: `Booking ${booking.reference}`,
          tag: `ride:${booking.bookingId}:on_my_way`,
          url: ridePages.riderTrip(booking.bookingId),
        },
      ]);
  } finally {
    await driver.close();
  }
});
