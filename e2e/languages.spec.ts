import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { seriousViolations } from "./support/axe";
import { registerAndSignIn } from "./support/auth";

/**
 * The site in English, Hindi and Odia (decision record 018): the language switcher in the header, the phone
 * menu and the footer moves to the same page's twin and keeps the choice (cookie, reload, the rider's profile); a
 * first visit follows Accept-Language; every prerendered page has /hi and /or twins with their language, hreflang
 * alternates and the translated chrome before any script; the sitemap lists the three.
 */

const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "lang")?.value;

/** Prerendered pages hydrate at idle (docs/decisions/015): wait for React before clicking what needs it. */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

test.describe("the language switcher", () => {
  test("desktop (1440 px): the header's switcher moves to /hi/… and back, and the choice is kept", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/faq");
    await hydrated(page);
    const header = page.getByTestId("site-header").getByRole("navigation", { name: "Language" });
    await expect(header.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(header.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("hreflang", "hi-IN");
    await expect(header.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("lang", "hi-IN");

    await header.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    const hiHeader = page.getByTestId("site-header").getByRole("navigation", { name: "भाषा" });
    await expect(hiHeader.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("site-header").getByRole("link", { name: "लॉग इन" })).toBeVisible();
    expect(await langCookie(page)).toBe("hi-IN");

    // kept: the English address now leads to the Hindi page (the server reads the cookie), and a reload stays
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

    // and back to English
    await hydrated(page);
    await hiHeader.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page).not.toHaveURL(/\/hi\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await langCookie(page)).toBe("en-IN");
  });

  test("phone (375 px): the Menu's switcher moves to /or/…, and the footer's back to English", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about-us");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByTestId("language-switcher-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "ଓଡ଼ିଆ" }).click();
    await expect(page).toHaveURL(/\/or\/about-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "or-IN");
    await expect(page.getByRole("button", { name: "ମେନୁ" })).toBeVisible();
    expect(await langCookie(page)).toBe("or-IN");

    const footer = page.getByTestId("language-switcher-footer");
    await footer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    expect(await langCookie(page)).toBe("en-IN");
  });

  test("before hydration (no JavaScript) the switcher's plain links keep the choice through the server", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByTestId("language-switcher-footer").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/faq$/);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("hi-IN");
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await context.close();
  });

  test("a signed-in rider's choice is saved on the profile", async ({ page }) => {
    await registerAndSignIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Your profile" })).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/user/me/update") && r.status() === 200);
    await page.getByTestId("site-header").getByRole("link", { name: "ଓଡ଼ିଆ" }).click();
    await saved;
    await expect(page).toHaveURL(/\/or$/);
    const me = await page.request.get("/api/v1/user/me");
    expect((await me.json()).user.language).toBe("or-IN");
    // and back
    const back = page.waitForResponse((r) => r.url().endsWith("/api/v1/user/me/update") && r.status() === 200);
    await page.getByTestId("site-header").getByRole("link", { name: "English" }).click();
    await back;
    expect((await (await page.request.get("/api/v1/user/me")).json()).user.language).toBe("en-IN");
  });
});

test.describe("the language of a first visit and of the prerendered pages", () => {
  test("a first visit whose browser asks for Hindi lands on /hi/", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "hi-IN", baseURL });
    const page = await context.newPage();
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await context.close();
  });

  for (const [prefix, lang, menu, skip] of [
    ["/hi", "hi-IN", "मेन्यू", "मुख्य सामग्री पर जाएँ"],
    ["/or", "or-IN", "ମେନୁ", "ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ"],
  ] as const) {
    test(`${prefix}/ pages are prerendered in ${lang}: lang, hreflang and the chrome without JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      for (const path of ["", "/faq", "/auth", "/outstation-trips", "/auth/password/reset/abc123"]) {
        const res = await page.goto(`${prefix}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const english = path || "/";
        const alternates = page.locator('link[rel="alternate"][hreflang]');
        // a shell page (a reset link's token) stands for many addresses: no alternates
        await expect(alternates).toHaveCount(path.includes("reset") ? 0 : 4);
        if (!path.includes("reset"))
          for (const [hreflang, p] of [
            ["en-IN", english],
            ["hi-IN", `/hi${path}`],
            ["or-IN", `/or${path}`],
            ["x-default", english],
          ])
            expect(await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute("href")).toMatch(
              new RegExp(`^https?://[^/]+${p.replace(/[/.]/g, "\\$&")}$`),
            );
        await expect(page.getByText(menu, { exact: true })).toBeVisible();
        await expect(page.locator('a[href="#main"]')).toHaveText(skip);
        await expect(page.getByTestId("language-switcher-footer").locator('[aria-current="true"]')).toHaveAttribute(
          "lang",
          lang,
        );
      }
      await context.close();
    });
  }

  test("the server answers in the page's language, with no cookie and an English browser (x-page-language)", async ({
    page,
  }) => {
    await page.goto("/or/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "or-IN");
    const form = page.locator('form:has(input[name="password"])').first();
    await form.locator('input[name="phone"]').fill("9000000001");
    await form.locator('input[name="password"]').fill("Not-the-password#1");
    await form.locator('button[type="submit"]').click();
    // the server's own message (auth.loginInvalid), in Odia: no lang cookie was ever set
    await expect(page.getByText("ଫୋନ୍ ନମ୍ବର କିମ୍ବା ପାସୱାର୍ଡ ଠିକ୍ ନୁହେଁ")).toBeVisible({ timeout: 15_000 });
    expect((await page.context().cookies()).some((c) => c.name === "lang")).toBe(false);
  });

  test("an unknown language prefix is the 404 page", async ({ page }) => {
    await page.goto("/xx/faq");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.goto("/hi/no-such-page");
    await expect(page.getByRole("heading", { name: "पेज नहीं मिला" })).toBeVisible();
  });

  test("the sitemap lists every page in the three languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const p of ["/faq", "/hi/faq", "/or/faq", "/hi</loc>", "/or</loc>", "/or/about-us"])
      expect(xml).toContain(p.endsWith("</loc>") ? p : `${p}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
  });

  for (const [path, lang] of [
    ["/hi", "hi-IN"],
    ["/or", "or-IN"],
  ] as const)
    test(`the landing page in ${lang} has no serious axe violation (375 and 1440 px, screenshots)`, async ({
      page,
    }) => {
      test.setTimeout(180_000); // axe twice on a full landing page
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        expect(await seriousViolations(page)).toEqual([]);
        const shot = `e2e/artifacts/languages/landing-${lang}-${width}`;
        await page.screenshot({ path: `${shot}.png` });
        await page.getByTestId("site-footer").screenshot({ path: `${shot}-footer.png` });
        if (width === 375) {
          await page.evaluate(() => window.scrollTo(0, 0)); // the header hides while scrolling down
          await page.getByRole("button", { name: lang === "hi-IN" ? "मेन्यू" : "ମେନୁ" }).click();
          await page.screenshot({ path: `${shot}-menu.png` });
        }
      }
    });
});
