import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  DISPATCH_HOLD_TEXTS,
  dispatchPaths,
  opsPaths,
  type DispatchSettings,
  type OpsBookingDetail,
  type Plan,
} from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { createPaidBooking } from "./support/paid-booking";
import { seriousViolations } from "./support/axe";
import { toast } from "./support/toast";
import { newChauffeurPhone } from "./support/ride";
import { operatorRequest, signInOperator } from "./ops-support";

// The console's side of instant confirmation (README "Instant confirmation"): why a paid booking waits for a person,
// the confirm dialog's suggestions and 'Not available' list, the day's plan, auto-confirm per service, a booking the
// allocator assigned (its reason in the history, undoing it) and an assignment conflict's alert.

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/dispatch-console");
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** A day in Asia/Kolkata, YYYY-MM-DD. */
const istDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);
const unique = () => Date.now().toString(36).slice(-5);

/** A rider, in a browser context of their own, books and pays (the checkout's API path, sandbox gateway). */
async function paidBooking(
  browser: Browser,
  baseURL: string | undefined,
  opts: Parameters<typeof createPaidBooking>[1],
) {
  const ctx = await browser.newContext({ baseURL });
  const riderPage = await ctx.newPage();
  await registerAndSignIn(riderPage, { name: "Meera Pattnaik" });
  const booking = await createPaidBooking(riderPage.request, opts);
  await ctx.close();
  return booking;
}

/** A new chauffeur through the console's API; `licenceExpiry` before the trip makes them not feasible for it. */
async function addChauffeur(ops: APIRequestContext, name: string, licenceExpiry = "2034-06-30") {
  const made = await ops.post(opsPaths.chauffeurs, {
    data: { name, phone: newChauffeurPhone(), licenceNumber: "OD0220190054321", licenceExpiry },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

const bookingOf = async (ops: APIRequestContext, id: string) => {
  const res = await ops.get(opsPaths.booking(id));
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as OpsBookingDetail).booking;
};

/**
 * A day two weeks ahead (and each worker a day of its own) at a time of day in India, inside every new chauffeur's
 * working hours (06:00–22:00).
 */
function dayAt(hhmm: string, extraDays = 0) {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 8;
  const day = istDay(new Date(Date.now() + (14 + worker + extraDays) * 86_400_000).toISOString());
  return new Date(`${day}T${hhmm}:00+05:30`);
}

test("a paid booking waiting for a person: why, the suggestions, who is not available, and the day's plan", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ops = await operatorRequest();
  // a chauffeur of this test (a new chauffeur works every day 06:00–22:00) and one whose licence runs out before the
  // trip, whom the allocator names under 'Not available'
  const mine = `Sanjay Plan ${unique()}`;
  const mineId = await addChauffeur(ops, mine);
  const expiring = `Ravi Expiring ${unique()}`;
  await addChauffeur(ops, expiring, new Date(Date.now() + 30 * 3600_000).toISOString().slice(0, 10));
  // a child seat to fit: the allocator leaves the booking for a person and says why
  const booking = await paidBooking(browser, baseURL, { at: dayAt("10:00") });

  await signInOperator(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/ops?q=${booking.reference}`);
  const row = page.getByTestId("queue-row").filter({ hasText: booking.reference });
  await expect(row.getByTestId("dispatch-hold")).toHaveText(`Needs a person: ${DISPATCH_HOLD_TEXTS.child_seat}`);
  await row.getByRole("link", { name: booking.reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(booking.reference) })).toBeVisible();
  await expect(page.getByTestId("dispatch-hold")).toHaveText(`Needs a person: ${DISPATCH_HOLD_TEXTS.child_seat}`);

  let car = "";
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Confirm ${booking.reference}` });
    const suggestions = dialog.getByRole("list", { name: "Suggestions" });
    await expect(suggestions.getByRole("listitem").first()).toBeVisible();
    const more = dialog.getByRole("button", { name: /^Show \d+ more suggestions?$/ });
    if (await more.isVisible()) await more.click();
    // this test's chauffeur with the best car for them: 'Use' fills both pickers, the operator still confirms
    const useName = new RegExp(`^Use ${mine} with `);
    const use = suggestions.getByRole("button", { name: useName });
    car = ((await use.getAttribute("aria-label")) ?? "").replace(`Use ${mine} with `, "");
    const item = suggestions.getByRole("listitem").filter({ has: page.getByRole("button", { name: useName }) });
    await expect(item).toContainText(`${mine}:`);
    await expect(item).toContainText(/Dead run \d+(\.\d)? km · \d+ min/);
    await use.click();
    await expect(use).toHaveAttribute("aria-pressed", "true");
    await expect(dialog.getByLabel("Chauffeur", { exact: true })).toHaveValue(mineId);
    await expect(dialog.getByLabel(/^Car/).locator("option:checked")).toContainText(car);
    // who cannot serve it, folded until asked
    const whyNot = dialog.getByTestId("not-available-chauffeurs").getByText(`${expiring}: `);
    await expect(whyNot).toBeHidden();
    await dialog.getByText(/^Not available \(\d+\)$/).click();
    await expect(dialog.getByTestId("not-available-chauffeurs")).toContainText(`${expiring}: licence`);
    await expect(whyNot).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]'), `confirm dialog at ${size.name} px`).toEqual([]);
    await shot(page, `confirm-dialog-${size.name}`, false);
    if (size.name === "375") await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    else await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect.poll(async () => (await bookingOf(ops, booking.bookingId)).status).toBe("confirmed");
  const confirmed = await bookingOf(ops, booking.bookingId);
  expect(confirmed).toMatchObject({ chauffeur: { id: mineId }, car: { plate: car }, assignedBy: "operator" });
  await expect(page.getByTestId("dispatch-hold")).toHaveCount(0);
  await expect(page.getByTestId("assigned-automatically")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Undo automatic assignment" })).toHaveCount(0);

  // the day's plan: the trip on this chauffeur's timeline, its block named with its times
  const day = istDay(confirmed.startTime);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Dispatch" }).click();
  await page.getByRole("navigation", { name: "Dispatch pages" }).getByRole("link", { name: "Day's plan" }).click();
  const dayField = page.getByLabel("Day", { exact: true });
  await dayField.fill(day);
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await page.getByRole("button", { name: "Next day" }).click();
  await expect(dayField).not.toHaveValue(day);
  await page.getByRole("button", { name: "Previous day" }).click();
  await expect(dayField).toHaveValue(day);
  const plan = (await (await ops.get(`${dispatchPaths.plan}?date=${day}`)).json()) as Plan;
  const trip = plan.chauffeurs.find((c) => c.id === mineId)?.items.find((it) => it.bookingId === booking.bookingId);
  expect(trip, "the plan has the trip on this chauffeur's day").toMatchObject({ kind: "trip" });
  const planRow = page.getByTestId("plan-row").filter({ has: page.getByText(mine, { exact: true }) });
  await expect(planRow).toContainText("Shift 06:00–22:00");
  const block = planRow.getByRole("link", { name: new RegExp(`${booking.reference}.*, 10:00–\\d\\d:\\d\\d$`) });
  await expect(block).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(block).toBeAttached();
    expect(await noSidewaysScroll(page), `the page does not scroll sideways at ${size.name} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `day's plan at ${size.name} px`).toEqual([]);
    await shot(page, `plan-${size.name}`);
  }
  await block.click();
  await expect(page).toHaveURL(new RegExp(`/ops/bookings/${booking.bookingId}$`));
});

test("an assignment a move made infeasible: the alert and its fix", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const ops = await operatorRequest();
  const first = `Arjun Conflict ${unique()}`;
  const firstId = await addChauffeur(ops, first);
  await addChauffeur(ops, `Bikash Spare ${unique()}`); // free that afternoon: the allocator has someone to propose
  // one rider's two trips the same day, both given to the same chauffeur by an operator
  const ctx = await browser.newContext({ baseURL });
  const rider = await ctx.newPage();
  await registerAndSignIn(rider, { name: "Lipsa Das" });
  const morning = await createPaidBooking(rider.request, { at: dayAt("08:00", 1) });
  const afternoon = await createPaidBooking(rider.request, { at: dayAt("15:00", 1) });
  for (const b of [morning, afternoon]) {
    const res = await ops.post(opsPaths.bookingAction(b.bookingId, "confirm"), {
      data: { chauffeurId: firstId, carId: b.car.id },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // the rider moves the morning trip into the afternoon one's: its chauffeur cannot do both
  const moved = await rider.request.post(`/api/v1/bookings/${morning.bookingId}/reschedule`, {
    data: { startTime: dayAt("13:30", 1).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await ctx.close();

  await signInOperator(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto("/ops/live");
    const alert = page
      .getByRole("list", { name: "Open alerts" })
      .getByRole("listitem")
      .filter({ hasText: morning.reference });
    await expect(alert).toContainText("Assignment conflict", { timeout: 30_000 });
    await expect(alert.getByRole("button", { name: /^Apply fix: / })).toBeVisible();
    expect(await seriousViolations(page, "section[aria-labelledby=live-alerts]"), `alerts at ${size.name} px`).toEqual(
      [],
    );
    await alert.screenshot({ path: path.join(SHOTS, `conflict-alert-${size.name}.png`) });
  }
  const alert = page
    .getByRole("list", { name: "Open alerts" })
    .getByRole("listitem")
    .filter({ hasText: morning.reference });
  const fix = alert.getByRole("button", { name: /^Apply fix: / });
  const proposed = (await fix.textContent())!.replace(/^\s*Apply fix:\s*/, "");
  await fix.click();
  await expect(alert).toBeHidden();
  const fixed = await bookingOf(ops, morning.bookingId);
  expect(fixed.status).toBe("confirmed");
  expect(fixed.chauffeur?.id).not.toBe(firstId);
  expect(proposed).toContain(fixed.chauffeur!.name);
});

// Auto-confirm is one setting for the whole installation: turned on beside other tests it would assign their bookings
// (and their chauffeurs). These tests run on the installation of their own the @server-clock tests have, one at a time,
// and turn it off again before they end.
test.describe("auto-confirm", () => {
  test.describe.configure({ mode: "serial" });

  async function setAutoConfirm(ops: APIRequestContext, service: string, on: boolean) {
    const res = await ops.put(dispatchPaths.settings, { data: { services: [{ service, autoConfirm: on }] } });
    expect(res.status(), await res.text()).toBe(200);
  }

  test("the Dispatch page saves auto-confirm per service, at 375 and 1440 px @server-clock", async ({ page }) => {
    test.setTimeout(120_000);
    const ops = await operatorRequest();
    await signInOperator(page);
    try {
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto("/ops");
        await page
          .getByRole("navigation", { name: "Console sections" })
          .getByRole("link", { name: "Dispatch" })
          .click();
        await expect(page.getByRole("heading", { level: 2, name: "Auto-confirm" })).toBeVisible();
        for (const label of ["Outstation Trip", "Hourly Rental", "Airport Transfer", "Cab Booking"])
          await expect(page.getByRole("switch", { name: `Auto-confirm ${label}` })).toBeVisible();
        const cab = page.getByRole("switch", { name: "Auto-confirm Cab Booking" });
        // on at the first size, off again at the second: each save is a change
        const on = size.name === "375";
        if (on) await cab.check();
        else await cab.uncheck();
        await page.getByRole("button", { name: "Save settings" }).click();
        await expect(toast(page, "Dispatch settings saved.")).toBeVisible();
        await page.reload();
        await expect(page.getByRole("switch", { name: "Auto-confirm Cab Booking" })).toBeChecked({ checked: on });
        const stored = (await (await ops.get(dispatchPaths.settings)).json()) as DispatchSettings;
        expect(stored.services.find((s) => s.service === "cab-booking")?.autoConfirm).toBe(on);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), `Dispatch settings at ${size.name} px`).toEqual([]);
        await shot(page, `settings-${size.name}`);
      }
    } finally {
      await setAutoConfirm(ops, "cab-booking", false);
    }
  });

  test("a booking the allocator assigned: its reason, and undoing it returns it to the queue @server-clock", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const ops = await operatorRequest();
    await addChauffeur(ops, `Sanjay Auto ${unique()}`);
    // mid-morning two weeks ahead, inside every chauffeur's working hours; no child seat, no note: nothing for a person
    const at = dayAt("10:00", 2);
    await setAutoConfirm(ops, "hourly-rental", true);
    try {
      const booking = await paidBooking(browser, baseURL, { at, childSeat: false });
      await expect
        .poll(async () => (await bookingOf(ops, booking.bookingId)).status, { timeout: 30_000 })
        .toBe("confirmed");
      const assigned = await bookingOf(ops, booking.bookingId);
      expect(assigned.assignedBy).toBe("system");

      await signInOperator(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/ops?q=${booking.reference}`);
      const row = page.getByTestId("queue-row").filter({ hasText: booking.reference });
      await expect(row.getByTestId("assigned-automatically")).toHaveText("Assigned automatically");
      await row.getByRole("link", { name: booking.reference }).click();
      await expect(page.getByTestId("assigned-automatically")).toBeVisible();
      // the history: the allocator's confirmation with its reason
      await page.getByRole("tab", { name: /^History/ }).click();
      const reason = page.getByTestId("allocator-reason");
      await expect(reason).toContainText(assigned.chauffeur!.name);
      const entry = page.getByTestId("history").getByRole("listitem").filter({ has: reason });
      await expect(entry).toContainText("Booking confirmed · automatically");
      await expect(entry).toContainText("Allocator ·");
      await shot(page, "history-1440");

      await page.getByRole("button", { name: "Undo automatic assignment" }).click();
      const dialog = page.getByRole("dialog", { name: `Undo automatic assignment of ${booking.reference}` });
      await expect(dialog).toContainText("goes back to the queue");
      await expect(dialog).toContainText("The rider and the chauffeur are told.");
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole("button", { name: "Undo and return to queue" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("dispatch-hold")).toContainText(`Needs a person: ${DISPATCH_HOLD_TEXTS.undone}`);
      await expect(page.getByRole("button", { name: "Confirm", exact: true })).toBeVisible();
      const undone = await bookingOf(ops, booking.bookingId);
      expect(undone).toMatchObject({
        status: "pending",
        chauffeur: null,
        car: null,
        dispatchHold: { code: "undone" },
      });
    } finally {
      await setAutoConfirm(ops, "hourly-rental", false);
    }
  });
});
