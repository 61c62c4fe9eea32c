import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { ridePages } from "@chauffeur/contracts";
import { test, expect as baseExpect } from "./support/fixtures";
import { readOtp, registerAndSignIn } from "./support/auth";
import {
  chauffeurSignsInOnPhone,
  newChauffeurPhone,
  operatorConfirmsWithNewChauffeur,
  riderRidePin,
} from "./support/ride";
import { createPaidBooking } from "./support/paid-booking";

// The chauffeur app in Hindi and Odia: /driver has no /hi or /or path, so the `lang` cookie and the
// header's language choice decide. A phone-sized screen, location granted.
// a shared 2-core machine under load takes more than the default 10 s to open the app's shell the first time
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/driver-languages");
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: path.join(SHOTS, `${name}-375.png`), fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1440.png`), fullPage: true });
  await page.setViewportSize(size);
};

test.use({
  // the chauffeur app works offline through its worker (blocked by default in playwright.config.ts)
  serviceWorkers: "allow",
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: { latitude: 20.2601, longitude: 85.8152, accuracy: 10 },
});

async function confirmedTrip(browser: Browser, baseURL: string | undefined) {
  const riderCtx = await browser.newContext({ baseURL });
  const riderPage = await riderCtx.newPage();
  const rider = await registerAndSignIn(riderPage, { name: "Priya Mohanty" });
  const booking = await createPaidBooking(riderPage.request, { inHours: 7 });
  const phone = newChauffeurPhone().slice(3);
  const { car } = await operatorConfirmsWithNewChauffeur(browser, baseURL, booking.bookingId, {
    name: "Bikash Sahoo",
    phone: `+91${phone}`,
  });
  return { riderCtx, riderPage, rider, booking, phone, car };
}

test.describe("the chauffeur app in Hindi and Odia", () => {
  test("Hindi (cookie lang=hi-IN): sign-in, My trips, the steps with the Ride PIN, and offline", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = await confirmedTrip(browser, baseURL);
    await context.addCookies([{ name: "lang", value: "hi-IN", url: baseURL! }]);

    await page.goto(ridePages.driver);
    await expect(page).toHaveURL(/\/driver\/sign-in$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1, name: "साइन इन" })).toBeVisible();
    await expect(page).toHaveTitle("साइन इन · ड्राइवर ऐप");
    await expect(page.getByRole("combobox", { name: "भाषा" })).toHaveValue("hi-IN");
    await page.getByLabel("फ़ोन नंबर").fill("98765");
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    await expect(page.getByRole("alert")).toHaveText("अपना 10 अंकों का मोबाइल नंबर डालें।");
    await shot(page, "hi-01-sign-in");
    await page.getByLabel("फ़ोन नंबर").fill(t.phone);
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    await expect(page.getByRole("status")).toContainText(`हमने +91${t.phone} पर SMS से कोड भेजा है।`);
    await page.getByLabel("SMS में आया कोड").fill("1");
    await page.getByRole("button", { name: "साइन इन करें" }).click();
    await expect(page.getByRole("alert")).toHaveText("SMS में आया 5 अंकों का कोड डालें।");
    await page.getByLabel("SMS में आया कोड").fill(await readOtp(page, `+91${t.phone}`));
    await page.getByRole("button", { name: "साइन इन करें" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "मेरी ट्रिप" })).toBeVisible();
    await expect(page.getByText("Bikash Sahoo के रूप में साइन इन")).toBeVisible();
    const card = page.getByTestId("driver-trip-card").filter({ hasText: t.booking.reference });
    await expect(card.getByTestId("trip-step")).toHaveText("आपको दी गई");
    await expect(card).toContainText("घंटेवार रेंटल");
    await expect(page.getByRole("button", { name: "साइन आउट" })).toBeVisible();
    await shot(page, "hi-02-my-trips");

    await card.click();
    await expect(page.getByRole("heading", { level: 1, name: /^पिकअप \d/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "राइडर को कॉल करें" })).toHaveAttribute(
      "href",
      `tel:${t.rider.phoneE164}`,
    );
    await expect(page.getByText("Google Maps में पिकअप तक का रास्ता।")).toBeVisible();
    await expect(page.getByRole("heading", { name: "ट्रिप की जानकारी" })).toBeVisible();
    await expect(page.getByTestId("step-status")).toHaveText("पिकअप के लिए निकलते समय 'रास्ते में हूँ' दबाएँ।");

    await page.getByRole("button", { name: "रास्ते में हूँ" }).click();
    await expect(page.getByTestId("step-status")).toHaveText("आप रास्ते में हैं। राइडर को बता दिया गया है।");
    await expect(page.getByTestId("location-indicator")).toHaveText("लोकेशन शेयर हो रही है");
    await expect(page.getByTestId("trip-step")).toHaveText("रास्ते में");

    await page.getByRole("button", { name: "पिकअप पर हूँ" }).click();
    await expect(page.getByTestId("step-status")).toContainText("पहुँचना दर्ज हुआ।");
    await expect(page.getByRole("button", { name: "राइडर नहीं आए" })).toBeDisabled();
    await expect(page.getByTestId("no-show-when")).toContainText("से संभव (30 मिनट के इंतज़ार के बाद)।");
    await shot(page, "hi-03-trip-arrived");

    const pin = await riderRidePin(t.riderPage.request, t.booking.bookingId, t.rider.phoneE164);
    await page.getByRole("button", { name: "ट्रिप शुरू करें" }).click();
    const dialog = page.getByRole("dialog", { name: "ट्रिप शुरू करें" });
    await expect(dialog).toContainText("राइडर से उनका राइड PIN पूछें।");
    await dialog.getByLabel("राइड PIN").fill("12");
    await dialog.getByRole("button", { name: "ट्रिप शुरू करें" }).click();
    await expect(dialog.getByText("राइडर का 4 अंकों का राइड PIN डालें।")).toBeVisible();
    await shot(page, "hi-04-pin");
    await dialog.getByLabel("राइड PIN").fill(pin);
    await dialog.getByRole("button", { name: "ट्रिप शुरू करें" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("step-status")).toHaveText("ट्रिप शुरू हुई। सुरक्षित चलाएँ।");
    await expect(page.getByTestId("trip-step")).toHaveText("ट्रिप शुरू");

    // no signal: the shell, the code and the Hindi messages come from the worker, the trip from the phone
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1, name: /^पिकअप \d/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "इंटरनेट कनेक्शन नहीं है।" })).toBeVisible();
    await expect(page.getByRole("button", { name: "ट्रिप पूरी करें" })).toBeVisible();
    await shot(page, "hi-05-offline-trip");
    await context.setOffline(false);
    await t.riderCtx.close();
  });

  test("Odia chosen in the header: the whole app follows, the choice is kept in the cookie, English comes back", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = await confirmedTrip(browser, baseURL);
    // the first visit downloads the app's code (the helper below waits with the default timeout)
    await page.goto(ridePages.driver);
    await expect(page).toHaveURL(/\/driver\/sign-in$/);
    await chauffeurSignsInOnPhone(page, t.phone);
    await page.getByRole("combobox", { name: "Language" }).selectOption("or-IN");
    await expect(page.getByRole("heading", { level: 1, name: "ମୋ ଟ୍ରିପ୍" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "or-IN");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("or-IN");
    const card = page.getByTestId("driver-trip-card").filter({ hasText: t.booking.reference });
    await expect(card.getByTestId("trip-step")).toHaveText("ଆପଣଙ୍କୁ ଦିଆଯାଇଛି");
    await expect(card).toContainText("ଘଣ୍ଟା ହିସାବରେ ରେଣ୍ଟାଲ୍");
    await shot(page, "or-01-my-trips");

    // kept for the next visit
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "ମୋ ଟ୍ରିପ୍" })).toBeVisible();
    await expect(page).toHaveTitle("ମୋ ଟ୍ରିପ୍ · ଡ୍ରାଇଭର ଆପ୍");
    await card.click();
    await expect(page.getByRole("link", { name: "ରାଇଡରଙ୍କୁ କଲ୍ କରନ୍ତୁ" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "ଟ୍ରିପ୍ ବିବରଣୀ" })).toBeVisible();
    await page.getByRole("button", { name: "ମୁଁ ବାଟରେ ଅଛି" }).click();
    await expect(page.getByTestId("step-status")).toHaveText("ଆପଣ ବାଟରେ ଅଛନ୍ତି। ରାଇଡରଙ୍କୁ ଜଣାଇ ଦିଆଯାଇଛି।");
    await expect(page.getByTestId("location-indicator")).toHaveText("ଲୋକେସନ୍ ସେୟାର ହେଉଛି");
    await expect(page.getByRole("button", { name: "ପିକଅପରେ ପହଞ୍ଚିଲି" })).toBeVisible();
    await shot(page, "or-02-trip-on-the-way");

    await page.getByRole("combobox", { name: "ଭାଷା" }).selectOption("en-IN");
    await expect(page.getByRole("button", { name: "Arrived" })).toBeVisible();
    await expect(page.getByTestId("trip-step")).toHaveText("On the way");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en-IN");
    await t.riderCtx.close();
  });
});
