// Test-only helpers for the fares integration tests (imported by *.int.test.ts, never by the app).
import { toIstLocalInput } from "@chauffeur/contracts";
import type { TestApp } from "../../../test/helpers.ts";
import { BBSR, PURI } from "./fares.test-places.ts";

/** `h` hours after the test clock's now, as the booking forms' IST datetime-local value. */
export const inHoursOf = (t: TestApp, h: number) => toIstLocalInput(new Date(t.clock.now().getTime() + h * 3600_000));

/** Asks for the charges of `service`, signed in with `cookie` (signed out when null). */
export const postCharge = (t: TestApp, service: string, payload: unknown, cookie: string | null) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/bookings/charges/${service}`,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

/** A one-way outstation trip from Bhubaneswar station to Puri, starting at `startTime`. */
export const outstationTrip = (startTime: string, over: Record<string, unknown> = {}) => ({
  pickUp: BBSR,
  dropOff: PURI,
  stops: [],
  startTime,
  isRoundTrip: false,
  returnTime: null,
  passengerCount: 2,
  luggageCount: 2,
  ...over,
});
