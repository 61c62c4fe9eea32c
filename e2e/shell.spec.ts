import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test, expect } from "./support/fixtures";
import { nextFrames } from "./support/wait";

const SHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/rider-nav");
mkdirSync(SHOTS, { recursive: true });

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

/** WCAG relative luminance contrast of two computed CSS colours ("rgb(r, g, b)" or "rgba(...)" opaque). */
function contrast(a: string, b: string) {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const s = Number(v) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

for (const [name, viewport] of [
  ["375", { width: 375, height: 812 }],
  ["1440", { width: 1440, height: 900 }],
] as const) {
  test.describe(`toasts at ${name} px`, () => {
    test.use({ viewport });

    test("are in the brand's ink and ivory (≥ 4.5:1), top-right, one per message, gone after 5 s", async ({ page }) => {
      const message = "Our mail service is down. Please try again in a minute.";
      let posts = 0;
      await page.route("**/api/v1/user/password/forgot", (route) => {
        posts++;
        return route.fulfill({ status: 500, json: { success: false, message } });
      });
      await page.goto("/auth/password/forgot");
      await page.getByLabel("Email").fill("rider@example.in");
      const send = page.getByRole("button", { name: "Send Reset Link" });
      await send.click();
      const shown = page.locator(".Toastify__toast").filter({ hasText: message });
      await expect(shown).toBeVisible();
      // the same failure again while the first toast shows: still one toast
      const second = page.waitForResponse((r) => r.url().endsWith("/api/v1/user/password/forgot"));
      await send.click();
      await second;
      expect(posts).toBe(2);
      // the form has handled the answer (no longer busy) and painted twice since: a second toast would be in the page
      await expect(send).not.toHaveAttribute("aria-busy", "true");
      await nextFrames(page);
      await expect(shown).toHaveCount(1);
      await expect(page.locator(".Toastify__toast")).toHaveCount(1);

      const colours = await shown.evaluate((el) => {
        const text = el.querySelector(".Toastify__toast-body") ?? el;
        return { fg: getComputedStyle(text).color, bg: getComputedStyle(el).backgroundColor };
      });
      expect(colours.bg).not.toMatch(/rgba\(.*, 0\)$/); // an opaque surface
      expect(contrast(colours.fg, colours.bg)).toBeGreaterThanOrEqual(4.5);
      // the brand's ink, not the library's red
      expect(colours.bg).toBe("rgb(14, 16, 22)");

      const box = (await shown.boundingBox())!;
      expect(box.y).toBeLessThan(viewport.height / 4);
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(name === "375" ? 16 : 24);
      if (name === "1440") expect(box.x).toBeGreaterThan(viewport.width / 2);
      await page.screenshot({ path: path.join(SHOTS, `toast-${name}.png`) });
      // auto-closes after 5000 ms (the second click did not add time: it was ignored)
      await expect(shown).toBeHidden({ timeout: 8_000 });
    });
  });
}
