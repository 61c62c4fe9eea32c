import { driverPaths, ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { readOtp } from "./support/auth";
import { signInOperator } from "./ops-support";

// A lost chauffeur phone is cut off from the console (docs/security.md §7 "Chauffeurs' devices"): 'Sign out all
// devices' on the fleet screen, confirmed in a dialog, and the chauffeur app on that phone asks to sign in again.
test.describe("a chauffeur's devices", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("'Sign out all devices' in the console signs the chauffeur app out", async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const name = `Suresh Behera ${Date.now().toString(36).slice(-4)}`;
    const phone = `7${String(Date.now()).slice(-9)}`;
    await signInOperator(page);
    const added = await page.request.post("/api/v1/ops/chauffeurs", {
      data: { name, phone: `+91${phone}`, licenceNumber: "OD0220190012345", licenceExpiry: "2035-12-31" },
    });
    expect(added.status(), await added.text()).toBe(201);

    // the chauffeur's phone, signed in to the chauffeur app
    const phoneCtx = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      permissions: ["geolocation"],
      geolocation: { latitude: 20.2601, longitude: 85.8152, accuracy: 10 },
    });
    const driver = await phoneCtx.newPage();
    await driver.goto(ridePages.driverSignIn);
    await driver.getByLabel("Phone number").fill(phone);
    await driver.getByRole("button", { name: "Send code" }).click();
    await driver.getByLabel("Code from SMS").fill(await readOtp(driver, `+91${phone}`));
    await driver.getByRole("button", { name: "Sign in" }).click();
    await expect(driver.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();

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
    expect((await driver.request.get(driverPaths.me)).status()).toBe(401);
    await driver.goto(ridePages.driver);
    // (the app asks /me again once before it gives up on the session)
    await expect(driver).toHaveURL(/\/driver\/sign-in$/, { timeout: 30_000 });
    await expect(driver.getByLabel("Phone number")).toBeVisible();
    await phoneCtx.close();
  });
});
