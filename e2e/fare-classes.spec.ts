import AxeBuilder from "@axe-core/playwright";
import type { Page, Response } from "@playwright/test";
import type { Result } from "axe-core";
import type { QuoteClassesResponse, QuoteData } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";

// The fare summary compares the vehicle classes with the server's own quotes and
// switches between them; the route preview shows no estimated price; on a phone the total and Pay Now stay in reach.

const shots = "e2e/artifacts/fare-classes";
const WIDTHS = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
] as const;
/** A pickup some random day in the next three months: other specs book cars too, and the fleet is small. */
const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString("en-IN")}`;
const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

/** serious and critical axe violations, each with its elements */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return violations
    .filter((v: Result) => v.impact === "serious" || v.impact === "critical")
    .map((v: Result) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const isClasses = (r: Response) =>
  r.url().endsWith("/api/v1/bookings/quotes/classes") && r.request().method() === "POST";
const classesOf = async (r: Response) => ((await r.json()) as QuoteClassesResponse).data.classes;

/** Pay Now's bar: where it is on screen, and whether it is pinned to the bottom. */
async function payBar(page: Page) {
  const bar = page.getByTestId("pay-bar");
  const box = (await bar.boundingBox())!;
  const position = await bar.evaluate((el) => getComputedStyle(el).position);
  return { box, position };
}

test.describe("fare summary: compare and switch vehicle classes", () => {
  for (const w of WIDTHS) {
    test(`${w.name} px: no estimate on the route preview; Check Fare, compare, switch to the SUV and back, add-ons and Pay Now follow the class`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: w.width, height: w.height });
      await registerAndSignIn(page);
      await page.goto("/outstation-trips");
      await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
      await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
      // Pay Now below orders the SUV: this test brings an SUV of its own
      await page.getByLabel("Departure date and time").fill(istIn(await ownedPickup("suv")));
      // the preview gives the road distance and time, and no price of its own
      await expect(page.getByText(/≈ [\d,.]+ km · .* by road \(estimated\)/)).toBeVisible();
      await expect(page.getByText(/Indicative estimate|not the fare/)).toHaveCount(0);
      await expect(page.getByRole("figure", { name: "Route preview" })).not.toContainText("₹");

      const compared = page.waitForResponse(isClasses);
      await page.getByRole("button", { name: "Check Fare" }).click();
      await expect(page).toHaveURL(/\/outstation-trips\/fare-summary\?quote=[0-9a-f-]{36}/);
      const firstQuote = new URL(page.url()).searchParams.get("quote");
      const classes = await classesOf(await compared);
      expect(classes.map((c) => c.vehicle.name)).toEqual(["Executive Sedan", "Premium SUV"]);
      const sedan = classes[0].quote!;
      const suv = classes[1].quote!;
      expect(sedan.quoteId).toBe(firstQuote);

      const picker = page.getByRole("radiogroup", { name: "Compare cars" });
      const sedanRadio = picker.getByRole("radio", { name: /Executive Sedan/ });
      const suvRadio = picker.getByRole("radio", { name: /Premium SUV/ });
      await expect(sedanRadio).toBeChecked();
      await expect(picker.getByRole("radio", { name: /Luxury Sedan/ })).toHaveCount(0);
      // each class shows the server's quote, its seats and suitcases
      await expect(page.getByTestId("class-fare-sedan")).toHaveText(rupees(sedan.fare));
      await expect(page.getByTestId("class-fare-suv")).toHaveText(rupees(suv.fare));
      await expect(page.getByTestId("class-option-suv")).toContainText("5 seats");
      await expect(page.getByTestId("class-option-suv")).toContainText("5 suitcases");
      await expect(page.getByTestId("class-option-sedan")).toContainText("4 seats");
      await expect(page.getByTestId("class-option-sedan")).toContainText("3 suitcases");
      const total = page.getByTestId("fare-total");
      await expect(total).toHaveText(rupees(sedan.fare));
      expect(suv.fare).toBeGreaterThan(sedan.fare);

      if (w.width < 768) {
        // the total and Pay Now are on screen without scrolling, pinned to the bottom
        const { box, position } = await payBar(page);
        expect(position).toBe("fixed");
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(w.height + 0.5);
        const pay = (await page.getByRole("button", { name: "Pay Now" }).boundingBox())!;
        expect(pay.y).toBeGreaterThan(w.height / 2);
        expect(pay.y + pay.height).toBeLessThanOrEqual(w.height);
        await expect(page.getByTestId("pay-bar-total")).toHaveText(rupees(sedan.fare));
        await page.screenshot({ path: `${shots}/fare-summary-${w.name}-top.png` });
      } else {
        // desktop: Pay Now stays in the fare summary card, nothing pinned
        const { position } = await payBar(page);
        expect(position).toBe("static");
        await expect(page.getByTestId("pay-bar-total")).toBeHidden();
        const card = (await page.locator("section[aria-labelledby='fare-title']").boundingBox())!;
        const pay = (await page.getByRole("button", { name: "Pay Now" }).boundingBox())!;
        expect(pay.y).toBeGreaterThan(card.y);
        expect(pay.y + pay.height).toBeLessThan(card.y + card.height);
        expect(pay.x).toBeGreaterThan(card.x);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/fare-summary-${w.name}.png`, fullPage: true });

      // switch to the SUV: its server quote becomes the fare on screen, in the vehicle card, the booking details and the URL
      await suvRadio.check();
      await expect(suvRadio).toBeChecked();
      await expect(total).toHaveText(rupees(suv.fare));
      await expect(page.getByRole("heading", { level: 2, name: "Premium SUV" })).toBeVisible();
      await expect(page.locator("#vehicle-title")).toHaveText("Premium SUV");
      await expect(page.getByText("Toyota Innova Hycross or similar").first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`quote=${suv.quoteId}$`));
      if (w.width < 768) await expect(page.getByTestId("pay-bar-total")).toHaveText(rupees(suv.fare));

      // an add-on re-prices the SUV's quote on the server, and the comparison follows it
      const repriced = page.waitForResponse((r) => r.url().includes("/api/v1/bookings/charges/outstation"));
      const comparedAgain = page.waitForResponse(isClasses);
      await page.getByRole("switch", { name: /Child seat/ }).click();
      const suvWithSeat = ((await (await repriced).json()) as { data: QuoteData }).data;
      expect(suvWithSeat.carType).toBe("suv");
      expect(suvWithSeat.fare).toBeGreaterThan(suv.fare);
      await expect(total).toHaveText(rupees(suvWithSeat.fare));
      const again = await classesOf(await comparedAgain);
      const sedanWithSeat = again.find((c) => c.vehicle.code === "sedan")!.quote!;
      expect(sedanWithSeat.fare).toBeGreaterThan(sedan.fare);
      await expect(page.getByTestId("class-fare-sedan")).toHaveText(rupees(sedanWithSeat.fare));
      await expect(page.getByTestId("class-fare-suv")).toHaveText(rupees(suvWithSeat.fare));

      // back to the sedan: its quote keeps the child seat
      await sedanRadio.check();
      await expect(total).toHaveText(rupees(sedanWithSeat.fare));
      await expect(page.locator("#vehicle-title")).toHaveText("Executive Sedan");
      await expect(page.getByRole("switch", { name: /Child seat/ })).toHaveAttribute("aria-checked", "true");
      await expect(page.getByRole("rowheader", { name: "Child seat" })).toBeVisible();

      // and to the SUV again; Pay Now orders the quote on screen at its amount
      await suvRadio.check();
      await expect(total).toHaveText(rupees(suvWithSeat.fare));
      const ordered = page.waitForRequest((r) => r.url().includes("/api/v1/bookings/order/outstation"));
      await page.getByRole("button", { name: "Pay Now" }).click();
      expect((await ordered).postDataJSON().quoteId).toBe(suvWithSeat.quoteId);
      const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
      await expect(dialog.getByTestId("sandbox-amount")).toHaveText(`${rupees(suvWithSeat.fare)}.00`);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      // a reload keeps the chosen class
      await page.reload();
      await expect(page.locator("#vehicle-title")).toHaveText("Premium SUV");
      await expect(page.getByRole("radio", { name: /Premium SUV/ })).toBeChecked();
      await expect(page.getByTestId("fare-total")).toHaveText(rupees(suvWithSeat.fare));

      if (w.width < 768) {
        // at the end of the page the bar settles into the fare card and leaves the footer uncovered
        await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByTestId("pay-bar")).not.toHaveAttribute("data-pinned", "true");
        expect((await payBar(page)).position).toBe("static");
        await page.screenshot({ path: `${shots}/fare-summary-${w.name}-end.png` });
      }
    });
  }

  test("375 px: a city ride offers the Luxury Sedan, disabled with the reason when the guests do not fit", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerAndSignIn(page);
    const charge = await page.request.post("/api/v1/bookings/charges/cab-booking", {
      data: {
        pickUp: place("Lingaraj Temple, Old Town, Bhubaneswar, Odisha", 20.2382, 85.8338),
        dropOff: place("Kalinga Stadium, Nayapalli, Bhubaneswar, Odisha", 20.2887, 85.8219),
        stops: [],
        startTime: istIn(await ownedPickup()),
        passengerCount: 4,
        luggageCount: 2,
        carType: "sedan",
      },
    });
    expect(charge.status(), await charge.text()).toBe(200);
    const quote = (await charge.json()).data as QuoteData;
    const compared = page.waitForResponse(isClasses);
    await page.goto(`/luxury-cars/fare-summary?quote=${quote.quoteId}`);
    const classes = await classesOf(await compared);
    expect(classes.map((c) => c.vehicle.code)).toEqual(["sedan", "suv", "luxury"]);
    const picker = page.getByRole("radiogroup", { name: "Compare cars" });
    const luxury = picker.getByRole("radio", { name: /Luxury Sedan/ });
    await expect(luxury).toBeDisabled();
    const reason = "The Luxury Sedan takes up to 3 passengers and 3 suitcases. Choose fewer guests or another car.";
    await expect(page.getByTestId("class-option-luxury")).toContainText(reason);
    await expect(luxury).toHaveAccessibleDescription(reason);
    await expect(page.getByTestId("class-fare-luxury")).toHaveCount(0);
    await expect(picker.getByRole("radio", { name: /Executive Sedan/ })).toBeChecked();
    const suv = classes.find((c) => c.vehicle.code === "suv")!.quote!;
    await picker.getByRole("radio", { name: /Premium SUV/ }).check();
    await expect(page.getByTestId("fare-total")).toHaveText(rupees(suv.fare));
    await expect(page.getByTestId("pay-bar-total")).toHaveText(rupees(suv.fare));
    await expect(luxury).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}/city-ride-classes-375.png`, fullPage: true });
    await page
      .locator("section[aria-labelledby='classes-title']")
      .screenshot({ path: `${shots}/compare-cars-375.png` });
  });
});

test.describe("booking pages: no estimate, axe-clean at 375 and 1440 px", () => {
  for (const w of WIDTHS) {
    test(`${w.name} px: /outstation-trips, /hourly-rental, /airport-transfers`, async ({ page }) => {
      await page.setViewportSize({ width: w.width, height: w.height });
      for (const path of ["/outstation-trips", "/hourly-rental", "/airport-transfers"]) {
        await page.goto(path);
        await expect(page.getByRole("button", { name: "Check Fare" })).toBeVisible();
        if (path !== "/airport-transfers") {
          await choosePlace(page, "Pick-up location", "kiit", /KIIT University/);
          await choosePlace(page, "Drop-off location", "esplanade", /Esplanade One Mall/);
          await expect(page.getByText(/≈ [\d,.]+ km/)).toBeVisible();
        }
        await expect(page.getByText(/Indicative estimate/)).toHaveCount(0);
        expect(await seriousViolations(page), path).toEqual([]);
        await page.screenshot({ path: `${shots}/${path.slice(1)}-${w.name}.png`, fullPage: true });
      }
    });
  }
});
