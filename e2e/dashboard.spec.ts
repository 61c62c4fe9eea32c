import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { operatorRequest, signInOperator } from "./ops-support";

// The owner's dashboard (docs/decisions/027-dashboard.md): eight weeks of past rides made by the dev aid, the console's
// dashboard with its tiles and charts, a chart's CSV downloaded, and the page at a phone's and a laptop's width.
// With E2E_SCREENSHOTS=1 (support/fixtures.ts) the page is photographed at 375 and 1440 px; DASHBOARD_SCREENSHOTS=docs
// writes them to docs/screenshots/ (the decision record's pictures).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where the screenshots go: docs/screenshots when asked for, else the test's own output folder. */
const shotPath = (name: string) =>
  process.env.DASHBOARD_SCREENSHOTS === "docs"
    ? path.join(root, "docs/screenshots", name)
    : test.info().outputPath(name);
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("the dashboard shows the figures and charts of a range, and each chart's numbers as CSV", async ({ page }) => {
  test.setTimeout(120_000);
  const ops = await operatorRequest();
  const made = await ops.post("/api/v1/dev/dashboard/sample", { data: { days: 56, seed: 7 } });
  expect(made.status(), await made.text()).toBe(200);
  const { from, to } = (await made.json()) as { from: string; to: string; bookings: number };

  await signInOperator(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ops");
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "How the business is doing" })).toBeVisible();
  // the range and grain pickers, by their labels
  await page.getByLabel("From").fill(from);
  await page.getByLabel("To").fill(to);
  await page.getByLabel("Group by").selectOption("week");
  await expect(page).toHaveURL(new RegExp(`from=${from}.*grain=week|grain=week.*from=${from}`));

  const tiles = page.getByRole("list", { name: "Headline figures" });
  await expect(tiles.getByText("Revenue", { exact: true })).toBeVisible();
  await expect(tiles.getByText("Confirmed within 15 min")).toBeVisible();
  await expect(tiles.locator("li").first()).toContainText("₹");
  // every chart is a figure named by its caption, drawn on a canvas described by its sentence
  const figures = page.getByRole("figure");
  await expect(figures).toHaveCount(14);
  const revenue = page.getByRole("figure", { name: "Revenue by service" });
  await expect(revenue.getByRole("img", { name: "Revenue by service" })).toBeVisible();
  await expect.poll(() => revenue.locator("canvas").evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  // the numbers for screen readers, behind 'Show the numbers'
  await revenue.getByText("Show the numbers").click();
  await expect(revenue.getByRole("table")).toContainText(/Week of/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    revenue.getByRole("link", { name: "Download CSV: Revenue by service" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`revenue-by-service-${from}-to-${to}-week.csv`);
  const csv = readFileSync((await download.path()) as string, "utf8").split("\r\n");
  expect(csv[0]).toBe("Period,Hourly Rental (₹),Airport Transfer (₹),Outstation Trip (₹),Cab Booking (₹)");
  expect(csv.length).toBeGreaterThanOrEqual(9); // 8 or 9 weeks and the last line's end
  const total = csv
    .slice(1)
    .filter(Boolean)
    .flatMap((l) => l.split(",").slice(1).map(Number))
    .reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(0);

  // a laptop and a phone: the charts side by side, then stacked, never scrolling sideways
  await revenue.getByText("Show the numbers").click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shotPath("dashboard-1440.png"), fullPage: true });
  const boxes = async () => Promise.all([0, 1].map(async (i) => (await figures.nth(i).boundingBox())!));
  const [a, b] = await boxes();
  expect(a!.y).toBe(b!.y); // two columns
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(async () => (await boxes())[1]!.y).toBeGreaterThan((await boxes())[0]!.y); // stacked
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shotPath("dashboard-375.png"), fullPage: true });
});
