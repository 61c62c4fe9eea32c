import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";

/**
 * A booking path on every screen (item 3): the phone header's 'Menu' (a <details> disclosure that works
 * before hydration), the landing hero's 'Book a ride', and each service card's 'Book online' beside its 'Book {service}'
 * request dialog. At 375 and 1440 px; screenshots in e2e/artifacts/rider-nav/.
 */
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/rider-nav");
mkdirSync(SHOTS, { recursive: true });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** Each booking page the menu lists, with the heading that proves it opened. */
const BOOKING_PAGES = [
  { link: "Outstation Trips", url: /\/outstation-trips$/, heading: "Smooth Journeys. Beautiful Surroundings." },
  { link: "Hourly Rentals", url: /\/hourly-rental$/, heading: "Seamless Travel, On Your Schedule." },
  { link: "Airport Transfers", url: /\/airport-transfers$/, heading: "On Time, Every Flight." },
  { link: "Luxury Cars", url: /\/luxury-cars$/, heading: "Choose Your Car." },
  { link: "Events & Weddings", url: /\/event-experience$/, heading: "Make Arrivals Memorable" },
];

const header = (page: Page) => page.getByTestId("site-header");
const menuButton = (page: Page) => header(page).getByRole("button", { name: "Menu" });
const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const serious = (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  return (include ? builder.include(include) : builder)
    .analyze()
    .then((r) =>
      r.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    );
};

/** Holds React Router's client entry until `release()` (as e2e/marketing-hydration.spec.ts does). */
async function holdHydration(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe("the phone menu", () => {
  test.use({ viewport: PHONE });

  test("'Menu' is a disclosure button that reaches every booking page, from a prerendered and an app page", async ({
    page,
  }) => {
    await page.goto("/");
    // the desktop's service links are hidden on a phone; the menu takes their place
    await expect(header(page).getByRole("navigation", { name: "Services" })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link")).toHaveText([...BOOKING_PAGES.map((p) => p.link), "Login or Register"]);
    expect(await serious(page, '[data-testid="site-header"]')).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, "menu-open-375.png") });
    await menuButton(page).click();
    await expect(menu(page)).toBeHidden();

    for (const p of BOOKING_PAGES) {
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
      await menu(page).getByRole("link", { name: p.link }).click();
      await expect(page).toHaveURL(p.url);
      await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
      // the navigation closed the menu
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(menu(page)).toBeHidden();
    }
  });

  test("Escape closes it and puts the focus back on 'Menu'; a tap outside closes it", async ({ page }) => {
    await page.goto("/outstation-trips");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    // the links follow the button in the tab order
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Outstation Trips" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("before hydration it opens natively, says so, closes on Escape and its links work as plain HTML", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto("/about-us");
    await menuButton(page).click();
    expect(await hydrated(page)).toBe(false);
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Events & Weddings" }).click();
    await expect(page).toHaveURL(/\/event-experience$/);
    await expect(page.getByRole("heading", { level: 1, name: "Make Arrivals Memorable" })).toBeVisible();
    release();
  });

  test("a menu opened before hydration stays open once React takes over, and then closes on Escape", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto("/faq");
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(menu(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("a signed-in rider's menu has My Bookings and the profile", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/hourly-rental");
    await menuButton(page).click();
    await expect(menu(page).getByRole("link", { name: "Login or Register" })).toHaveCount(0);
    await menu(page).getByRole("link", { name: "My Bookings" }).click();
    await expect(page).toHaveURL(/\/user\/bookings$/);
    await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("button", { name: "Log Out" })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, "profile-375.png") });
  });
});

test.describe("the desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("is unchanged: the four service links, no 'Menu'", async ({ page }) => {
    await page.goto("/");
    const nav = header(page).getByRole("navigation", { name: "Services" });
    await expect(nav.getByRole("link")).toHaveText([
      "Outstation",
      "Hourly Rentals",
      "Airport Transfers",
      "Luxury Cars",
    ]);
    await expect(menuButton(page)).toBeHidden();
    await nav.getByRole("link", { name: "Airport Transfers" }).click();
    await expect(page).toHaveURL(/\/airport-transfers$/);
    await expect(page.getByRole("heading", { level: 1, name: "On Time, Every Flight." })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await page.screenshot({ path: path.join(SHOTS, "header-1440.png") });
  });
});

for (const [name, viewport] of [
  ["375", PHONE],
  ["1440", DESKTOP],
] as const) {
  test.describe(`the landing page's booking paths at ${name} px`, () => {
    test.use({ viewport });

    test("'Book a ride' in the hero opens the luxury cars catalogue", async ({ page }) => {
      await page.goto("/");
      const book = page.getByRole("link", { name: "Book a ride" });
      await expect(book).toBeInViewport();
      await page.screenshot({ path: path.join(SHOTS, `hero-${name}.png`) });
      await book.click();
      await expect(page).toHaveURL(/\/luxury-cars$/);
      await expect(page.getByRole("heading", { level: 1, name: "Choose Your Car." })).toBeVisible();
    });

    test("each service card opens its 'Book {service}' dialog and offers 'Book online' to its page", async ({
      page,
    }) => {
      const cards = [
        { service: "Luxury Cars", url: /\/luxury-cars$/ },
        { service: "Outstation Trips", url: /\/outstation-trips$/ },
        { service: "Hourly Rentals", url: /\/hourly-rental$/ },
        { service: "Airport Transfers", url: /\/airport-transfers$/ },
      ];
      await page.goto("/");
      const services = page.locator("#services");
      await services.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `services-${name}.png`), fullPage: false });
      for (const { service, url } of cards) {
        await services.getByRole("button", { name: new RegExp(service) }).click();
        const dialog = page.getByRole("dialog", { name: `Book ${service}` });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await expect(dialog).toBeHidden();
        await services.getByRole("link", { name: `Book online for ${service}` }).click();
        await expect(page).toHaveURL(url);
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
      }
      expect(await serious(page, "#services")).toEqual([]);
    });
  });
}
