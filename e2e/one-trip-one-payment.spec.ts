import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { quoteHourlyRental } from "./support/booking-api";

// One trip, one payment (README "Payments and bookings"): a rider whose payment is captured while the checkout's
// return to the site fails is never offered a second payment for the same quote.
const shots = "e2e/artifacts/one-trip-one-payment";
/** An hourly-rental quote through the charges API, then its fare summary screen; the quote's id. */
async function openFareSummary(page: Page) {
  const quoteId = await quoteHourlyRental(page);
  await page.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
  // the first page of a fresh server can take a while on a busy machine
  await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled({ timeout: 30_000 });
  return quoteId;
}

test("a payment captured while its return fails: Pay Now again and the quote reopened show 'This trip is already booked' with the link", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerAndSignIn(page);
  const quoteId = await openFareSummary(page);
  // the checkout's return to our callback is lost (a dropped redirect): the browser stays on the fare summary
  await page.route("**/api/v1/payments/callback", (route) => route.fulfill({ status: 204, body: "" }));
  await page.getByRole("button", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Sandbox payment" });
  await dialog.getByRole("button", { name: "Simulate success" }).click();
  await expect(dialog).toBeHidden();
  // the capture reaches the server all the same (the gateway's webhook), and My Bookings lists it paid at once
  const firstBooking = async () =>
    (await (await page.request.get("/api/v1/bookings?page=1&limit=10")).json()).data.active[0] as
      { _id: string; canCompletePayment: boolean; payment: { paymentId: string | null } } | undefined;
  await expect
    .poll(firstBooking)
    .toMatchObject({ canCompletePayment: false, payment: { paymentId: expect.stringMatching(/^pay_/) } });
  const bookingId = (await firstBooking())!._id;
  await expect(page).toHaveURL(/\/fare-summary\?quote=/);

  // Pay Now on the same quote: the booking, never a second checkout
  await page.getByRole("button", { name: "Pay Now" }).click();
  const notice = page.getByTestId("already-booked");
  await expect(notice.getByText("This trip is already booked")).toBeVisible();
  await expect(dialog).toBeHidden();
  const link = notice.getByRole("link", { name: /View booking SL-/ });
  await expect(link).toHaveAttribute("href", `/user/bookings/${bookingId}/trip`);
  await page.screenshot({ path: `${shots}/already-booked-pay-now.png` });

  // the same quote opened again later: the notice in place of Pay Now
  await page.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
  await expect(page.getByTestId("already-booked").getByText("This trip is already booked")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
  await page
    .getByTestId("already-booked")
    .getByRole("link", { name: /View booking SL-/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/user/bookings/${bookingId}/trip$`));
});
