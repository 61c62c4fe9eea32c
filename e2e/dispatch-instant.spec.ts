import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { addCarOfClass } from "./support/fleet";
import { contextPage } from "./support/company";
import { operatorRequest, signInOperator } from "./ops-support";
import { dispatchPaths, opsPaths } from "@chauffeur/contracts";

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
/** 10:00 in India, `days` from today: inside every chauffeur's default hours (06:00–22:00). */
const tenAm = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10)}T10:00`;

// Auto-confirm is one setting for the whole installation: this test runs on the server of the @server-clock tests, one
// at a time (e2e/playwright.config.ts), and turns the setting off again whatever happens.
test.describe("instant confirmation", () => {
  test("a rider pays and sees 'confirmed' with the chauffeur's name; the operator reads why in the activity @server-clock", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ops = await operatorRequest(baseURL);
    const name = `Sanjay Das ${Date.now().toString(36).slice(-4)}`;
    const made = await ops.post(opsPaths.chauffeurs, {
      data: {
        name,
        phone: `+917${String(Date.now()).slice(-9)}`,
        licenceNumber: "OD0220190012345",
        licenceExpiry: "2035-12-31",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const chauffeurId = ((await made.json()) as { id: string }).id;
    const car = await addCarOfClass(ops, "sedan");
    const on = await ops.put(dispatchPaths.settings, {
      data: { services: [{ service: "hourly-rental", autoConfirm: true }] },
    });
    expect(on.status(), await on.text()).toBe(200);
    try {
      const rider = await contextPage(browser, baseURL, 375);
      await registerAndSignIn(rider, { name: "Meera Panda" });
      const charge = await rider.request.post("/api/v1/bookings/charges/hourly-rental", {
        data: {
          pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
          dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
          stops: [],
          startTime: tenAm(41),
          hours: 3,
          passengerCount: 2,
          luggageCount: 2,
          requestedCarType: "sedan",
        },
      });
      expect(charge.status(), await charge.text()).toBe(200);
      const quoteId = (await charge.json()).data.quoteId as string;
      await rider.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
      await rider.getByRole("button", { name: "Pay Now" }).click();
      await rider
        .getByRole("dialog", { name: "Sandbox payment" })
        .getByRole("button", { name: "Simulate success" })
        .click();
      await expect(rider.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      const reference = (await rider.getByTestId("booking-id").textContent())!;

      // no operator acts: My Bookings shows the booking confirmed, and its details name the chauffeur
      await rider.goto("/user/bookings");
      const card = rider.getByTestId("booking-card").filter({ hasText: reference });
      await expect(async () => {
        await rider.reload();
        await expect(card.getByTestId("booking-status")).toHaveText("confirmed", { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await card.getByRole("button", { name: "View Details" }).click();
      const details = rider.getByRole("dialog", { name: "Booking Details" });
      const shown = details.getByTestId("chauffeur-name");
      await expect(shown).toBeVisible();
      const chauffeurName = (await shown.textContent())!.trim();
      await rider.screenshot({ path: "e2e/artifacts/dispatch/rider-confirmed-375.png" });

      // the operator opens the booking: assigned automatically, and the allocator's reason in its history
      const console = await contextPage(browser, baseURL, 1440);
      await signInOperator(console);
      await console.goto(`/ops?q=${reference}`);
      const row = console.getByTestId("queue-row").filter({ hasText: reference });
      await expect(row.getByTestId("assigned-automatically")).toHaveText("Assigned automatically");
      await row.getByRole("link", { name: reference }).click();
      await console.getByRole("tab", { name: /^History/ }).click();
      await expect(console.getByTestId("allocator-reason")).toContainText(
        new RegExp(`${chauffeurName}: (starts from base|free from)`),
      );
      await console.screenshot({ path: "e2e/artifacts/dispatch/ops-history-1440.png" });
    } finally {
      await ops.put(dispatchPaths.settings, { data: { services: [{ service: "hourly-rental", autoConfirm: false }] } });
      await ops.patch(opsPaths.chauffeur(chauffeurId), { data: { active: false } });
      await ops.patch(opsPaths.car(car.id), { data: { active: false } });
    }
  });
});
