import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import hiMarketing from "../packages/contracts/src/i18n/hi-IN/marketing.ts";
import orMarketing from "../packages/contracts/src/i18n/or-IN/marketing.ts";
import hiValidation from "../packages/contracts/src/i18n/hi-IN/validation.ts";
import orValidation from "../packages/contracts/src/i18n/or-IN/validation.ts";
import { test, expect } from "./support/fixtures";

/**
 * The marketing site in Hindi and Odia: the landing page, the FAQ, a policy page, the event enquiry form and
 * the service request dialog under /hi and /or — headings, buttons, labels, options, validation messages and the
 * success message after a sandbox submission in the page's language, links that stay in it, and the page's title.
 * Screenshots of the landing page at 375 and 1440 px in e2e/artifacts/marketing-languages/.
 */

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/marketing-languages");

/** A catalogue message as the page shows it: the light markup (**, _, [label](target)) removed. */
const plain = (text: string) =>
  text.replace(/\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\((\w+)\)/gu, "$1$2$3");

/** Prerendered pages hydrate at idle (docs/decisions/015): wait for React before clicking what needs it. */
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

const LANGUAGES = [
  { prefix: "/hi", locale: "hi-IN", m: hiMarketing, v: hiValidation },
  { prefix: "/or", locale: "or-IN", m: orMarketing, v: orValidation },
] as const;

/** A date and time a week ahead, as a datetime-local input takes it. */
const nextWeek = () => {
  const d = new Date(Date.now() + 7 * 24 * 3600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

for (const { prefix, locale, m, v } of LANGUAGES) {
  test.describe(`marketing pages in ${locale}`, () => {
    test("landing: hero, sections, title, links in the language; screenshots at 375 and 1440", async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(prefix);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page).toHaveTitle(m["meta.home.title"]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["hero.title"]);
        await expect(page.getByRole("link", { name: m["hero.bookRide"] })).toHaveAttribute(
          "href",
          `${prefix}/luxury-cars`,
        );
        await expect(page.getByRole("heading", { name: m["features.title"] })).toBeVisible();
        await expect(page.getByRole("heading", { name: m["services.title"] })).toBeVisible();
        await expect(page.getByRole("heading", { name: m["amenities.title"] })).toBeVisible();
        await expect(page.getByText(m["amenities.music"])).toBeVisible();
        await expect(page.getByRole("link", { name: m["events.explore"] })).toHaveAttribute(
          "href",
          `${prefix}/event-experience`,
        );
        // the cards' 'Book online' links keep the language and name their service
        await expect(
          page.getByRole("link", { name: `${m["services.bookOnline"]} — ${m["services.outstationTrips.name"]}` }),
        ).toHaveAttribute("href", `${prefix}/outstation-trips`);
        // nothing in the hero or the cards runs out of its box
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll("#hero-title, #services li, [aria-labelledby='why-title'] li")]
            .filter((el) => el.scrollWidth > el.clientWidth + 1)
            .map((el) => el.textContent?.slice(0, 40)),
        );
        expect(overflowing).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SHOTS, `landing-${locale}-${width}.png`), fullPage: true });
      }
    });

    test("service request dialog: translated title, labels, the terms alert, field messages, success", async ({
      page,
    }) => {
      await page.goto(prefix);
      await hydrated(page);
      await page
        .locator("#services")
        .getByRole("button", { name: new RegExp(m["services.airportTransfers.name"]) })
        .click();
      const title = m["request.title"].replace("{service}", m["services.airportTransfers.name"]);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();

      const alerts: string[] = [];
      page.on("dialog", async (d) => {
        alerts.push(d.message());
        await d.accept();
      });
      await dialog.getByRole("button", { name: m["request.submit"] }).click();
      await expect.poll(() => alerts).toEqual([v["fare.termsRequired"]]);

      await dialog.getByLabel(plain(m["request.agree"])).check();
      await dialog.getByRole("button", { name: m["request.submit"] }).click();
      await expect(dialog.getByText(v["auth.nameRequired"])).toBeVisible();
      await expect(dialog.getByText(v["lead.pickupRequired"])).toBeVisible();
      await expect(dialog.getByText(v["lead.dropRequired"])).toBeVisible();

      await dialog.getByLabel(m["request.name"]).fill("Ananya Mishra");
      await dialog.getByLabel(m["request.email"], { exact: true }).fill("ananya@example.in");
      await dialog.getByLabel(m["request.datetime"]).fill(nextWeek());
      await dialog.getByLabel(m["request.pickup"]).fill("Saheed Nagar, Bhubaneswar");
      await dialog.getByLabel(m["request.drop"]).fill("Biju Patnaik International Airport");
      await dialog.getByLabel(m["request.childSeat"]).check();
      const response = page.waitForResponse((r) => r.url().includes("/api/v1/leads/service-requests"));
      await dialog.getByRole("button", { name: m["request.submit"] }).click();
      expect((await response).ok()).toBe(true);
      await expect(dialog.getByRole("heading", { name: m["request.sent"] })).toBeVisible();
      await expect(dialog.getByText(m["request.received"])).toBeVisible();
      await dialog.getByRole("button", { name: m["request.close"] }).first().click();
      await expect(dialog).toBeHidden();
    });

    test("FAQ: categories, questions, answers with their links, the empty category", async ({ page }) => {
      await page.goto(`${prefix}/faq`);
      await expect(page).toHaveTitle(`${m["meta.faq.title"]} | Sarathi Luxe`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["faq.title"]);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: m["faq.categories"] });
      await expect(nav.getByRole("button")).toHaveText(
        ["general", "payments", "bookings", "airport", "hourly", "outstation", "policies"].map(
          (c) => m[`faq.category.${c}` as keyof typeof m],
        ),
      );
      await expect(page.getByRole("button", { name: m["faq.general.1.q"] })).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText(m["faq.general.1.a"])).toBeVisible();

      await nav.getByRole("button", { name: m["faq.category.bookings"] }).click();
      await expect(page.getByRole("heading", { level: 2, name: m["faq.category.bookings"] })).toBeVisible();
      await page.getByRole("button", { name: m["faq.bookings.3.q"] }).click();
      const answer = page.getByRole("region", { name: m["faq.bookings.3.q"] });
      await expect(answer).toHaveText(plain(m["faq.bookings.3.a"]));
      await expect(answer.getByRole("link")).toHaveAttribute("href", `${prefix}/cancellation-refund`);

      await nav.getByRole("button", { name: m["faq.category.policies"] }).click();
      await expect(page.getByText(m["faq.empty"])).toBeVisible();
      const links = page.locator("section").filter({ hasText: m["faq.empty"] }).getByRole("link");
      await expect(links).toHaveText([...m["faq.emptyLinks"].matchAll(/\[([^\]]+)\]/g)].map((x) => x[1]));
      await expect(links.first()).toHaveAttribute("href", `${prefix}/cancellation-refund`);
    });

    test("a policy page: title, updated date, sections, figures and links in the language", async ({ page }) => {
      await page.goto(`${prefix}/cancellation-refund`);
      await expect(page).toHaveTitle(`${m["meta.refund.title"]} | Sarathi Luxe`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["refund.title"]);
      await expect(page.getByText(m["policy.lastUpdated"])).toBeVisible();
      for (const key of ["refund.cancel.title", "refund.noShow.title", "refund.refunds.title"] as const)
        await expect(page.getByRole("heading", { level: 2, name: m[key] })).toBeVisible();
      await expect(page.getByText(plain(m["refund.cancel.2"]))).toBeVisible();
      await expect(page.locator("article").getByRole("link").first()).toHaveAttribute(
        "href",
        `${prefix}/terms-and-conditions`,
      );

      await page.goto(`${prefix}/terms-and-conditions`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["terms.title"]);
      await expect(page.getByTestId("terms-clauses").locator(":scope > li")).toHaveCount(17);
      await expect(page.getByRole("heading", { level: 2, name: `17. ${m["terms.17.title"]}` })).toBeVisible();
    });

    test("event enquiry: labels, options, validation messages, success after a sandbox submission", async ({
      page,
    }) => {
      await page.goto(`${prefix}/event-experience`);
      await expect(page).toHaveTitle(`${m["meta.event.title"]} | Sarathi Luxe`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m["event.title"]);
      await expect(page.getByRole("heading", { name: m["event.formTitle"] })).toBeVisible();
      await hydrated(page);
      const form = page.getByRole("form", { name: m["enquiry.form"] });
      await form.getByRole("button", { name: m["enquiry.submit"] }).click();
      await expect(form.getByText(v["lead.eventTypeRequired"])).toBeVisible();
      await expect(form.getByText(v["auth.nameRequired"])).toBeVisible();
      await expect(form.getByText(v["auth.phoneRequired"])).toBeVisible();
      await expect(form.getByText(v["lead.descriptionRequired"])).toBeVisible();

      const type = form.getByLabel(m["enquiry.type"]);
      expect(await type.locator("option").allTextContents()).toEqual([
        m["enquiry.typeChoose"],
        m["enquiry.type.corporate"],
        m["enquiry.type.concert"],
        m["enquiry.type.conference"],
        m["enquiry.type.wedding"],
        m["enquiry.type.other"],
      ]);
      await type.selectOption("wedding");
      await form.getByLabel(m["enquiry.name"]).fill("Rohan Das");
      await form.getByLabel(m["enquiry.phone"]).fill("12345");
      await form.getByRole("button", { name: m["enquiry.submit"] }).click();
      await expect(form.getByText(v["auth.phoneInvalid"])).toBeVisible();
      await form.getByLabel(m["enquiry.phone"]).fill("9437012399");
      const description = form.getByLabel(m["enquiry.description"]);
      await expect(description).toHaveAttribute("placeholder", m["enquiry.descriptionHint"]);
      await description.fill("14 February, Mayfair Lagoon: the bride's car and 6 guest sedans.");
      await form.getByRole("button", { name: m["enquiry.submit"] }).click();

      const success = page.getByTestId("event-enquiry-success");
      await expect(success.getByRole("heading", { name: m["enquiry.successTitle"] })).toBeVisible();
      await expect(success.getByText(m["enquiry.successText"])).toBeVisible();
      await success.getByRole("button", { name: m["enquiry.another"] }).click();
      await expect(page.getByRole("form", { name: m["enquiry.form"] }).getByLabel(m["enquiry.name"])).toHaveValue("");
    });
  });
}
