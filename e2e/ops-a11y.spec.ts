import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "axe-core";
import { test, expect } from "./support/fixtures";
import { signInOperator } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";
import { registerAndSignIn } from "./support/auth";

// Accessibility (axe, WCAG 2.1 AA) of every console screen, on a phone (375 px) and a desktop width, with screenshots:
// the one axe pass per console screen and width (e2e/a11y-sweep.spec.ts leaves the console to this file).
const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/ops");
mkdirSync(SHOTS, { recursive: true });
const SCREENS = [
  { path: "/ops", ready: "Bookings queue" },
  { path: "/ops/live", ready: "Live board" },
  { path: "/ops/fleet", ready: "Fleet & people" },
  { path: "/ops/leads", ready: "Leads" },
  { path: "/ops/events", ready: "Events" },
  { path: "/ops/tariff", ready: "Tariff" },
  { path: "/ops/riders", ready: "Riders" },
  { path: "/ops/operators", ready: "Operators" },
  { path: "/ops/companies", ready: "Companies" },
  { path: "/ops/books", ready: "GST returns" },
  { path: "/ops/dashboard", ready: "How the business is doing" },
  { path: "/ops/activity", ready: "Activity" },
];
const serious = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);

// one test per screen and width: each has its own time budget, and the two workers share them out
for (const size of [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
]) {
  for (const s of SCREENS) {
    test(`${s.path} has no serious accessibility violations at ${size.name} px`, async ({ page }) => {
      // axe over a console screen that holds the whole run's data (the activity log: its latest 150 entries) took
      // 33 s late in a full run on two cores
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInOperator(page);
      await page.goto(s.path);
      await expect(page.getByRole("heading", { level: 1, name: s.ready })).toBeVisible();
      // loaded (the live board keeps a status of its own: its connection)
      await expect(page.getByRole("status").filter({ hasText: /loading|checking/i })).toHaveCount(0);
      if (s.path !== "/ops/live") await expect(page.getByRole("status")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(serious(results.violations), `${s.path} at ${size.name}px`).toEqual([]);
      if (size.name === "375")
        await page.screenshot({ path: path.join(SHOTS, `mobile-${s.path.split("/").pop()}.png`), fullPage: true });
    });
  }
}

test("a booking's detail, its tabs and the confirm and decline dialogs have no serious accessibility violations", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000); // six axe passes over the console's heaviest page; in a full run on 2 cores each takes ~10 s
  const ctx = await browser.newContext({ baseURL });
  const riderPage = await ctx.newPage();
  await registerAndSignIn(riderPage);
  const booking = await createPaidBooking(riderPage.request, { placard: "Mr. Das" });
  await ctx.close();
  await signInOperator(page);
  await page.goto(`/ops/bookings/${booking.bookingId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(booking.reference);
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(serious(results.violations), where).toEqual([]);
  };
  await check("trip tab");
  for (const tab of [/Payments/, /Messages/, /History/]) {
    await page.getByRole("tab", { name: tab }).click();
    await check(String(tab));
  }
  // arrow keys move between tabs
  await page.getByRole("tab", { name: /History/ }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Trip" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("dialog").getByLabel("Chauffeur")).toBeVisible();
  await check("confirm dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("dialog").getByLabel("Reason for the rider")).toBeVisible();
  await check("decline dialog");
});
