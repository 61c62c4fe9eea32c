import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { holdRequests, nextFrames } from "./support/wait";
import { orderHourlyRental } from "./support/booking-api";

/**
 * My Bookings painted by the shell before the app's code (docs/decisions/016): on a cold visit the shell's
 * first script paints the list from its early request's answer (apps/web/rider-sw/bookings-painter.ts) while every
 * /assets/*.js is held; React then takes over without a hydration error; server text is text, never markup; and a
 * second rider's session never keeps the first rider's page on screen. Cold means no worker: it is blocked here.
 */
test.use({ serviceWorkers: "block" });

const card = '[data-testid="booking-card"]';
const painted = `rider-snapshot ${card}`;

/** An unpaid hourly-rental booking of the signed-in rider through the API; the references of their active bookings. */
async function createBooking(page: Page) {
  await orderHourlyRental(page);
  const list = await page.request.get("/api/v1/bookings?page=1&limit=10");
  return ((await list.json()).data.active as { reference: string }[]).map((b) => b.reference);
}

/** Each card's pickup, car, status and payment texts, as a painted or a React card shows them. */
const cardTexts = (cards: Locator) =>
  cards.evaluateAll((els) =>
    els.map((el) =>
      ["booking-pickup", "booking-vehicle", "booking-status", "payment-status"].map(
        (id) => el.querySelector(`[data-testid="${id}"]`)?.textContent,
      ),
    ),
  );

/** Holds every script of the app until `release()`: what shows meanwhile is the shell's own doing. */
/** The app's scripts held until released (support/hold.ts). */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.*\.js(\?.*)?$/);

for (const width of [375, 1440]) {
  test.describe(`My Bookings painted before the app's code at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("cold: the rider's list is on screen while the app's code is held, then React's without a hydration error", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await registerAndSignIn(page);
      await createBooking(page);
      const refs = await createBooking(page);
      const scripts = await holdScripts(page);
      await page.goto("/user/bookings", { waitUntil: "commit" });

      // painted from the early request's answer: both cards, the heading and the counts, inert
      await expect(page.locator(painted)).toHaveCount(2);
      await expect(page.locator(painted).first()).toBeVisible();
      for (const ref of refs) await expect(page.locator(painted).filter({ hasText: ref })).toHaveCount(1);
      await expect(page.locator("rider-snapshot h1")).toHaveText("My Bookings");
      await expect(page.locator("rider-snapshot")).toHaveJSProperty("inert", true);
      expect(scripts.seen(), "the app's scripts were asked for and held").toBeGreaterThan(0);
      // no module of the app has run
      expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
      const before = await cardTexts(page.locator(painted));
      await page.screenshot({ path: `e2e/artifacts/service-worker/cold-painted-${width}.png` });
      // while the painted list waits, a page of React's (here a stand-in: React's own is still held) stays out of sight,
      // so there is one list on the page at a time (two 'Past' tabs once failed a test clicking one)
      await page.evaluate(() => {
        const root = document.createElement("div");
        root.setAttribute("data-snapshot-root", "");
        root.id = "stand-in";
        root.innerHTML = "<main><h1>My Bookings</h1></main>";
        document.body.append(root);
      });
      await expect(page.locator("#stand-in main")).toBeHidden();
      await expect(page.getByRole("heading", { name: "My Bookings" })).toHaveCount(1);
      await page.evaluate(() => document.getElementById("stand-in")?.remove());

      scripts.release();
      // React's list replaces the painted one (the console guard fails the test on a hydration error)
      await expect(page.locator("rider-snapshot")).toHaveCount(0);
      await expect(page.locator(card)).toHaveCount(2);
      await expect(page.locator('[role="tabpanel"]')).toHaveAttribute("data-refreshed", "true");
      const after = await cardTexts(page.locator(card));
      expect(before, "the painted cards say what React's say").toEqual(after);
      // the page works: a card's details open
      await page.getByRole("button", { name: "View Details" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("cold: server text is painted as text, never as markup", async ({ page }) => {
      test.setTimeout(90_000);
      await registerAndSignIn(page);
      await createBooking(page);
      // the list's answer carries markup in its text (places are chosen from suggestions, so the server is bypassed)
      const markup = '<img src=x onerror="window.__pwned=1"><b>Patia</b>';
      await page.route("**/api/v1/bookings?*", async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        body.data.active[0].pickupLocation = markup;
        body.data.active[0].reference = "<i>REF</i>";
        await route.fulfill({ response: res, json: body });
      });
      const scripts = await holdScripts(page);
      await page.goto("/user/bookings", { waitUntil: "commit" });
      await expect(page.locator(painted)).toHaveCount(1);
      await expect(page.locator(painted)).toContainText(markup);
      await expect(page.locator(painted)).toContainText("<i>REF</i>");
      await expect(page.locator("rider-snapshot img, rider-snapshot b, rider-snapshot i")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      scripts.release();
      await expect(page.locator("rider-snapshot")).toHaveCount(0);
      await expect(page.locator(card)).toContainText(markup);
    });

    test("a second rider's session: the first rider's kept page is taken down by /me's early answer and the second's list painted", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await registerAndSignIn(page, { name: "First Rider" });
      const firstRefs = await createBooking(page);
      await page.goto("/user/bookings");
      await expect(page.locator(card)).toHaveCount(1);
      await expect
        .poll(async () =>
          page.evaluate(
            () => JSON.parse(localStorage.getItem("sl.rider-cache.v1") ?? "{}").snapshots?.["/user/bookings"],
          ),
        )
        .toBeTruthy();

      // another rider's session replaces the cookies without this page's app knowing (no logout here)
      await registerAndSignIn(page, { name: "Second Rider" });
      const secondRefs = await createBooking(page);
      const scripts = await holdScripts(page);
      await page.goto("/user/bookings", { waitUntil: "commit" });
      await expect(page.locator(painted)).toHaveCount(1);
      await expect(page.locator(painted)).toContainText(secondRefs[0]);
      await expect(page.getByText(firstRefs[0])).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("sl.rider-cache.v1"))).toBeNull();
      scripts.release();
      await expect(page.locator("rider-snapshot")).toHaveCount(0);
      await expect(page.locator(card)).toHaveCount(1);
      await expect(page.locator(card)).toContainText(secondRefs[0]);
      await expect(page.getByText(firstRefs[0])).toHaveCount(0);
    });

    test("signed out (the hint cookie left, the session gone): nothing is painted and the page goes to sign-in", async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await registerAndSignIn(page);
      await createBooking(page);
      const cookies = await context.cookies();
      await context.clearCookies();
      await context.addCookies(cookies.filter((c) => c.name === "signed_in"));
      const scripts = await holdScripts(page);
      // the shell's early requests answered (refused) and the app's scripts asked for and held: whatever the shell
      // would paint from those answers is painted by the next frame
      const answered = page.waitForResponse((r) => r.url().includes("/api/v1/bookings?"));
      await page.goto("/user/bookings", { waitUntil: "commit" });
      expect((await answered).ok(), "the list refused without a session").toBe(false);
      await expect.poll(() => scripts.seen()).toBeGreaterThan(0);
      await nextFrames(page);
      await expect(page.locator("rider-snapshot")).toHaveCount(0);
      scripts.release();
      await expect(page).toHaveURL(/\/auth/);
    });
  });
}
