import { expect, type Page } from "@playwright/test";
import { istIn, someDay } from "./trip";

// Bookings made through the API for tests about what a rider sees of them (My Bookings, the riders' worker, the
// shell's early requests): the screens that make them are covered by their own specs.

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

/** A 3-hour rental from KIIT to Esplanade One on a random day (see `someDay`), as the charges endpoint takes it. */
export const hourlyRentalTrip = () => ({
  pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
  dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
  stops: [],
  startTime: istIn(someDay()),
  hours: 3,
  passengerCount: 2,
  luggageCount: 2,
});

/** The quote id of a fresh quote for `trip`. */
export async function quoteHourlyRental(page: Page, trip = hourlyRentalTrip()): Promise<string> {
  const charge = await page.request.post("/api/v1/bookings/charges/hourly-rental", { data: trip });
  expect(charge.status(), await charge.text()).toBe(200);
  return (await charge.json()).data.quoteId as string;
}

/** An unpaid hourly-rental booking of the signed-in rider (quote, then order); its quote id. */
export async function orderHourlyRental(page: Page): Promise<string> {
  const trip = hourlyRentalTrip();
  const quoteId = await quoteHourlyRental(page, trip);
  const order = await page.request.post("/api/v1/bookings/order/hourly-rental", {
    data: { ...trip, quoteId },
    headers: { "Idempotency-Key": `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(order.ok(), await order.text()).toBeTruthy();
  return quoteId;
}
