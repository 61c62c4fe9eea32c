import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { ridePages, schedulePaths } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { readOtp } from "./support/auth";
import { outboxFor, signInOperator } from "./ops-support";

// Working hours and time off (README "Working hours and time off"): the chauffeur asks for leave in the app, the
// operator edits the chauffeur's week and approves the request in the console, the app shows it approved.
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/schedules");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** axe's serious and critical findings (WCAG 2.1 AA) inside `selector`. */
async function seriousIssues(page: Page, selector: string) {
  const r = await new AxeBuilder({ page })
    .include(selector)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return r.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The date n days from today in Asia/Kolkata, 'YYYY-MM-DD'. */
const istDay = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

test.describe("schedules", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a chauffeur asks for leave in the app; the operator edits their hours and approves it", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36).slice(-4);
    const name = `Ravi Nayak ${tag}`;
    const phone = `7${String(Date.now()).slice(-9)}`;
    await signInOperator(page);
    const added = await page.request.post("/api/v1/ops/chauffeurs", {
      data: { name, phone: `+91${phone}`, licenceNumber: "OD0220190012345", licenceExpiry: "2035-12-31" },
    });
    expect(added.status(), await added.text()).toBe(201);
    const chauffeurId = ((await added.json()) as { id: string }).id;

    // the chauffeur's phone: 'My schedule' shows the default week (every day 06:00–22:00) and asks for leave
    const phoneCtx = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const driver = await phoneCtx.newPage();
    await driver.goto(ridePages.driverSignIn);
    await driver.getByLabel("Phone number").fill(phone);
    await driver.getByRole("button", { name: "Send code" }).click();
    await driver.getByLabel("Code from SMS").fill(await readOtp(driver, `+91${phone}`));
    await driver.getByRole("button", { name: "Sign in" }).click();
    await expect(driver.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
    await driver.getByRole("navigation", { name: "App sections" }).getByRole("link", { name: "My schedule" }).click();
    await expect(driver.getByRole("heading", { level: 1, name: "My schedule" })).toBeVisible();
    const thisWeek = driver.getByRole("region", { name: "This week" });
    await expect(thisWeek.getByRole("listitem")).toHaveCount(7);
    await expect(thisWeek.getByRole("listitem").first()).toContainText("06:00–22:00");

    const request = driver.getByRole("form", { name: "Request leave" });
    await request.getByLabel("Kind").selectOption("leave");
    await request.getByLabel("First day").fill(istDay(3));
    await request.getByLabel("Last day").fill(istDay(4));
    await request.getByLabel("Note (optional)").fill("Sister's wedding");
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(driver.getByRole("status").filter({ hasText: "Request sent" })).toBeVisible();
    const myTimeOff = driver.getByRole("region", { name: "My time off" });
    await expect(myTimeOff).toContainText("Waiting for approval");
    // the same days again: refused in the app's words
    await request.getByLabel("First day").fill(istDay(4));
    await request.getByRole("button", { name: "Send request" }).click();
    await expect(request.getByRole("alert")).toHaveText(
      "You already have time off on some of these days. Choose other days.",
    );
    await shot(driver, "driver-schedule-375");
    expect(await seriousIssues(driver, "main")).toEqual([]);

    // the console: the request waits under 'Leave requests'; the operator gives Monday off and ends Tuesday at 18:00
    await page.goto("/ops/fleet");
    await page.getByRole("tab", { name: "Chauffeurs" }).click();
    const requests = page.getByRole("region", { name: /Leave requests/ });
    await expect(requests).toContainText(name);
    await shot(page, "console-leave-requests-1440");
    await page.getByRole("button", { name: `Schedule of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Schedule · ${name}` });
    await expect(dialog.getByRole("group", { name: "Monday" })).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Off on Monday" }).check();
    await dialog.getByLabel("Tuesday Ends").fill("18:00");
    await dialog.getByLabel("Rest between duties").fill("10");
    // the base from the places gazetteer: its name and coordinates filled in
    await dialog.getByLabel("Find a place").fill("Patia");
    await dialog.getByRole("button", { name: "Find", exact: true }).click();
    await dialog.getByRole("list", { name: "Places found" }).getByRole("button").first().click();
    await expect(dialog.getByLabel("Base name")).not.toHaveValue("");
    await expect(dialog.getByLabel("Latitude")).toHaveValue(/^2\d\./);
    await shot(page, "console-schedule-1440");
    expect(await seriousIssues(page, '[role="dialog"]')).toEqual([]);
    // a shift that ends before it starts is refused with the day named
    await dialog.getByLabel("Wednesday Ends").fill("05:00");
    await dialog.getByRole("button", { name: "Save hours" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Wednesday: the shift must end after it starts");
    await dialog.getByLabel("Wednesday Ends").fill("22:00");
    await dialog.getByRole("button", { name: "Save hours" }).click();
    await expect(page.getByText(`Saved ${name}'s schedule.`)).toBeVisible();
    const saved = (await (await page.request.get(schedulePaths.schedule(chauffeurId))).json()) as {
      hours: { weekday: number; starts: string; ends: string }[];
      limits: { minRestMinutes: number };
      base: { label: string; lat: number; lng: number } | null;
    };
    expect(saved.hours.map((h) => h.weekday)).toEqual([0, 2, 3, 4, 5, 6]);
    expect(saved.hours.find((h) => h.weekday === 2)).toEqual({ weekday: 2, starts: "06:00", ends: "18:00" });
    expect(saved.limits.minRestMinutes).toBe(600);
    expect(saved.base?.label).toMatch(/Patia/);
    await expect(dialog.getByRole("region", { name: "Time off" })).toContainText("Requested");
    await dialog.getByRole("button", { name: "Add time off" }).scrollIntoViewIfNeeded();
    await shot(page, "console-time-off-1440");
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "console-schedule-375");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await requests.getByRole("button", { name: new RegExp(`^Approve ${name}'s leave`) }).click();
    await expect(page.getByText(`Approved: ${name} is told by SMS.`)).toBeVisible();
    await expect(requests).not.toContainText(name);
    await shot(page, "console-chauffeurs-1440");

    // the chauffeur is told by SMS, and the app shows the days approved
    await expect
      .poll(async () => (await outboxFor(page.request, `+91${phone}`)).map((m) => m.text).join("\n"))
      .toMatch(/your time off .* is approved/);
    await driver.reload();
    await expect(myTimeOff).toContainText("Approved");
    await expect(driver.getByRole("region", { name: /week/ }).getByText("Leave · Approved").first()).toBeVisible();
    await driver.setViewportSize({ width: 1440, height: 900 });
    await shot(driver, "driver-schedule-1440");
    await phoneCtx.close();
  });

  test("a car's unavailable period warns of nothing when the car is free, and is removed again", async ({ page }) => {
    await signInOperator(page);
    const plate = `OD02S${String(Date.now()).slice(-4)}`;
    const car = await page.request.post("/api/v1/ops/cars", {
      data: { vehicleClass: "sedan", model: "Toyota Camry Hybrid", plate, seats: 4, luggage: 3 },
    });
    expect(car.status(), await car.text()).toBe(201);
    await page.goto("/ops/fleet");
    await page.getByRole("button", { name: `Unavailable periods of ${plate}` }).click();
    const dialog = page.getByRole("dialog", { name: `Unavailable periods · ${plate}` });
    await expect(dialog).toContainText("No unavailable periods");
    await dialog.getByLabel("Reason").selectOption("puc");
    await dialog.getByLabel("Note (optional)").fill("PUC certificate renewal");
    await dialog.getByLabel("From (IST)").fill(`${istDay(5)}T09:00`);
    await dialog.getByLabel("Until (IST)").fill(`${istDay(5)}T13:00`);
    await dialog.getByRole("button", { name: "Add period" }).click();
    await expect(page.getByText(`${plate} marked unavailable.`)).toBeVisible();
    const periods = dialog.getByRole("list", { name: "Unavailable periods" });
    await expect(periods).toContainText("PUC renewal");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await shot(page, "console-car-1440");
    expect(await seriousIssues(page, '[role="dialog"]')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "console-car-375");
    await periods.getByRole("button", { name: /^Remove PUC renewal/ }).click();
    await expect(dialog).toContainText("No unavailable periods");
  });
});
