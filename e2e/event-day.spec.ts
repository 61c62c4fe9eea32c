import type { Browser, BrowserContext, Page } from "@playwright/test";
import { eventPaths, opsPaths, type EventRuns } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { chauffeurSignsInOnPhone } from "./support/ride";
import { outboxFor, signInOperator } from "./ops-support";
import { addCarOfClass } from "./support/fleet";

// The day of an event ('Must show', README "Weddings and events"): the operator assigns the event's two cars in the
// console (one of them a partner's car), two chauffeurs run their legs from the chauffeur app on their phones (their
// positions from the browsers' geolocation emulation), and the coordinator's event page, opened from the SMS link,
// shows both cars moving without a reload.

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const HOTEL = { latitude: 20.2961, longitude: 85.8245, accuracy: 10 };
const ON_THE_ROAD = [
  { latitude: 20.3011, longitude: 85.8205, accuracy: 10 },
  { latitude: 20.3102, longitude: 85.8167, accuracy: 10 },
];
/** the event aid (modules/dev/event-day.ts, ENABLE_TEST_CLOCK only): a paid event whose cars start in 20 minutes */
const DEV_EVENT_DAY = "/api/v1/dev/events/day";

async function context(browser: Browser, baseURL: string | undefined, phone: boolean, geolocation?: typeof HOTEL) {
  return browser.newContext({
    baseURL,
    ...(phone ? PHONE : { viewport: { width: 1440, height: 900 } }),
    ...(geolocation ? { permissions: ["geolocation"], geolocation } : {}),
  });
}

/** The operator picks a chauffeur and a car for one run and assigns it. */
async function assignRun(ops: Page, bookingId: string, chauffeur: string, car: { label?: string; partner?: boolean }) {
  const run = ops.locator(`[data-testid="event-run"][data-run="${bookingId}"]`);
  await run.getByLabel("Chauffeur").selectOption({ label: chauffeur });
  const select = run.getByLabel(/^Car/);
  if (car.partner) {
    const value = await select.locator("option", { hasText: "(partner car)" }).first().getAttribute("value");
    await select.selectOption(value!);
  } else await select.selectOption({ label: car.label! });
  await run.getByRole("button", { name: /^Assign/ }).click();
  await expect(run.getByTestId("run-state")).toHaveText("Chauffeur assigned");
}

test.describe("the day of an event", () => {
  test("operator assigns the cars (one a partner's), two chauffeurs run their legs, the coordinator sees both move", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const contexts: BrowserContext[] = [];
    const open = async (phone: boolean, geolocation?: typeof HOTEL) => {
      const ctx = await context(browser, baseURL, phone, geolocation);
      contexts.push(ctx);
      return ctx.newPage();
    };
    try {
      // the event, paid: two sedans from 20 minutes from now, a partner's sedan recorded on it
      const ops = await open(false);
      await signInOperator(ops);
      const clientPhone = `+918${String(Date.now()).slice(-9)}`;
      const made = await ops.request.post(DEV_EVENT_DAY, { data: { clientPhone, cars: 2, partnerCars: 1 } });
      expect(made.status(), await made.text()).toBe(200);
      const { eventId } = (await made.json()) as { eventId: string; reference: string };
      // each test brings the cars its bookings hold (e2e/support/fleet.ts): the event's two runs, two cars
      const own = await addCarOfClass(ops.request, "sedan");
      await addCarOfClass(ops.request, "sedan");
      const crew = [0, 1].map((i) => ({
        name: `${i ? "Deepak Rout" : "Sunil Pradhan"} ${Date.now().toString(36).slice(-3)}`,
        phone: `7${String(Date.now() + i * 7).slice(-9)}`,
      }));
      for (const c of crew) {
        const res = await ops.request.post(opsPaths.chauffeurs, {
          data: { name: c.name, phone: `+91${c.phone}`, licenceNumber: "OD0220190054321", licenceExpiry: "2034-06-30" },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      const runs = ((await (await ops.request.get(eventPaths.opsRuns(eventId))).json()) as EventRuns).runs;
      expect(runs).toHaveLength(2);

      // 1. the operator assigns the two runs in the console: our car, then the partner's
      await ops.goto(`/ops/events/${eventId}/day`);
      await expect(ops.getByTestId("event-run")).toHaveCount(2);
      await assignRun(ops, runs[0].bookingId, crew[0].name, { label: `${own.model} · ${own.plate}` });
      await assignRun(ops, runs[1].bookingId, crew[1].name, { partner: true });
      const assigned = ((await (await ops.request.get(eventPaths.opsRuns(eventId))).json()) as EventRuns).runs;
      const plates = assigned.map((r) => r.car!.plate);
      expect(assigned[1].car?.partner).toBe(true);

      // 2. the coordinator opens the link the SMS brought, on a phone
      const sms = (await outboxFor(ops.request, clientPhone)).map((m) => /\/events\/live\/([\w-]+)/.exec(m.text)?.[0]);
      const link = sms.find(Boolean);
      expect(link, "the event page's link by SMS").toBeTruthy();
      const coordinator = await open(true);
      await coordinator.goto(link!);
      const carCard = (plate: string) => coordinator.locator(`[data-testid="event-car"][data-plate="${plate}"]`);
      for (const [i, plate] of plates.entries()) {
        await expect(carCard(plate).getByTestId("event-car-chauffeur")).toHaveText(crew[i].name.split(" ")[0]!);
        await expect(carCard(plate).getByTestId("event-car-state")).toHaveText("Chauffeur assigned");
      }
      const marker = (plate: string) =>
        coordinator.getByTestId("event-map").locator(`[data-testid="car-marker"][aria-label^="Car ${plate}:"]`);

      // 3. each chauffeur, on a phone of their own, sees the run-sheet and goes on the way: the car appears and moves
      const drivers: Page[] = [];
      for (const [i, c] of crew.entries()) {
        const driver = await open(true, HOTEL);
        drivers.push(driver);
        await chauffeurSignsInOnPhone(driver, c.phone);
        await driver.getByTestId("driver-trip-card").filter({ hasText: runs[i].reference }).click();
        await expect(driver.getByTestId("run-sheet")).toContainText("Mayfair Lagoon");
        await driver.getByRole("button", { name: "On my way" }).click();
        await expect(carCard(plates[i]).getByTestId("event-car-state")).toHaveText("On the way");
        await expect(marker(plates[i])).toHaveAttribute("data-lat", String(HOTEL.latitude), { timeout: 30_000 });
      }
      for (const [i, driver] of drivers.entries()) {
        await driver.context().setGeolocation(ON_THE_ROAD[i]!);
        await expect(marker(plates[i])).toHaveAttribute("data-lat", String(ON_THE_ROAD[i]!.latitude), {
          timeout: 40_000,
        });
      }

      // 4. arrived, then started with the Ride PIN the coordinator's page shows: the event is under way
      for (const [i, driver] of drivers.entries()) {
        await driver.getByRole("button", { name: "Arrived" }).click();
        await expect(carCard(plates[i]).getByTestId("event-car-state")).toHaveText("Arrived");
        const pin = /\d{4}/.exec(
          (await carCard(plates[i])
            .getByText(/Ride PIN/)
            .textContent()) ?? "",
        )?.[0];
        expect(pin, "the Ride PIN on the coordinator's page").toMatch(/^\d{4}$/);
        await driver.getByRole("button", { name: "Start trip" }).click();
        const pinDialog = driver.getByRole("dialog", { name: "Start trip" });
        await pinDialog.getByLabel("Ride PIN").fill(pin!);
        await pinDialog.getByRole("button", { name: "Start trip" }).click();
        await expect(carCard(plates[i]).getByTestId("event-car-state")).toHaveText("Trip started");
      }
      await expect(coordinator.getByTestId("event-status")).toHaveText("Under way");
    } finally {
      for (const c of contexts) await c.close();
    }
  });
});
