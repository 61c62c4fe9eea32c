import { expect, type Page } from "@playwright/test";

// The trip forms as the browser tests fill them (fares, airport transfers).

/** "YYYY-MM-DDTHH:mm" in Asia/Kolkata, `hours` from now (the value a datetime-local input takes). */
export const istIn = (hours: number) =>
  new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString().slice(0, 16);

/**
 * Hours from now to a pickup on a random day 2 to 170 days ahead: browser tests that order run in parallel against one
 * fleet (four sedans in the seed), so a fixed hour shared by several specs can leave no car free and the order answers
 * 409. A random day keeps each test's car hold apart from the others'. Until session 14 the days were 2 to 92, and a
 * fresh-clone CI run once found all four sedans taken (sign-in-continuity's Pay Now at 1440 px, a 26-hour round trip):
 * the spread is nearly doubled. 170 days stays inside the 180 days a pickup may be booked ahead (MAX_ADVANCE_DAYS),
 * a round trip's return included.
 */
export const someDay = () => 48 + Math.floor(Math.random() * 24 * 168);

/** Types `query` into the place input labelled `label` and picks the first suggestion matching `option`. */
export async function choosePlace(page: Page, label: string | RegExp, query: string, option: RegExp) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(query);
  await page.getByRole("option", { name: option }).first().click();
  await expect(input).toHaveValue(option);
}
