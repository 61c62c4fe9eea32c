// Test-only helpers for the booking-changes integration tests (cancellation terms, reschedule): real quotes through
// the charges endpoint (built-in gazetteer), real orders and sandbox captures. Imported by *.int.test.ts only.
import { expect } from "vitest";
import { toIstLocalInput } from "@chauffeur/contracts";
import type { TestApp } from "../../../test/helpers.ts";
import { optionsOf, payOrder, placeOrder } from "./test-factories.ts";

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
export const KIIT = place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818);
export const ESPLANADE = place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449);

/** "YYYY-MM-DDTHH:mm" (IST) on the IST day `days` after the test clock's today, at `hhmm`. */
export const istAt = (t: TestApp, days: number, hhmm: string) =>
  `${toIstLocalInput(new Date(t.clock.now().getTime() + days * 86_400_000)).slice(0, 10)}T${hhmm}`;

export const asIso = (istLocal: string) => new Date(`${istLocal}:00+05:30`).toISOString();

/** A paid hourly rental of `hours` from `startTime` (IST local), in `carType` when given. */
export async function paidRental(
  t: TestApp,
  cookie: string,
  startTime: string,
  o: { hours?: number; carType?: string; key?: string; pay?: boolean } = {},
) {
  const charge = await t.app.inject({
    method: "POST",
    url: "/api/v1/bookings/charges/hourly-rental",
    headers: { cookie },
    payload: {
      pickUp: KIIT,
      dropOff: ESPLANADE,
      stops: [],
      startTime,
      hours: o.hours ?? 3,
      passengerCount: 2,
      luggageCount: 2,
      ...(o.carType ? { carType: o.carType } : {}),
    },
  });
  expect(charge.statusCode, charge.body).toBe(200);
  const order = await placeOrder(t, cookie, charge.json().data.quoteId, o.key ?? crypto.randomUUID(), "hourly-rental");
  expect(order.statusCode, order.body).toBe(200);
  const options = optionsOf(t, order.json());
  if (o.pay !== false) await payOrder(t, options.order_id);
  return { bookingId: order.json().bookingId as string, amountPaise: options.amount };
}

export const getAs = (t: TestApp, cookie: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });
export const postAs = (t: TestApp, cookie: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
