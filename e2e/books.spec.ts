import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { TOOL_HEADERS } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { createPaidBooking } from "./support/paid-booking";
import { seriousViolations } from "./support/axe";
import { signInOperator } from "./ops-support";

// The console's Books (docs/books.md): the operator opens Books, picks the month of a ride paid here, sees the B2C
// table with its totals, downloads its CSV (the offline tool's columns) and reads it; screenshots at 375 and 1440 px.

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/books");
mkdirSync(SHOTS, { recursive: true });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** This month in Asia/Kolkata, YYYY-MM: the paid ride's invoice is issued now. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

test("the operator opens Books, sees the month's B2C table and downloads its CSV", async ({
  page,
  browser,
  baseURL,
}) => {
  const rider = await browser.newContext({ baseURL });
  const riderPage = await rider.newPage();
  await registerAndSignIn(riderPage, { name: "Meera Pattnaik" });
  await createPaidBooking(riderPage.request, {});
  await rider.close();

  await signInOperator(page);
  await page.goto("/ops");
  await page.getByRole("link", { name: "Books", exact: true }).click();
  await expect(page.getByRole("heading", { name: "GST returns" })).toBeVisible();
  await page.getByLabel("Return for").selectOption("month");
  await page.getByLabel("Month").fill(thisMonth());
  await expect(page).toHaveURL(new RegExp(`period=${thisMonth()}`));

  const b2cs = page.getByRole("region", { name: /7 B2C others/ });
  const table = b2cs.getByRole("table");
  await expect(table.getByRole("row").nth(1)).toContainText("21-Odisha");
  await expect(table.locator("tfoot")).toContainText("Total");
  await expect(page.getByRole("tab", { name: "GSTR-1" })).toHaveAttribute("aria-selected", "true");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    b2cs.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gstr1-${thisMonth()}-b2cs.csv`);
  const csv = readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe(TOOL_HEADERS.b2cs.join(","));
  expect(csv[1]).toMatch(/^OE,21-Odisha,,5,\d+\.\d{2},0\.00,$/);

  // the other tabs, each with its own panel
  await page.getByRole("tab", { name: "GSTR-3B" }).click();
  await expect(page.getByRole("heading", { name: "3.1(a) Outward taxable supplies" })).toBeVisible();
  await page.getByRole("tab", { name: "Series" }).click();
  await expect(page.getByRole("tabpanel").getByRole("table")).toContainText(/SL\/\d{2}-\d{2}/);
  await page.getByRole("tab", { name: "Reconciliation" }).click();
  await expect(page.getByText("Captured by the gateway")).toBeVisible();

  for (const size of [
    { name: "1440", width: 1440, height: 900 },
    { name: "375", width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await page.getByRole("tab", { name: "GSTR-1" }).click();
    await expect(table).toBeVisible();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `Books at ${size.name} px`).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `books-${size.name}.png`), fullPage: false });
  }
});
