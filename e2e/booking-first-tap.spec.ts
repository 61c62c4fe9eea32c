import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

/**
 * The booking forms answer their first tap: a prerendered booking page marks its form `data-hydrate-early`,
 * so the loader (apps/web/hydrate-on-intent/loader.ts) starts the app at idle right after the first paint instead of
 * after the load event; a tap on Check Fare 3 s after load is handled by React itself (its validation message), not
 * held by the loader and replayed.
 */
const FORMS = [
  { path: "/outstation-trips", form: "Outstation trip" },
  { path: "/hourly-rental", form: "Hourly rental" },
  { path: "/airport-transfers", form: "Airport transfer" },
  { path: "/luxury-cars/sedan", form: "City ride" },
];
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("a booking form hydrates after its first paint without waiting for the load event", async ({ page }) => {
  // an image that never arrives holds the load event until the test lets it go
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/held-image.png", async (route) => {
    await gate;
    await route.fulfill({ status: 404, body: "" });
  });
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const img = document.createElement("img");
      img.src = "/held-image.png";
      img.alt = "";
      document.body.appendChild(img);
    }),
  );
  for (const { path, form } of FORMS) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("form", { name: form })).toHaveAttribute("data-hydrate-early", "");
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  }
  release();
});

// @full-browser: see e2e/marketing-hydration.spec.ts (the headless shell's stray intent events)
test("a page without an early form still waits for the load event", { tag: "@full-browser" }, async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/held-image.png", async (route) => {
    await gate;
    await route.fulfill({ status: 404, body: "" });
  });
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const img = document.createElement("img");
      img.src = "/held-image.png";
      img.alt = "";
      document.body.appendChild(img);
    }),
  );
  const appCode: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/.*\.js$/.test(new URL(r.url()).pathname)) appCode.push(r.url());
  });
  await page.goto("/faq", { waitUntil: "domcontentloaded" });
  // the moment a booking form's page starts its app (idle after the first paint, see the test above) has passed twice
  const idle = () => page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(r))));
  await idle();
  await idle();
  expect(await hydrated(page)).toBe(false);
  expect(appCode, "the app's code is not asked for before the load event").toEqual([]);
  release();
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
});

test("a tap on Check Fare 3 s after load is answered by React at once", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { held?: boolean; tapAt?: number; answeredAt?: number };
    addEventListener("pointerdown", () => (w.tapAt ??= performance.now()), true);
    new MutationObserver((records) => {
      if (records.some((r) => r.attributeName === "data-hydration-pending")) w.held = true;
      if (w.tapAt !== undefined && document.querySelector('main form [role="alert"]:not(:empty)'))
        w.answeredAt ??= performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  for (const { path, form } of FORMS) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expect.poll(() => hydrated(page), { message: path, timeout: 15_000 }).toBe(true);
    await page.getByRole("form", { name: form }).getByRole("button", { name: "Check Fare" }).click();
    await expect(page.getByRole("form", { name: form }).getByRole("alert").first()).toBeVisible();
    const { held, tapAt, answeredAt } = await page.evaluate(() => {
      const x = window as unknown as { held?: boolean; tapAt: number; answeredAt: number };
      return { held: x.held === true, tapAt: x.tapAt, answeredAt: x.answeredAt };
    });
    expect(held, `${path}: the loader held the tap`).toBe(false);
    // the bench measures the 200 ms target on a throttled phone; here, unthrottled, React answers well within it
    expect(answeredAt - tapAt, path).toBeLessThan(500);
  }
});
