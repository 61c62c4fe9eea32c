// Test-only helpers for rides booked for a company (company-orders, company-approvals, company-credit int tests).
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import type { CompanyPolicy, CompanyRole } from "@chauffeur/contracts";
import type { TestApp } from "../../../test/helpers.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { memberOf, openCompany, operator } from "./test-factories.ts";

let slot = 0;
/** A pickup of its own for every quote (hours from now), so the cars of a class are never all taken. */
export const nextPickupHours = () => 24 + 7 * slot++;

export interface CompanyFixture {
  id: string;
  costCentreId: string;
  member: (role: CompanyRole) => ReturnType<typeof memberOf>;
}

/** A company opened through the console, with its policy and a cost centre set straight in the tables. */
export async function companyFixture(
  t: TestApp,
  o: { terms?: Record<string, unknown>; policy?: Partial<CompanyPolicy>; gstin?: string } = {},
): Promise<CompanyFixture> {
  const ops = await operator(t);
  const c = await openCompany(t, ops.cookie, {
    ...(o.terms ? { terms: o.terms } : {}),
    ...(o.gstin ? { gstin: o.gstin } : {}),
  });
  const policy = { costCentreRequired: false, ...o.policy };
  await q(
    t.database.db,
    sql`UPDATE companies SET policy = policy || ${JSON.stringify(policy)}::jsonb WHERE id = ${c.id}`,
  );
  const cc = await q1<{ id: string }>(
    t.database.db,
    sql`INSERT INTO company_cost_centres (company_id, code, name) VALUES (${c.id}, 'SALES', 'Sales East') RETURNING id`,
  );
  return { id: c.id, costCentreId: cc!.id, member: (role) => memberOf(t, c.id, role) };
}

/**
 * A stored quote as the fares module leaves it (the bookings tests' insertQuote, which this module's helpers may not
 * import: only a test file may use another module's test factories).
 */
async function insertQuote(
  t: TestApp,
  o: { userId: string; farePaise: number; startInHours: number; carType?: string },
): Promise<string> {
  await t.database.query(
    `INSERT INTO tariffs (version, data, note) VALUES (1, '{}'::jsonb, 'test') ON CONFLICT (version) DO NOTHING`,
  );
  const start = new Date(t.clock.now().getTime() + o.startInHours * 3600_000);
  const end = new Date(start.getTime() + 3 * 3600_000);
  const trip = {
    service: "outstation",
    pickUp: { address: "Biju Patnaik International Airport, Bhubaneswar", lat: 20.2444, lng: 85.8178 },
    dropOff: { address: "Puri Beach, Puri", lat: 19.7983, lng: 85.8249 },
    stops: [],
    startTime: start.toISOString(),
    returnTime: null,
    isRoundTrip: false,
    hours: null,
    passengerCount: 2,
    luggageCount: 2,
    transferType: null,
    airportCode: null,
    flightNumber: null,
    international: false,
    requestedCarType: null,
  };
  const route = { source: "gazetteer", approximate: true, distanceKm: 62, durationMin: 95, outwardKm: 62, legs: [] };
  const lines = [{ code: "base", label: "Base fare", amountPaise: o.farePaise }];
  const row = await q1<{ id: string }>(
    t.database.db,
    sql`INSERT INTO quotes (user_id, service_type, car_type, trip, route, add_ons, breakdown, fare_paise, tariff_version,
          start_time, end_time, expires_at)
        VALUES (${o.userId}, 'outstation', ${o.carType ?? "sedan"}, ${JSON.stringify(trip)}::jsonb,
          ${JSON.stringify(route)}::jsonb, '{}'::jsonb, ${JSON.stringify(lines)}::jsonb, ${o.farePaise}, 1, ${start},
          ${end}, ${new Date(t.clock.now().getTime() + 30 * 60_000)})
        RETURNING id`,
  );
  return row!.id;
}

/** POST the order of a fresh quote of `userId`'s with 'Book for' and 'Bill to'. */
export async function orderRide(
  t: TestApp,
  rider: { userId: string; cookie: string },
  body: { bookFor?: object; billTo?: object } = {},
  quote: { farePaise?: number; startInHours?: number; carType?: string; key?: string } = {},
) {
  const quoteId = await insertQuote(t, {
    userId: rider.userId,
    farePaise: quote.farePaise ?? 400_000,
    startInHours: quote.startInHours ?? nextPickupHours(),
    carType: quote.carType,
  });
  return t.app.inject({
    method: "POST",
    url: "/api/v1/bookings/order/outstation",
    headers: { cookie: rider.cookie, ...(quote.key ? { "idempotency-key": quote.key } : {}) },
    payload: { quoteId, addOns: {}, ...body },
  });
}

export const billedTo = (companyId: string, extra: Record<string, unknown> = {}) => ({
  kind: "company",
  companyId,
  costCentreId: null,
  reference: "PO-4471",
  purpose: "Client visit",
  ...extra,
});

/** Pays an order's checkout through the sandbox gateway: its signed webhook must capture the payment. */
export async function payCheckout(t: TestApp, res: { json(): { bookingId: string } }) {
  const p = await q1<{ provider_order_id: string }>(
    t.database.db,
    sql`SELECT provider_order_id FROM payments WHERE booking_id = ${res.json().bookingId} ORDER BY created_at DESC LIMIT 1`,
  );
  const gw = t.app.ctx.adapters.payments as SandboxGateway;
  const r = await gw.completeCheckout(p!.provider_order_id, "success", t.clock.now());
  const w = r.webhooks[0]!;
  const hook = await t.app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": w.signature,
      "x-razorpay-event-id": w.eventId,
    },
    payload: w.body,
  });
  expect(hook.json().outcome).toBe("captured");
}

export type BookingDbRow = {
  id: string;
  status: string;
  payment_status: string;
  amount_paise: number;
  company_id: string | null;
  company_discount_paise: number;
  breakdown: { lines?: Array<{ code: string; label: string; amountPaise: number }> } | unknown[];
  traveller_name: string | null;
  traveller_phone: string | null;
  traveller_user_id: string | null;
  cost_centre_code: string | null;
  cost_centre_name: string | null;
  company_reference: string | null;
  trip_purpose: string | null;
  approval_reasons: string[] | null;
  approval_expires_at: Date | null;
  approval_decided_by: string | null;
  approval_decline_reason: string | null;
  start_time: Date;
  user_id: string;
};
export const bookingOf = async (t: TestApp, id: string) =>
  (await q1<BookingDbRow>(t.database.db, sql`SELECT * FROM bookings WHERE id = ${id}`))!;

export function expectOk(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
}
