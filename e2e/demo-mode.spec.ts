import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import "./support/window";
import { signInOperator } from "./ops-support";
import { nextFrames } from "./support/wait";

/**
 * The Demo ribbon and the outbox (docs/security.md §1) in the browser. The browser tests' server is a demo (embedded
 * transports on 127.0.0.1), so every page carries the Demo ribbon — prerendered pages before any script — and the
 * console has the Outbox page.
 */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/demo-mode");
mkdirSync(SHOTS, { recursive: true });

const ribbon = (page: Page) => page.getByRole("note", { name: "Demo" });
// the browser tests' server is a loopback demo: the ribbon ends with the link to the demo inbox (README's first screen)
const NOTICE = "Demo — payments, SMS and e-mail are simulated; nothing is charged or sent. Demo inbox";

/** Records content security policy violations (the ribbon must need no new allowance). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
}

/** WCAG contrast ratio of the ribbon's text on its background, computed from the styles the browser applied. */
function ribbonContrast(page: Page) {
  return page.locator(".demo-ribbon").evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const s = getComputedStyle(el);
    const [a, b] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

for (const width of [375, 1440]) {
  test.describe(`the Demo ribbon at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    for (const url of ["/", "/faq", "/outstation-trips", "/auth", "/ops"]) {
      test(`${url} shows it, readable, covering nothing`, async ({ page }) => {
        // hydration with the server-inserted ribbon logs no error (the automatic console guard checks it)
        await recordCspViolations(page);
        await page.goto(url);
        await expect(ribbon(page)).toBeVisible();
        await expect(ribbon(page)).toHaveText(NOTICE);
        expect(await ribbonContrast(page)).toBeGreaterThanOrEqual(4.5);
        // fully inside the viewport at the bottom, and on a single or double line
        const box = (await ribbon(page).boundingBox())!;
        expect(box.x).toBe(0);
        expect(box.width).toBe(width);
        expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
        expect(box.height).toBeLessThanOrEqual(56);
        // after any interaction (hydration of prerendered pages) it is still there, once
        await page.mouse.move(20, 200);
        await page.mouse.wheel(0, 200);
        await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
        await expect(ribbon(page)).toHaveCount(1);
        // scrolled to the very end, the page's last content sits above the ribbon, not under it
        // at once, not smoothly (the page's scroll-behavior), so the layout below is the end's
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        await nextFrames(page);
        const lastBottom = await page.evaluate(() => {
          const nodes = [...document.querySelectorAll("body *")].filter(
            (n) =>
              !n.closest(".demo-ribbon") &&
              // what a reader sees: not the closed phone Menu's panel (hidden, but laid out under the header)
              n.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
              getComputedStyle(n).position !== "fixed" &&
              n.getBoundingClientRect().height > 0,
          );
          // what a scrolling box (the console's rail, taller than a laptop's screen) clips is not on screen: its
          // content counts up to the box's own bottom
          const seenBottom = (n: Element) => {
            let bottom = n.getBoundingClientRect().bottom;
            for (let p = n.parentElement; p; p = p.parentElement)
              if (/auto|scroll|hidden/.test(getComputedStyle(p).overflowY))
                bottom = Math.min(bottom, p.getBoundingClientRect().bottom);
            return bottom;
          };
          return Math.max(...nodes.map(seenBottom));
        });
        const ribbonTop = (await ribbon(page).boundingBox())!.y;
        expect(lastBottom).toBeLessThanOrEqual(ribbonTop + 1);
        expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
        if (url === "/" || url === "/ops") {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(SHOTS, `ribbon-${url === "/" ? "home" : "ops"}-${width}.png`) });
        }
      });
    }

    test("prerendered pages carry it in their HTML, before any script runs", async ({ browser, baseURL }) => {
      const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await ctx.newPage();
      for (const url of ["/", "/faq"]) {
        await page.goto(url);
        await expect(ribbon(page)).toBeVisible();
        await expect(ribbon(page)).toHaveText(NOTICE);
      }
      await ctx.close();
    });
  });
}

test.describe("the console's Outbox", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("an operator opens it from the navigation and filters by recipient; messages say they are a demo's", async ({
    page,
  }) => {
    // a rider's registration leaves its OTP in the outbox
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const email = `outbox-${Date.now().toString(36)}@example.in`;
    const reg = await page.request.post("/api/v1/user/register", {
      data: { name: "Outbox Rider", email, phone, password: "Sarathi#2025" },
    });
    expect(reg.status(), await reg.text()).toBe(201);

    await signInOperator(page);
    await page.goto("/ops");
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Outbox" }).click();
    await expect(page).toHaveURL(/\/ops\/outbox$/);
    await expect(page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();

    await page.getByRole("search").getByLabel("Recipient").fill(phone);
    await page.getByRole("search").getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/outbox\\?to=${encodeURIComponent(phone).replace("+", "\\+")}`));
    const messages = page.getByRole("list", { name: "Messages" }).getByTestId("ops-outbox-message");
    await expect(messages).toHaveCount(1);
    const sms = messages.first();
    await expect(sms).toHaveAttribute("data-channel", "sms");
    await expect(sms).toContainText(`To: ${phone}`);
    await expect(sms).toContainText(/\[DEMO\] .*\d{5}/);
    await expect(sms).toContainText("IST");
    await page.screenshot({ path: path.join(SHOTS, "ops-outbox-1440.png"), fullPage: true });

    await page.getByRole("button", { name: "Show all" }).click();
    await expect(page).toHaveURL(/\/ops\/outbox$/);
    await expect(
      page.getByRole("list", { name: "Messages" }).getByTestId("ops-outbox-message").filter({ hasText: email }),
    ).toHaveCount(0); // registration e-mails nothing
    expect(
      await page.getByRole("list", { name: "Messages" }).getByTestId("ops-outbox-message").count(),
    ).toBeGreaterThanOrEqual(1);
  });
});
