import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { postAsVisitor } from "./support/visitor";
import { outboxFor, signInOperator } from "./ops-support";

// Screenshots of the event pages for review (git-ignored artifacts folder).
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/ops");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Serious or critical axe violations (WCAG 2.1 AA) of the page as it is. */
async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** An Asia/Kolkata calendar date `days` from now. */
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe("weddings and events in the console", () => {
  test.slow();
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an operator turns an event enquiry into a quote with three cars over two days and sends it", async ({
    page,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const name = `Ipsita Rath ${tag}`;
    const digits = `94${String(Date.now()).slice(-8)}`;
    const email = `ipsita-${tag}@example.in`;
    const res = await postAsVisitor("/api/v1/leads/event-enquiries", {
      eventType: "wedding",
      name,
      phone: digits,
      description: "Wedding in Bhubaneswar: three luxury cars for two days",
    });
    expect(res.status, res.text).toBeLessThan(300);
    const [day1, day2] = [istDate(60), istDate(61)];

    await signInOperator(page);
    await page.goto("/ops/leads");
    await page.getByTestId("lead-card").filter({ hasText: name }).click();
    await page.getByRole("dialog", { name }).getByRole("link", { name: "Create event" }).click();
    const create = page.getByRole("dialog", { name: `New event from ${name}'s enquiry` });
    await create.getByLabel("Client's e-mail (when the enquiry has none)").fill(email);
    await create.getByLabel("Venue").fill("Mayfair Convention");
    await create.getByLabel("Day 1").fill(day1);
    await create.getByRole("button", { name: "Add a day" }).click();
    await create.getByLabel("Day 2").fill(day2);
    await create.getByRole("button", { name: "Create event" }).click();
    await expect(page).toHaveURL(/\/ops\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Wedding of ${name}`);
    await expect(page.getByTestId("event-status")).toHaveText("Draft");

    // the quote: one line of three luxury cars by the day, on both dates (a new line starts on every date)
    await page.getByRole("button", { name: "Start the quote" }).click();
    const builder = page.getByRole("form", { name: "Quote version 1" });
    await builder.getByLabel("Kind of line").selectOption("cars");
    await builder.getByRole("button", { name: "Add line" }).click();
    const line = builder.getByTestId("quote-line").first();
    await line.getByLabel("Vehicle class").selectOption("luxury");
    await line.getByLabel("Number of cars").fill("3");
    await expect(line.getByRole("checkbox")).toHaveCount(2);
    for (const box of await line.getByRole("checkbox").all()) await expect(box).toBeChecked();
    // the server's preview: 3 cars × 2 dates × ₹12,000 = ₹72,000; GST 5% ₹3,600; total ₹75,600; deposit 30% ₹22,680
    const preview = builder.getByTestId("quote-amounts");
    await expect(preview.getByTestId("amount-total")).toHaveText("₹75,600");
    await expect(preview.getByTestId("amount-deposit")).toHaveText("₹22,680");
    await expect(preview).toContainText("3 × Luxury Sedan × 2 dates");
    await shot(page, "event-quote-builder");
    expect(await seriousViolations(page), "the quote builder").toEqual([]);

    await builder.getByRole("button", { name: "Send quote" }).click();
    await builder.getByRole("button", { name: "Yes, send it" }).click();
    await expect(page.getByTestId("event-status")).toHaveText("Sent");
    const link = page.getByTestId("quote-link");
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/events\/quote\/[0-9a-f-]{36}\?t=[0-9a-f]{32}$/);

    // the client gets the signed link by SMS and by e-mail (the outbox)
    await expect
      .poll(async () => (await outboxFor(page.request, `+91${digits}`)).some((m) => m.text.includes(href)))
      .toBe(true);
    const mail = (await outboxFor(page.request, email)).find((m) => m.channel === "email");
    expect(mail?.subject).toContain("₹75,600");
    expect(mail?.text).toContain(href);

    // the capacity table has the line on each date; the list shows the event as sent with its total
    await expect(page.getByTestId("capacity-table").locator("tbody tr")).toHaveCount(2);
    // a partner owner's luxury car covers a shortfall of one on each date (the seeded fleet has two)
    const partner = page.getByRole("form", { name: "Record a partner car" });
    await partner.getByLabel("Owner's name").fill("Bikash Sahoo");
    await partner.getByLabel("Owner's phone").fill(`+9193${String(Date.now()).slice(-8)}`);
    await partner.getByLabel("Plate").fill(`OD 05 ${tag.slice(0, 2).toUpperCase()} 9${String(Date.now()).slice(-3)}`);
    await partner.getByLabel("Class").selectOption("luxury");
    await partner.getByLabel("Cost for the event (₹)").fill("9000");
    await partner.getByRole("button", { name: "Add partner car" }).click();
    await expect(page.getByRole("list", { name: "Partner cars" })).toContainText("Bikash Sahoo");
    await expect(page.getByTestId("capacity-table").locator("caption")).toHaveText(
      "Our fleet (and the partner cars) can serve every car line.",
    );
    await shot(page, "event-detail");
    // the event's page (details, versions, capacity, partner cars) has no serious accessibility violations
    expect(await seriousViolations(page), "the event's page").toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "mobile-event-detail");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Events" }).click();
    const row = page.getByTestId("events-table").getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Sent");
    await expect(row).toContainText("₹75,600");
    await expect(row).toContainText("₹9,000");
  });

  test("the tariff editor has the events' rates, by class and shared, in operators' words", async ({ page }) => {
    await signInOperator(page);
    await page.goto("/ops/tariff");
    const events = page.getByRole("group", { name: "Events" });
    await expect(events.getByRole("group", { name: "Luxury Sedan" }).getByLabel("Day package (₹/day)")).toHaveValue(
      /^\d+$/,
    );
    await expect(events.getByLabel("Decoration (₹/car)")).toBeVisible();
    await expect(events.getByLabel("Placard, each (₹)")).toBeVisible();
    await expect(events.getByLabel("GST on events (%)")).toHaveValue("5");
    await expect(
      events.getByRole("group", { name: "Premium SUV" }).getByLabel("Guest shuttle, per loop (₹/loop)"),
    ).toBeVisible();
  });
});
