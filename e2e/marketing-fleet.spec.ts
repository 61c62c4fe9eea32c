import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { classPriceTexts } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";

/**
 * The luxury cars catalogue and car pages show each class's drawn picture and its 'from ₹' price (computed by the
 * server from the published tariff, GET /api/v1/vehicle-classes/prices) with what 'from' means; the event page's hero
 * has its picture. At 375 and 1440 px; screenshots in e2e/artifacts/rider-nav/.
 */
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/rider-nav");
mkdirSync(SHOTS, { recursive: true });

/** The seeded tariff's lowest city-ride fares (minimum fare + 5% GST), as the README's Tariff section shows them. */
const FROM = { sedan: "₹524", suv: "₹734", luxury: "₹1,574" };
const NAMES = { sedan: "Executive Sedan", suv: "Premium SUV", luxury: "Luxury Sedan" };

for (const [name, viewport] of [
  ["375", { width: 375, height: 812 }],
  ["1440", { width: 1440, height: 900 }],
] as const) {
  test.describe(`the fleet at ${name} px`, () => {
    test.use({ viewport });

    test("the catalogue shows each class's picture and 'from ₹' price from the server, and says what 'from' means", async ({
      page,
    }) => {
      const prices = page.waitForResponse((r) => r.url().endsWith("/api/v1/vehicle-classes/prices"));
      await page.goto("/luxury-cars");
      const api = await (await prices).json();
      expect(api.data.prices.map((p: { code: string }) => p.code)).toEqual(["sedan", "suv", "luxury"]);
      for (const code of ["sedan", "suv", "luxury"] as const) {
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: NAMES[code] }) });
        const picture = card.getByTestId(`car-illustration-${code}`);
        await expect(picture).toBeVisible();
        // a drawn picture, not an empty box: it has a real size and the car's wheels
        const box = await picture.boundingBox();
        expect(box!.width).toBeGreaterThan(250);
        expect(box!.height).toBeGreaterThan(110);
        expect(await picture.locator("circle").count()).toBeGreaterThan(4);
        await expect(card.getByTestId(`from-price-${code}`)).toHaveText(
          `${classPriceTexts.from} ${FROM[code]} ${classPriceTexts.perRide}`,
        );
        const paise = api.data.prices.find((p: { code: string }) => p.code === code).fromPaise;
        expect(`₹${(paise / 100).toLocaleString("en-IN")}`).toBe(FROM[code]);
        await expect(card.getByRole("link", { name: `Book the ${NAMES[code]}` })).toHaveAttribute(
          "href",
          `/luxury-cars/${code}`,
        );
      }
      await expect(page.getByTestId("from-price-basis")).toHaveText(classPriceTexts.basis);
      await page.screenshot({ path: path.join(SHOTS, `luxury-cars-${name}.png`), fullPage: true });
    });

    test("a car's page shows its picture and 'from ₹' above the city ride form", async ({ page }) => {
      await page.goto("/luxury-cars/suv");
      await expect(page.getByRole("heading", { level: 1, name: "Premium SUV" })).toBeVisible();
      await expect(page.getByTestId("car-illustration-suv")).toBeVisible();
      await expect(page.getByTestId("from-price-suv")).toHaveText(
        `${classPriceTexts.from} ${FROM.suv} ${classPriceTexts.perRide}`,
      );
      await expect(page.getByTestId("from-price-basis")).toHaveText(classPriceTexts.basis);
      await expect(page.getByRole("heading", { name: "Book a city ride" })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `luxury-car-suv-${name}.png`), fullPage: true });
    });

    test("the event page's hero has its picture behind readable text", async ({ page }) => {
      await page.goto("/event-experience");
      const hero = page.getByRole("region", { name: "Make Arrivals Memorable" });
      const picture = hero.getByTestId("event-illustration");
      await expect(picture).toBeVisible();
      const [heroBox, pictureBox] = [await hero.boundingBox(), await picture.boundingBox()];
      expect(pictureBox!.width).toBeCloseTo(heroBox!.width, 0);
      expect(pictureBox!.height).toBeCloseTo(heroBox!.height, 0);
      // the header sits transparent over the picture at the top, as on the landing page
      await expect(page.getByTestId("site-header")).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      await page.screenshot({ path: path.join(SHOTS, `event-hero-${name}.png`) });
    });
  });
}
