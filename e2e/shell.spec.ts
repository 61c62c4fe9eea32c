import { test, expect } from "./support/fixtures";

test.describe("app shell", () => {
  test("serves the landing page, the FAQ and Page Not Found", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await page.goto("/faq");
    await expect(page).toHaveTitle(/FAQ/);
    await page.goto("/nonexistent");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("header hides on scroll down past 80 px, returns on scroll up, darkens after 10 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/terms-and-conditions");
    const header = page.getByTestId("site-header");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute("data-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the call button shows the number as text only on medium and wider screens", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about-us");
    const call = page.getByRole("link", { name: /Call us at/ });
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
    await expect(call.getByText(/\+91/)).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(call.getByText(/\+91/)).toBeVisible();
  });

  test("protected routes redirect a guest to /auth, replacing history", async ({ page }) => {
    await page.goto("/faq");
    await page.goto("/user/profile");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("footer links each service to its page and e-mails a real address", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("link", { name: "Airport Transfers" })).toHaveAttribute("href", "/airport-transfers");
    await expect(footer.getByRole("link", { name: "Outstation Trips" })).toHaveAttribute("href", "/outstation-trips");
    await expect(footer.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:[^@]+@[^@]+\.[a-z]+$/);
    await expect(footer.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("target", "_blank");
  });
});

test.describe("API documentation", () => {
  // Swagger UI sets one inline style, which the Content Security Policy blocks; the page works without it
  test.use({ allowConsoleErrors: [/^Applying inline style violates the following Content Security Policy directive/] });

  test("the API documentation is browsable at /api/docs", async ({ page }) => {
    await page.goto("/api/docs");
    await expect(page.getByText("/api/v1/health").first()).toBeVisible({ timeout: 20_000 });
  });
});
