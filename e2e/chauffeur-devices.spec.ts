import { ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { chauffeurSignsInOnPhone } from "./support/ride";
import { signInOperator } from "./ops-support";

// A lost chauffeur phone is cut off from the console (docs/security.md §7 "Chauffeurs' devices"): 'Sign out all
// devices' on the fleet screen, confirmed in a dialog, and the chauffeur app on that phone asks to sign in again.
test.describe("a chauffeur's devices", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("'Sign out all devices' in the console signs the chauffeur app out", async ({ page, browser, baseURL }) => {
    const name = `Suresh Behera ${Date.now().toString(36).slice(-4)}`;
    const phone = `7${String(Date.now()).slice(-9)}`;
    await signInOperator(page);
    const added = await page.request.post("/api/v1/ops/chauffeurs", {
      data: { name, phone: `+91${phone}`, licenceNumber: "OD0220190012345", licenceExpiry: "2035-12-31" },
    });
    expect(added.status(), await added.text()).toBe(201);

    // the chauffeur's phone, signed in to the chauffeur app
    const phoneCtx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
    const driver = await phoneCtx.newPage();
    await chauffeurSignsInOnPhone(driver, phone);

    await page.goto("/ops/fleet");
    await page.getByRole("tab", { name: "Chauffeurs" }).click();
    await page.getByRole("button", { name: `Sign out all devices of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Sign ${name} out of every device?` });
    await expect(dialog).toContainText("lost or stolen phone");
    await dialog.getByRole("button", { name: "Sign out all devices" }).click();
    await expect(
      page.getByText(`${name} is signed out of 1 device: the chauffeur app asks for a new code.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // the phone's next request finds no session: the app asks for a new code
    await driver.goto(ridePages.driver);
    await expect(driver).toHaveURL(/\/driver\/sign-in$/);
    await expect(driver.getByLabel("Phone number")).toBeVisible();
    await phoneCtx.close();
  });
});
