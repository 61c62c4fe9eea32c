import { expect, type Page } from "@playwright/test";
import { istIn } from "./trip";
import { ownedPickup, PICKUP_IN_HOURS } from "./fleet";

// Bookings made through the API for tests about what a rider sees of them (My Bookings, the riders' worker, the
// shell's early requests): the screens that make them are covered by their own specs.

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

/** A 3-hour rental from KIIT to Esplanade One, `inHours` ahead, as the charges endpoint takes it. */
export const hourlyRentalTrip = (inHours = PICKUP_IN_HOURS) => ({
  pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
  dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
  stops: [],
  startTime: istIn(inHours),
  hours: 3,
  passengerCount: 2,
  luggageCount: 2,
});

/** The quote id of a fresh quote for `trip` (by default the fixed day, with a car of its own for the order to hold). */
export async function quoteHourlyRental(page: Page, given?: ReturnType<typeof hourlyRentalTrip>): Promise<string> {
  const trip = given ?? hourlyRentalTrip(await ownedPickup());
  const charge = await page.request.post("/api/v1/bookings/charges/hourly-rental", { data: trip });
  expect(charge.status(), await charge.text()).toBe(200);
  return (await charge.json()).data.quoteId as string;
}

/** An unpaid hourly-rental booking of the signed-in rider (quote, then order); its quote id. */
export async function orderHourlyRental(page: Page): Promise<string> {
  const trip = hourlyRentalTrip(await ownedPickup());
  const quoteId = await quoteHourlyRental(page, trip);
  const order = await page.request.post("/api/v1/bookings/order/hourly-rental", {
    data: { ...trip, quoteId },
    headers: { "Idempotency-Key": `e2e-${quoteId}` },
  });
  expect(order.ok(), await order.text()).toBeTruthy();
  return quoteId;
}
