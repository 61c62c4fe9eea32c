import type { Page } from "@playwright/test";

/** The toast showing exactly `text`. */
export const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true });
