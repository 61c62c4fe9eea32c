import { mkdirSync } from "node:fs";
import { expect, test } from "./support/fixtures";
import { newRider, readOtp } from "./support/auth";
import { operatorRequest } from "./ops-support";

const shots = "e2e/artifacts/event-client";
mkdirSync(shots, { recursive: true });

/**
 * The client's side of an event (README "Weddings and events"): the quote's signed link opened on a phone, accepted
 * after registering and verifying the phone with an OTP in the sign-in dialog, the deposit paid in the sandbox, the
 * confirmation and the receipt voucher on the event's page; the operator's console answers 'Deposit paid'.
 */
test("the client accepts the quote on a phone, verifies with an OTP, pays the deposit; the operator sees it paid", async ({
  page,
}) => {
  test.slow(); // a registration, an OTP, a checkout and a PDF on a shared 2-core machine
  const ops = await operatorRequest();
  const rider = newRider({ name: "Asha Mohanty" });
  const made = await ops.post("/api/v1/dev/events/sample", { data: { clientPhone: rider.phoneE164, daysAhead: 40 } });
  expect(made.status(), await made.text()).toBe(200);
  const ev = (await made.json()) as { eventId: string; link: string };

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(ev.link);
  await expect(page.getByRole("heading", { name: "Test wedding" })).toBeVisible();
  await expect(page.getByTestId("quote-amounts")).toContainText("1,05,000");
  await expect(page.getByText("The deposit is kept.")).toBeVisible();
  await page.screenshot({ path: `${shots}/quote-375.png`, fullPage: true });

  // a changed link is refused with words a person can act on
  const tampered = await page.context().newPage();
  await tampered.goto(ev.link.replace(/t=(.)/, (_m, c: string) => `t=${c === "a" ? "b" : "a"}`));
  await expect(tampered.getByRole("alert")).toContainText("changed or is out of date");
  await tampered.close();

  await page.getByRole("button", { name: "Accept and pay deposit" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to continue" });
  await expect(dialog.getByText("Sign in or verify your phone to accept the quote.")).toBeVisible();
  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel("Name").fill(rider.name);
  await dialog.getByLabel("Email").fill(rider.email);
  await dialog.getByLabel("Phone Number").fill(rider.phone);
  await dialog.getByLabel("Password", { exact: true }).fill(rider.password);
  await dialog.getByLabel("Confirm Password").fill(rider.password);
  await dialog.getByRole("button", { name: "Register" }).click();
  const otpDialog = page.getByRole("dialog", { name: "Verify your phone" });
  await expect(otpDialog.getByLabel("Digit 1 of 5")).toBeFocused();
  await page.keyboard.type(await readOtp(page, rider.phoneE164));
  await otpDialog.getByRole("button", { name: "Verify OTP" }).click();

  // the acceptance goes on by itself: the sandbox's checkout for the stored deposit (₹31,500)
  const checkout = page.getByRole("dialog", { name: "Sandbox payment" });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText("31,500");
  await checkout.getByRole("button", { name: "Simulate success" }).click();

  await expect(page).toHaveURL(new RegExp(`/events/${ev.eventId}\\?payment=done`));
  await expect(page.getByTestId("payment-confirmed")).toBeVisible();
  await expect(page.getByTestId("event-status")).toHaveText("Deposit paid");
  const voucher = page.getByRole("link", { name: /^PDF RV\// });
  await expect(voucher).toBeVisible();
  await expect(page.getByTestId("event-documents")).toContainText("Receipt voucher");
  await page.screenshot({ path: `${shots}/event-375.png`, fullPage: true });
  const pdf = await page.request.get((await voucher.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  // the operator (a context of its own): the console's money of the event
  await expect
    .poll(async () => (await (await ops.get(`/api/v1/ops/events/${ev.eventId}/money`)).json()).status)
    .toBe("deposit_paid");
  const money = await (await ops.get(`/api/v1/ops/events/${ev.eventId}/money`)).json();
  expect(money).toMatchObject({ paidPaise: 31_500_00, duePaise: 73_500_00 });

  // the wider screen reads the same
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${shots}/event-1440.png`, fullPage: true });
});

test("the quote page in Hindi and Odia: the terms in words; an expired quote says so and offers no button", async ({
  page,
}) => {
  const ops = await operatorRequest();
  const rider = newRider();
  const open = await ops.post("/api/v1/dev/events/sample", { data: { clientPhone: rider.phoneE164, daysAhead: 20 } });
  const expired = await ops.post("/api/v1/dev/events/sample", {
    data: { clientPhone: rider.phoneE164, daysAhead: 20, validDays: -1 },
  });
  const openLink = ((await open.json()) as { link: string }).link;
  const expiredLink = ((await expired.json()) as { link: string }).link;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/hi${openLink}`);
  await expect(page.getByText("आपके आयोजन का कोटेशन")).toBeVisible();
  await expect(page.getByText("अग्रिम राशि वापस नहीं होती।")).toBeVisible();
  await expect(page.getByRole("button", { name: "स्वीकार करें और अग्रिम चुकाएँ" })).toBeVisible();

  await page.goto(`/or${expiredLink}`);
  await expect(page.getByTestId("quote-state")).toHaveText("ଏହି କୋଟେସନ୍‌ର ଅବଧି ସରିଯାଇଛି। ଦୟାକରି ଆମଠାରୁ ନୂଆ କୋଟେସନ୍ ମାଗନ୍ତୁ।");
  await expect(page.getByRole("button", { name: /ଗ୍ରହଣ କରନ୍ତୁ/ })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/expired-or-375.png`, fullPage: true });
  await page.goto(expiredLink);
  await expect(page.getByTestId("quote-state")).toHaveText("This quote has expired. Please ask us for a new quote.");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${shots}/expired-1440.png`, fullPage: true });
});
