import type { Page } from "@playwright/test";
import { ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurOnDriverApi, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { ownedPickup } from "./support/fleet";
import { istIn } from "./support/trip";
import { E2E_GRAPH_PORT } from "./playwright.config";

// WhatsApp and push beside SMS and e-mail (README "Notifications"): a rider opts in to WhatsApp on the fare summary,
// pays, allows notifications on the live trip; the chauffeur's 'On my way' reaches the Graph API's stand-in as the
// approved template (e2e/support/fake-graph-api.mjs) and the riders' service worker shows the notification. The
// headless shell shows no notification: this test runs in the full Chromium (@full-browser).
test.use({
  serviceWorkers: "allow",
  viewport: { width: 375, height: 812 },
  // a Playwright context is incognito: Chrome refuses push subscriptions there; the app shows the live stream's notices
  allowConsoleErrors: [/does not support the Push API in incognito/],
});

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

async function sentToGraph(phone: string) {
  const res = await fetch(`http://127.0.0.1:${E2E_GRAPH_PORT}/__messages?to=${phone.replace(/^\+/, "")}`);
  return (await res.json()) as Array<{
    authorization: string;
    body: { template: { name: string; language: { code: string } } };
  }>;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, tag: n.tag })),
  );

test("opted in on the fare summary: 'On my way' arrives on WhatsApp and as a notification @full-browser", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(["notifications"]);
  const rider = await registerAndSignIn(page, { name: "Meera WhatsApp" });
  const charge = await page.request.post("/api/v1/bookings/charges/hourly-rental", {
    data: {
      pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
      dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
      stops: [],
      startTime: istIn(await ownedPickup()),
      hours: 3,
      passengerCount: 2,
      luggageCount: 2,
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  await page.goto(`/hourly-rental/fare-summary?quote=${(await charge.json()).data.quoteId}`);
  const optIn = page.getByRole("switch", { name: "Updates on WhatsApp" });
  await optIn.click();
  await expect(optIn).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await page.getByRole("dialog", { name: "Sandbox payment" }).getByRole("button", { name: "Simulate success" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const calendar = (await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href"))!;
  const bookingId = calendar.split("/").at(-2)!;
  // the payment's confirmation went on WhatsApp, not by SMS, in the rider's language
  await expect
    .poll(async () => (await sentToGraph(rider.phoneE164)).map((m) => m.body.template.name))
    .toContain("booking_confirmed");

  const phone = newChauffeurPhone();
  await operatorConfirmsWithNewChauffeur(browser, baseURL, bookingId, { name: "Sanjay WhatsApp", phone });
  await page.goto(ridePages.riderTrip(bookingId));
  await page.getByRole("button", { name: "Allow notifications" }).click();
  await expect(page.getByTestId("push-state")).toHaveText("Notifications on");

  const driver = await chauffeurOnDriverApi(browser, baseURL, phone, bookingId);
  try {
    expect((await driver.step("on-my-way")).status()).toBe(200);
    await expect
      .poll(async () => (await sentToGraph(rider.phoneE164)).map((m) => m.body.template.name), { timeout: 20_000 })
      .toContain("chauffeur_on_the_way");
    const sent = (await sentToGraph(rider.phoneE164)).find((m) => m.body.template.name === "chauffeur_on_the_way")!;
    expect(sent.authorization).toBe("Bearer e2e-access-token");
    expect(sent.body.template.language.code).toBe("en");
    await expect
      .poll(() => shownNotifications(page), { message: "the worker shows the notification", timeout: 20_000 })
      .toContainEqual({ title: "Your chauffeur is on the way", tag: `ride:${bookingId}:on_my_way` });
  } finally {
    await driver.close();
  }
});
