import { expect, type Page } from "@playwright/test";

// The trip forms as the browser tests fill them (fares, airport transfers).

/** "YYYY-MM-DDTHH:mm" in Asia/Kolkata, `hours` from now (the value a datetime-local input takes). */
export const istIn = (hours: number) =>
  new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString().slice(0, 16);

/** Types `query` into the place input labelled `label` and picks the first suggestion matching `option`. */
export async function choosePlace(page: Page, label: string | RegExp, query: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(query);
  await page.getByRole("option", { name: option }).first().click();
  await expect(input).toHaveValue(option);
}
