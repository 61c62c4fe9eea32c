import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { savedPlaceTexts } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace } from "./support/trip";

// Saved places ('Home', 'Work') and recent places in the place inputs: saved on the server per rider,
// recent ones in this browser only; the list stays an accessible combobox and listbox.

const SHOTS = "e2e/artifacts/saved-places";
mkdirSync(SHOTS, { recursive: true });
const WIDTHS = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const serious = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
/** axe (WCAG 2.1 AA) over the page with the suggestions open: no serious or critical violation. */
async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(serious(results.violations), what).toEqual([]);
}

const combobox = (page: Page, label: string) => page.getByRole("combobox", { name: label, exact: true });
const listbox = (page: Page, label: string) => page.getByRole("listbox", { name: `${label} suggestions` });

for (const size of WIDTHS) {
  test.describe(`saved and recent places at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("a rider saves Home from the outstation form; after a reload Home comes first in every place input and fills it", async ({
      page,
    }) => {
      await registerAndSignIn(page);
      await page.goto("/outstation-trips");
      await choosePlace(page, "Pick-up location", "kiit", /KIIT University/);
      const save = page.getByRole("group", { name: savedPlaceTexts.saveGroup("Pick-up location") });
      await save.getByRole("button", { name: savedPlaceTexts.saveAs("home") }).click();
      await expect(save.getByText(savedPlaceTexts.savedAs("home"))).toBeVisible();
      await expect(save.getByRole("button", { name: savedPlaceTexts.saveAs("work") })).toBeVisible();
      await page.getByRole("combobox", { name: "Pick-up location" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/outstation-saved-home-${size.name}.png` });

      await page.reload();
      const pickup = combobox(page, "Pick-up location");
      await expect(pickup).toHaveValue("");
      await pickup.click();
      const list = listbox(page, "Pick-up location");
      const savedGroup = list.getByRole("group", { name: savedPlaceTexts.savedGroup });
      await expect(savedGroup.getByRole("option")).toHaveCount(1);
      const first = list.getByRole("option").first();
      await expect(first).toHaveAccessibleName(/^Home: KIIT University, .*Bhubaneswar/);
      await expect(first).toContainText("Home");
      await expect(pickup).toHaveAttribute("aria-expanded", "true");
      await expect(pickup).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
      await page.screenshot({ path: `${SHOTS}/outstation-saved-open-${size.name}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/outstation-saved-open-viewport-${size.name}.png` });
      await expectAxeClean(page, `outstation form, saved places open, ${size.name} px`);
      await first.click();
      await expect(pickup).toHaveValue(/^KIIT University/);
      await expect(list).toHaveCount(0);
      await expect(save.getByText(savedPlaceTexts.savedAs("home"))).toBeVisible();

      // the drop-off (and a stop) list Home first too
      for (const label of ["Drop-off location", "Stop 1"]) {
        if (label === "Stop 1") await page.getByRole("button", { name: "Add stop" }).click();
        await combobox(page, label).click();
        await expect(listbox(page, label).getByRole("option").first()).toHaveAccessibleName(/^Home: KIIT University/);
        await page.keyboard.press("Escape");
      }

      // the airport form's city address, with the keyboard: the first option is active, Enter chooses it
      await page.goto("/airport-transfers");
      const city = combobox(page, "Drop-off address");
      await city.focus();
      await expect(listbox(page, "Drop-off address").getByRole("option").first()).toHaveAccessibleName(/^Home: /);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(city).toHaveValue(/^KIIT University/);
    });

    test("the profile lists Home and Work and removes one; the forms stop offering it", async ({ page }) => {
      await registerAndSignIn(page);
      await page.goto("/outstation-trips");
      await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
      await page
        .getByRole("group", { name: savedPlaceTexts.saveGroup("Drop-off location") })
        .getByRole("button", { name: savedPlaceTexts.saveAs("work") })
        .click();
      await expect(page.getByText(savedPlaceTexts.savedAs("work"))).toBeVisible();

      await page.goto("/user/profile");
      const panel = page.getByRole("region", { name: savedPlaceTexts.profileHeading });
      await expect(panel).toContainText("Shree Jagannath Temple");
      await expect(panel).toContainText(savedPlaceTexts.notSavedYet); // Home
      await page.screenshot({ path: `${SHOTS}/profile-${size.name}.png`, fullPage: true });
      await expectAxeClean(page, `profile with saved places, ${size.name} px`);
      await panel.getByRole("button", { name: savedPlaceTexts.remove("work") }).click();
      await expect(panel.getByText(savedPlaceTexts.notSavedYet)).toHaveCount(2);

      await page.goto("/outstation-trips");
      await combobox(page, "Pick-up location").click();
      const list = listbox(page, "Pick-up location");
      await expect(list.getByRole("group", { name: savedPlaceTexts.recentGroup })).toBeVisible();
      await expect(list.getByRole("group", { name: savedPlaceTexts.savedGroup })).toHaveCount(0);
    });

    test("signed out: recent places (this browser) after choosing places, no saved places, and a way to clear them", async ({
      page,
    }) => {
      await page.goto("/outstation-trips");
      await choosePlace(page, "Pick-up location", "kiit", /KIIT University/);
      await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
      await expect(page.getByRole("button", { name: savedPlaceTexts.saveAs("home") })).toHaveCount(0);

      await page.reload();
      const pickup = combobox(page, "Pick-up location");
      await pickup.click();
      const list = listbox(page, "Pick-up location");
      const recent = list.getByRole("group", { name: savedPlaceTexts.recentGroup });
      await expect(recent.getByRole("option")).toHaveCount(2);
      // newest first
      await expect(recent.getByRole("option").nth(0)).toHaveAccessibleName(/^Shree Jagannath Temple/);
      await expect(recent.getByRole("option").nth(1)).toHaveAccessibleName(/^KIIT University/);
      await expect(list.getByRole("group", { name: savedPlaceTexts.savedGroup })).toHaveCount(0);
      // each place once: the recent ones are not repeated under 'Places'
      await expect(list.getByRole("option", { name: /^KIIT University/ })).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/outstation-recent-open-${size.name}.png`, fullPage: true });
      await expectAxeClean(page, `outstation form, recent places open, ${size.name} px`);

      // typing searches; the recent places wait for an empty input
      await pickup.fill("puri");
      await expect(list.getByRole("group", { name: savedPlaceTexts.recentGroup })).toHaveCount(0);
      await pickup.fill("");
      await expect(recent).toBeVisible();

      // choosing a recent place fills the input
      await recent.getByRole("option").nth(1).click();
      await expect(pickup).toHaveValue(/^KIIT University/);

      await combobox(page, "Drop-off location").click();
      await page.getByRole("button", { name: savedPlaceTexts.clearRecent }).click();
      await expect(listbox(page, "Drop-off location").getByRole("group")).toHaveCount(0);
      await expect(combobox(page, "Drop-off location")).toBeFocused();
      await page.reload();
      await combobox(page, "Pick-up location").click();
      await expect(listbox(page, "Pick-up location").getByRole("option").first()).toBeVisible();
      await expect(listbox(page, "Pick-up location").getByRole("group")).toHaveCount(0);
      await expect(page.getByRole("button", { name: savedPlaceTexts.clearRecent })).toHaveCount(0);
    });
  });
}
