import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { postAsVisitor } from "./support/visitor";
import { movePickupNear } from "./support/ride";
import { registerAndSignIn, type Rider } from "./support/auth";
import { completeOperatorSecondFactorInPage, outboxFor, signInOperator, OPERATOR } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";

// Screenshots of the console for review (git-ignored artifacts folder).
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/ops");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

async function riderWithPaidBooking(browser: Browser, baseURL: string | undefined, opts: { placard?: string } = {}) {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  const rider: Rider = await registerAndSignIn(page, { name: "Priya Mohanty" });
  const booking = await createPaidBooking(page.request, opts);
  return { ctx, page, rider, booking };
}

test.describe("operations console", () => {
  // each test is an operator and often a rider and a chauffeur too, with many screens: three times the budget
  test.slow();
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a paid booking is confirmed with a chauffeur and car, started and completed; the rider sees each step", async ({
    page,
    browser,
    baseURL,
  }) => {
    const r = await riderWithPaidBooking(browser, baseURL, { placard: "Welcome Ms. Mohanty" });
    const chauffeurName = `Bikash Sahoo ${Date.now().toString(36).slice(-4)}`;
    const chauffeurPhone = `8${String(Date.now()).slice(-9)}`;

    await signInOperator(page);
    // a chauffeur, added through the fleet screen
    await page.goto("/ops/fleet");
    await page.getByRole("tab", { name: "Chauffeurs" }).click();
    await page.getByRole("button", { name: "Add chauffeur" }).click();
    const add = page.getByRole("dialog", { name: "Add a chauffeur" });
    await add.getByLabel("Full name").fill(chauffeurName);
    // a fixed +91 before ten digits, as the riders' forms take a phone
    await expect(add.getByText("+91", { exact: true })).toBeVisible();
    await add.getByLabel("Mobile").fill(`+91${chauffeurPhone}`);
    await add.getByRole("button", { name: "Save chauffeur" }).click();
    await expect(add.getByText("Enter a valid 10-digit number")).toBeVisible();
    await add.getByLabel("Mobile").fill(chauffeurPhone);
    await add.getByLabel("Licence number").fill("OD0220190054321");
    await add.getByLabel("Licence valid until").fill("2034-06-30");
    await add.getByRole("button", { name: "Save chauffeur" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole("table", { name: "Chauffeurs" }).getByText(chauffeurName)).toBeVisible();

    // the queue: the paid booking with the 15-minute promise
    await page.goto("/ops");
    const row = page.getByTestId("queue-row").filter({ hasText: r.booking.reference });
    await expect(row).toBeVisible();
    await expect(row.getByText(/left$/)).toBeVisible();
    await expect(page.getByTestId("queue-row").first()).toContainText(/Paid/);
    await shot(page, "01-queue");
    // the class by its name, never its code ('sedan')
    await expect(row).toContainText(/Executive Sedan|Premium SUV|Luxury Sedan/);
    await expect(row).not.toContainText(/· (sedan|suv|luxury) ·/);
    await row.getByRole("link", { name: r.booking.reference }).click();

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(r.booking.reference);
    await expect(heading).toContainText("Pending");
    await expect(page.getByText("“Welcome Ms. Mohanty”")).toBeVisible();
    await expect(page.getByText("Esplanade One Mall", { exact: false })).toBeVisible();
    await shot(page, "02-detail-pending");

    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Confirm ${r.booking.reference}` });
    await dialog.getByLabel("Chauffeur").selectOption({ label: `${chauffeurName} · +91${chauffeurPhone}` });
    const car = dialog.getByLabel(/^Car/);
    // the car this booking brought: the run's other cars of the class may be busy that day
    await car.selectOption({ label: `${r.booking.car.model} · ${r.booking.car.plate}` });
    const carLabel = (await car.locator("option:checked").textContent()) ?? "";
    const plate = carLabel.split("·")[1].trim();
    await shot(page, "03-confirm-dialog");
    await dialog.getByRole("button", { name: "Confirm booking" }).click();
    await expect(dialog).toBeHidden();
    await expect(heading).toContainText("Confirmed");

    // the rider is told by SMS and e-mail with the chauffeur's name and the car's plate
    const messages = await outboxFor(page.request, r.rider.phoneE164);
    const sms = messages.find((m) => m.channel === "sms" && m.text.includes("confirmed"));
    expect(sms?.text).toContain(chauffeurName);
    expect(sms?.text).toContain(plate);
    const mail = (await outboxFor(page.request, r.rider.email)).find(
      (m) => m.channel === "email" && /confirmed/.test(m.subject ?? ""),
    );
    expect(mail?.text).toContain(chauffeurName);
    expect(mail?.text).toContain(plate);
    await page.getByRole("tab", { name: /Messages/ }).click();
    await expect(page.getByTestId("messages")).toContainText(chauffeurName);

    await r.page.goto("/user/bookings");
    const card = r.page.getByRole("article", { name: `Booking ${r.booking.reference}` });
    await expect(card.getByTestId("booking-status")).toHaveText(/confirmed/i);

    // days before pickup the console offers no ride step ('Reassign' stays); an hour before, 'Start trip'
    await expect(page.getByRole("button", { name: "Start trip" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reassign" })).toBeVisible();
    await shot(page, "03b-detail-confirmed-days-ahead");
    await movePickupNear(page.request, r.booking.bookingId);
    await page.reload();
    await page.getByRole("button", { name: "Start trip" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Start trip" }).click();
    await expect(heading).toContainText("Ongoing");
    await page.getByRole("button", { name: "Complete trip" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Complete trip" }).click();
    await expect(heading).toContainText("Completed");
    await page.getByRole("tab", { name: /History/ }).click();
    await expect(page.getByTestId("history")).toContainText(OPERATOR.name);
    await expect(page.getByTestId("history").getByText(/→ completed/)).toBeVisible();
    await expect(page.getByTestId("history").getByText("Trip completed", { exact: true })).toBeVisible();
    await shot(page, "04-detail-completed");

    await r.page.goto("/user/bookings");
    await r.page.getByRole("tab", { name: /Past/ }).click();
    const past = r.page.getByRole("article", { name: `Booking ${r.booking.reference}` });
    await expect(past.getByTestId("booking-status")).toHaveText(/completed/i);
    await expect(past.getByRole("button", { name: "Reload Trip" })).toBeVisible();
    await r.ctx.close();
  });

  test("declining a paid booking refunds it in full and tells the rider why", async ({ page, browser, baseURL }) => {
    const r = await riderWithPaidBooking(browser, baseURL);
    await signInOperator(page);
    await page.goto(`/ops?q=${r.booking.reference}`);
    await page.getByRole("link", { name: r.booking.reference }).click();
    await page.getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog", { name: `Decline ${r.booking.reference}` });
    await dialog.getByRole("button", { name: "Decline and refund" }).click();
    await expect(dialog.getByText("Give the rider a reason")).toBeVisible();
    await dialog.getByLabel("Reason for the rider").fill("No chauffeur is available at that hour");
    await shot(page, "05-decline-dialog");
    await dialog.getByRole("button", { name: "Decline and refund" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Cancelled");
    await page.getByRole("tab", { name: /Payments/ }).click();
    await expect(page.getByTestId("refunds")).toContainText("No chauffeur is available at that hour");
    await expect(page.getByText(/Refunded|Refund pending/).first()).toBeVisible();

    const sms = (await outboxFor(page.request, r.rider.phoneE164)).find(
      (m) => m.channel === "sms" && m.text.includes("could not be confirmed"),
    );
    expect(sms?.text).toContain("No chauffeur is available at that hour");
    const mine = await (await r.page.request.get(`/api/v1/bookings/${r.booking.bookingId}`)).text();
    expect(mine).toMatch(/"status"\s*:\s*"cancelled"/);
    expect(mine).toMatch(/"paymentStatus"\s*:\s*"(refunded|refund_pending)"/);
    await r.page.goto("/user/bookings");
    await r.page.getByRole("tab", { name: /Past/ }).click();
    await expect(
      r.page.getByRole("article", { name: `Booking ${r.booking.reference}` }).getByTestId("refund-state"),
    ).toBeVisible();
    await r.ctx.close();
  });

  test("a lead moves from new to contacted with a note", async ({ page }) => {
    const name = `Sneha Patnaik ${Date.now().toString(36).slice(-5)}`;
    const res = await postAsVisitor("/api/v1/leads/event-enquiries", {
      eventType: "wedding",
      name,
      phone: "9437012399",
      description: "Wedding on 12 Feb, three cars for the baraat",
    });
    expect(res.status, res.text).toBeLessThan(300);
    await signInOperator(page);
    await page.goto("/ops/leads");
    await expect(page.getByRole("tab", { name: "New" })).toHaveAttribute("aria-selected", "true");
    const card = page.getByTestId("lead-card").filter({ hasText: name });
    await expect(card).toContainText(/\d+h? ?\d*m? left/);
    // no form service here: the card says where the lead is, in words (not 'STORED ONLY')
    await expect(card).toContainText("In the console only (e-mail forwarding is off)");
    await shot(page, "06-leads");
    await card.click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.getByLabel("Status").selectOption("contacted");
    await dialog.getByLabel("Add a note").fill("Called back; quote for three sedans sent on WhatsApp");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("lead-card").filter({ hasText: name })).toHaveCount(0);
    await page.getByRole("tab", { name: "Contacted" }).click();
    const moved = page.getByTestId("lead-card").filter({ hasText: name });
    await expect(moved).toContainText("1 note(s)");
    await moved.click();
    await expect(page.getByRole("dialog", { name })).toContainText(
      "Called back; quote for three sedans sent on WhatsApp",
    );
    await expect(page.getByRole("dialog", { name })).toContainText(OPERATOR.name);
  });

  test("riders and guests cannot use the console", async ({ page, browser, baseURL }) => {
    await page.goto("/ops");
    await expect(page.getByRole("heading", { name: "Operations console" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect((await page.request.get("/api/v1/ops/bookings")).status()).toBe(401);
    const ctx = await browser.newContext({ baseURL });
    const riderPage = await ctx.newPage();
    await registerAndSignIn(riderPage);
    await riderPage.goto("/ops");
    await expect(riderPage.getByRole("heading", { name: "Operators only" })).toBeVisible();
    expect((await riderPage.request.get("/api/v1/ops/bookings")).status()).toBe(403);
    await ctx.close();
  });

  test("an operator signs in through the same /auth login and reaches the console", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Phone Number").fill(OPERATOR.phone.slice(3));
    await form.getByLabel("Password").fill(OPERATOR.password);
    await form.getByRole("button", { name: /login/i }).click();
    await expect(page).not.toHaveURL(/\/auth$/);
    await page.goto("/ops");
    await completeOperatorSecondFactorInPage(page); // the password alone opens only the second step (docs/security.md §5)
    await expect(page.getByRole("heading", { name: "Bookings queue" })).toBeVisible();
    await expect(page.getByText(OPERATOR.name)).toBeVisible();
  });

  test("screens: fleet timeline, tariff, riders, operators", async ({ page }) => {
    await signInOperator(page);
    await page.goto("/ops/fleet");
    await expect(page.getByRole("table", { name: "Cars" })).toContainText("OD02AB1001");
    await shot(page, "07-fleet-cars");
    await page.getByRole("tab", { name: "Timeline" }).click();
    await page.getByRole("button", { name: "Week" }).click();
    await expect(page.getByRole("list", { name: "Cars and their bookings" })).toContainText("OD02AB1001");
    await shot(page, "08-fleet-timeline");
    await page.goto("/ops/tariff");
    // the editor by service and class, labels with units; 'Review and publish' shows the changes and sample fares
    const hourly = page
      .getByRole("group", { name: "Hourly rentals" })
      .getByRole("group", { name: "Executive Sedan" })
      .getByLabel("Rate per hour (₹/hour)");
    await hourly.fill(String(Number(await hourly.inputValue()) + 50));
    await page.getByLabel("What changed").fill("Sedan hourly rate revised");
    await shot(page, "09-tariff");
    await page.getByRole("button", { name: /^Review and publish/ }).click();
    const review = page.getByRole("dialog", { name: /^Publish tariff version \d+$/ });
    const next = Number(/(\d+)$/.exec((await review.getByRole("heading").first().textContent()) ?? "")?.[1]);
    await review.getByRole("button", { name: `Publish version ${next}` }).click();
    await expect(page.getByText(`Tariff version ${next} published; new quotes use it.`)).toBeVisible();
    await expect(
      page.getByRole("complementary", { name: "Versions" }).getByText("Sedan hourly rate revised"),
    ).toBeVisible();
    await page.goto("/ops/riders");
    await expect(page.getByRole("table", { name: "Riders" })).toBeVisible();
    await shot(page, "10-riders");
    await page.goto("/ops/operators");
    await expect(page.getByRole("table", { name: "Operators" })).toContainText(OPERATOR.name);
    const suffix = String(Date.now()).slice(-6);
    await page.getByLabel("Full name").fill("Kiran Jena");
    await page.getByLabel("E-mail").fill(`kiran-${suffix}@example.in`);
    await page.getByLabel("Mobile").fill(`+919437${suffix}`);
    await page.getByLabel("Temporary password").fill("short");
    await page.getByRole("button", { name: "Create operator" }).click();
    await expect(page.getByText("Use at least 10 characters for an operator password")).toBeVisible();
    await page.getByLabel("Temporary password").fill("Kiran#ops-2025");
    await page.getByRole("button", { name: "Create operator" }).click();
    await expect(page.getByRole("table", { name: "Operators" })).toContainText(`kiran-${suffix}@example.in`);
    await shot(page, "11-operators");
    await page.goto("/ops/activity");
    const changes = page.getByRole("list", { name: "Changes" });
    await expect(changes.getByText("Tariff published").first()).toBeVisible();
    await expect(changes.getByText("Operator added").first()).toBeVisible();
    // the console's words, never the stored codes ('Operator second factor.setup')
    await expect(changes.getByText(/second.factor/i)).toHaveCount(0);
    await shot(page, "12-activity");
  });
});

test("the console's JavaScript is not loaded by riders' pages (production build)", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script" || req.url().endsWith(".js")) scripts.push(req.url());
  });
  const bodies: string[] = [];
  page.on("response", async (res) => {
    if (res.url().endsWith(".js")) bodies.push(await res.text().catch(() => ""));
  });
  await registerAndSignIn(page);
  for (const p of [
    "/",
    "/faq",
    "/event-experience",
    "/outstation-trips",
    "/hourly-rental",
    "/auth",
    "/user/bookings",
    "/user/profile",
  ]) {
    await page.goto(p);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /ops-console/.test(u))).toEqual([]);
  // the console's own code (its layout marker) is in none of the scripts riders' pages ran
  expect(bodies.filter((b) => b.includes("data-ops-console"))).toEqual([]);

  // positive control: the console route does load its chunk
  await page.goto("/ops");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((u) => /ops-console/.test(u))).toBe(true);
});
