import { test, expect } from "./support/fixtures";
import { holdRequests } from "./support/wait";

/** A date and time a week ahead, as a datetime-local input takes it. */
const nextWeek = () => {
  const d = new Date(Date.now() + 7 * 24 * 3600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

test.describe("service request modal", () => {
  test("its code (form libraries, dialog) loads only when a card is first used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(
      scripts.filter(
        (u) => /service-request-modal-|react-hook-form|zod-/.test(u) && !/lazy-service-request-modal/.test(u),
      ),
    ).toEqual([]);
    await page
      .locator("#services")
      .getByRole("button", { name: /Luxury Cars/ })
      .click();
    await expect(page.getByRole("dialog", { name: "Book Luxury Cars" })).toBeVisible();
    // the dialog's frame shows first; its code is asked for at idle after it (apps/web/app/lib/idle.ts)
    await expect
      .poll(() => scripts.some((u) => /\/service-request-modal-[\w-]+\.js$/.test(u)), { timeout: 5000 })
      .toBe(true);
  });

  test("a mouse hovering a card fetches its code before the click; a finger's tap does not wait for it", async ({
    page,
    browser,
  }) => {
    const modalCode = /\/assets\/service-request-modal-[\w-]+\.js$/;
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === "true"), { timeout: 20_000 })
      .toBe(true);
    const fetched = page.waitForRequest(modalCode, { timeout: 5000 });
    await page
      .locator("#services")
      .getByRole("button", { name: /Luxury Cars/ })
      .hover();
    await fetched; // at idle after the hover (apps/web/app/lib/idle.ts), with no click
    // a phone: the pointerover comes with the tap itself, so no preload runs there; the dialog's frame answers the tap
    // and the open fetches the code
    const phone = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });
    try {
      const tab = await phone.newPage();
      const scripts: string[] = [];
      tab.on("request", (r) => void (modalCode.test(r.url()) && scripts.push(r.url())));
      await tab.goto(page.url());
      await expect
        .poll(() => tab.evaluate(() => document.documentElement.dataset.hydrated === "true"), { timeout: 20_000 })
        .toBe(true);
      await tab.evaluate(() => {
        const w = window as unknown as { dialogAt?: number };
        new MutationObserver(() => {
          if (w.dialogAt === undefined && document.querySelector('[role="dialog"]')) w.dialogAt = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await tab
        .locator("#services")
        .getByRole("button", { name: /Outstation Trips/ })
        .tap();
      const dialog = tab.getByRole("dialog", { name: "Book Outstation Trips" });
      await expect(dialog).toBeVisible({ timeout: 1000 });
      await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeVisible({ timeout: 10_000 });
      expect(scripts).toHaveLength(1);
      // the code's download began after the dialog's frame was on the page, not with the tap's pointerover
      const { dialogAt, fetchAt } = await tab.evaluate(() => ({
        dialogAt: (window as unknown as { dialogAt?: number }).dialogAt ?? NaN,
        fetchAt:
          performance.getEntriesByType("resource").find((e) => /\/service-request-modal-[\w-]+\.js$/.test(e.name))
            ?.startTime ?? NaN,
      }));
      expect(fetchAt).toBeGreaterThanOrEqual(dialogAt);
    } finally {
      await phone.close();
    }
  });

  test("a first tap while its code is on its way shows the dialog at once, busy, then the form", async ({ page }) => {
    // the dialog's code held until the test lets it through, as a slow phone would wait for it (the first tap is answered)
    const code = await holdRequests(page, /\/assets\/service-request-modal-[\w-]+\.js$/);
    await page.goto("/");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === "true"), { timeout: 20_000 })
      .toBe(true);
    const card = page.locator("#services").getByRole("button", { name: /Outstation Trips/ });
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Book Outstation Trips" });
    await expect(dialog).toBeVisible({ timeout: 1000 });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("status", { name: "Loading" })).toBeVisible();
    // Escape and its close button close the frame as they close the dialog
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await card.click();
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await card.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    expect(code.seen(), "the dialog's code was asked for and is held").toBeGreaterThan(0);
    code.release();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeVisible({ timeout: 10_000 });
    await expect(dialog).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test("opens 'Book {service}', traps focus, closes on Escape and Cancel", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#services")
      .getByRole("button", { name: /Airport Transfers/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Book Airport Transfers" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit Request" })).toBeVisible();
    // focus stays inside while tabbing
    for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page
      .locator("#services")
      .getByRole("button", { name: /Hourly Rentals/ })
      .click();
    const again = page.getByRole("dialog", { name: "Book Hourly Rentals" });
    await expect(again).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
  });

  test("alerts when the terms are not accepted, then submits and shows the success state", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#services")
      .getByRole("button", { name: /Outstation Trips/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Book Outstation Trips" });
    await dialog.getByLabel("Name").fill("Ananya Mishra");
    await dialog.getByLabel("Email").fill("ananya@example.in");
    await dialog.getByLabel(/Phone/).fill("9876543210");
    await dialog.getByLabel("Date and time").fill(nextWeek());
    await dialog.getByLabel("Pickup location").fill("Saheed Nagar, Bhubaneswar");
    await dialog.getByLabel("Drop location").fill("Jagannath Temple, Puri");
    await dialog.getByLabel("Pets allowed").check();

    let posted = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/leads/service-requests")) posted++;
    });
    // window.alert blocks the page: answer it from the dialog event
    const alerts: string[] = [];
    page.once("dialog", async (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      await d.accept();
    });
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect.poll(() => alerts).toEqual(["alert: You must agree to the Terms & Conditions before submitting."]);
    expect(posted).toBe(0);

    await dialog.getByLabel(/I agree to the/).check();
    const response = page.waitForResponse((r) => r.url().includes("/api/v1/leads/service-requests"));
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    expect((await response).status()).toBe(201);
    await expect(dialog.getByRole("heading", { name: "Request Sent" })).toBeVisible();
    await expect(dialog.getByText("Thank you! Your request has been received.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();
  });

  test("shows field messages for missing required fields", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("#services")
      .getByRole("button", { name: /Luxury Cars/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Book Luxury Cars" });
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Pickup location is required")).toBeVisible();
    await expect(dialog.getByText("Drop location is required")).toBeVisible();
  });
});

test.describe("event enquiry", () => {
  test("requires every field, submits, shows 'Request Submitted!' and 'Submit Another Request' returns to the form", async ({
    page,
  }) => {
    await page.goto("/event-experience");
    const form = page.getByRole("form", { name: "Event enquiry" });
    await form.getByRole("button", { name: "Get a Callback" }).click();
    await expect(form.getByText("Please select a celebration type")).toBeVisible();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Phone is required")).toBeVisible();

    const options = await form.getByLabel("Celebration type").locator("option").allTextContents();
    expect(options.slice(1)).toEqual(["Corporate event", "Concert / exhibition", "Conference", "Wedding", "Other"]);
    await form.getByLabel("Celebration type").selectOption("wedding");
    await form.getByLabel("Name").fill("Rohan Das");
    await form.getByLabel("Phone").fill("9437012399");
    await form
      .getByLabel("Tell us about your event")
      .fill("Wedding on 14 February at Mayfair Lagoon: bride's car and 6 guest sedans.");
    await form.getByRole("button", { name: "Get a Callback" }).click();

    const success = page.getByTestId("event-enquiry-success");
    await expect(success.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expect(
      success.getByText("We've received your event request and will contact you within 48 hours."),
    ).toBeVisible();
    await success.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(page.getByRole("form", { name: "Event enquiry" }).getByLabel("Name")).toHaveValue("");
  });

  test("shows the network error message when the request cannot be sent", async ({ page }) => {
    await page.goto("/event-experience");
    await page.route("**/api/v1/leads/event-enquiries", (route) => route.abort("failed"));
    const form = page.getByRole("form", { name: "Event enquiry" });
    await form.getByLabel("Celebration type").selectOption("conference");
    await form.getByLabel("Name").fill("Network Test");
    await form.getByLabel("Phone").fill("9437012398");
    await form.getByLabel("Tell us about your event").fill("Two-day conference shuttle.");
    await form.getByRole("button", { name: "Get a Callback" }).click();
    await expect(page.getByText("Network error. Please try again.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Get a Callback" })).toBeEnabled();
  });

  test("shows the server's message when it refuses", async ({ page }) => {
    await page.goto("/event-experience");
    await page.route("**/api/v1/leads/event-enquiries", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "Too many requests from your network. Please try again in a few minutes or call us.",
        }),
      }),
    );
    const form = page.getByRole("form", { name: "Event enquiry" });
    await form.getByLabel("Celebration type").selectOption("other");
    await form.getByLabel("Name").fill("Limit Test");
    await form.getByLabel("Phone").fill("9437012397");
    await form.getByLabel("Tell us about your event").fill("Birthday.");
    await form.getByRole("button", { name: "Get a Callback" }).click();
    await expect(page.getByText("Too many requests from your network.")).toBeVisible();
  });
});
