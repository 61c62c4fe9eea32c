import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { flightLabels, flightMessages, toIstLocalInput } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { signInOperator } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";
import { chauffeurSignsInOnPhone, confirmWithNewChauffeur, newChauffeurPhone } from "./support/ride";

// Airport transfers that follow the flight (decision record 011): on the embedded default nothing tracks
// the flight, so operations record a delay by hand in the console; the rider's My Bookings and the chauffeur's trip
// screen follow it.

const MIN = 60_000;
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/flights");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const axe = async (page: Page) =>
  serious((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations);
const serious = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);

/** A time as the app shows it ("25 Nov 2026, 7:20 pm"), formatted by the browser's own Intl like the pages. */
const shown = (page: Page, d: Date) =>
  page.evaluate(
    (iso) =>
      new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
    d.toISOString(),
  );
const shownClock = (page: Page, d: Date) =>
  page.evaluate(
    (iso) =>
      new Date(iso).toLocaleTimeString("en-IN", {
        timeZone: "Asia/Kolkata",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
      }),
    d.toISOString(),
  );

test("a delay the operator records in the console moves the rider's meeting time and the chauffeur's trip", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // three people, an axe pass, on a shared 2-core machine
  // the rider (a context of their own) books an airport arrival, domestic: met at landing + 30 min
  const riderCtx = await browser.newContext({ baseURL });
  const riderPage = await riderCtx.newPage();
  await registerAndSignIn(riderPage, { name: "Priya Mohanty" });
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 8;
  const landing = new Date(Math.ceil((Date.now() + (200 + 24 * worker) * 3600_000) / (5 * MIN)) * 5 * MIN);
  const booking = await createPaidBooking(riderPage.request, { landing });
  const meet = new Date(landing.getTime() + 30 * MIN);
  const late = new Date(landing.getTime() + 50 * MIN);
  const lateMeet = new Date(late.getTime() + 30 * MIN);

  await riderPage.goto("/user/bookings");
  const card = riderPage.getByTestId("booking-card").filter({ hasText: booking.reference });
  const flight = card.getByTestId("booking-flight");
  await expect(flight).toContainText(`${flightLabels.meetsYouAt} ${await shown(riderPage, meet)}`);
  await expect(flight).toContainText(`${flightLabels.flightLands} ${await shown(riderPage, landing)}`);

  // the operator (the test's own context, on a phone's width) confirms it with a new chauffeur and opens it
  await page.setViewportSize({ width: 390, height: 844 });
  await signInOperator(page);
  const phone = newChauffeurPhone().slice(3);
  // the flight's times stay as booked (the flight view follows them): no ride step is pressed here
  await confirmWithNewChauffeur(
    page.request,
    booking.bookingId,
    { name: "Bikash Sahoo", phone: `+91${phone}` },
    { keepPickup: true },
  );
  await page.goto(`/ops/bookings/${booking.bookingId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(booking.reference);
  const panel = page.getByTestId("ops-flight");
  await expect(panel).toContainText("6E 2341");
  await expect(panel).toContainText(`${flightLabels.meetsYouAt}${await shown(page, meet)}`);
  await expect(panel).toContainText("Not tracked automatically: record changes here");
  await expect(panel).toContainText("No changes recorded yet.");
  expect(await axe(page), "the Trip tab with its Flight section at 390 px").toEqual([]);

  await page.getByRole("button", { name: "Record flight update" }).click();
  const dialog = page.getByRole("dialog", { name: /Record flight update/ });
  await expect(dialog.getByLabel("What happened")).toBeVisible();
  expect(await axe(page), "flight update dialog at 390 px").toEqual([]);
  await expect(dialog.getByRole("option")).toHaveText(["New expected time", "Landed", "Cancelled", "Diverted"]);

  // a time is needed for a new expected time; cancelled and diverted need none
  await dialog.getByLabel("Time (IST)").fill("");
  await dialog.getByRole("button", { name: "Record update" }).click();
  await expect(dialog.getByText(flightMessages.timeRequired)).toBeVisible();
  await dialog.getByLabel("What happened").selectOption({ label: "Cancelled" });
  await expect(dialog.getByLabel("Time (IST)")).toHaveCount(0);
  await dialog.getByLabel("What happened").selectOption({ label: "New expected time" });

  // 50 minutes late
  await dialog.getByLabel("Time (IST)").fill(toIstLocalInput(late));
  await expect(dialog).toContainText(`meets the rider at ${await shownClock(page, lateMeet)}`);
  await dialog.getByLabel(/Note for the team/).fill("Airline SMS: delayed 50 min");
  await shot(page, "ops-flight-dialog-390");
  await dialog.getByRole("button", { name: "Record update" }).click();
  await expect(page.getByText(flightMessages.recorded)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText(`${flightLabels.meetsYouAt}${await shown(page, lateMeet)}`);
  await expect(panel).toContainText(`Delayed 50 min, now landing ${await shownClock(page, late)}`);
  const update = panel.getByTestId("flight-updates").getByRole("listitem").first();
  await expect(update).toContainText("Operator");
  await expect(update).toContainText(`Pickup ${await shown(page, meet)} → ${await shown(page, lateMeet)}`);
  await expect(update).toContainText("Airline SMS: delayed 50 min");
  await panel.scrollIntoViewIfNeeded();
  await shot(page, "ops-flight-panel-390");
  // the booking's head follows the moved pickup
  await expect(page.locator("header.card")).toContainText(`Pickup ${await shown(page, lateMeet)}`);

  // the rider's My Bookings, reloaded: the new meeting time and the delay
  await riderPage.reload();
  await expect(flight).toContainText(`${flightLabels.meetsYouAt} ${await shown(riderPage, lateMeet)}`);
  await expect(flight.getByTestId("flight-status")).toContainText(
    `Delayed 50 min, now landing ${await shownClock(riderPage, late)}`,
  );
  await shot(riderPage, "rider-my-bookings-delayed");
  await riderCtx.close();

  // the chauffeur's trip screen: the landing, the meeting time and the flight's state
  const chauffeurCtx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
  const phonePage = await chauffeurCtx.newPage();
  await chauffeurSignsInOnPhone(phonePage, phone);
  const tripCard = phonePage.getByTestId("driver-trip-card").filter({ hasText: booking.reference });
  await expect(tripCard).toContainText("Delayed 50 min");
  await tripCard.click();
  const details = phonePage.getByRole("region", { name: "Trip details" });
  await expect(details.getByTestId("flight-status")).toHaveText(
    `Delayed 50 min, now landing ${await shownClock(phonePage, late)}`,
  );
  await expect(details).toContainText(flightLabels.flightLands);
  await expect(details).toContainText(flightLabels.meetsYouAt);
  await expect(phonePage.getByRole("heading", { level: 1 })).toContainText(await shownClock(phonePage, lateMeet));
  await shot(phonePage, "chauffeur-trip-delayed");
  await chauffeurCtx.close();
});
