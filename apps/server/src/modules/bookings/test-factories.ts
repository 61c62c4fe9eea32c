// Test-only helpers for the bookings and payments integration tests (imported by *.int.test.ts, never by the app).
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/helpers.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { decryptOptions } from "./options-crypto.ts";
import type { CheckoutOptions } from "@chauffeur/contracts";
import { q1 } from "../../lib/sql.ts";

export async function ensureTariff(t: TestApp) {
  await t.database.query(
    `INSERT INTO tariffs (version, data, note) VALUES (1, '{}'::jsonb, 'test') ON CONFLICT (version) DO NOTHING`,
  );
}

export interface QuoteOpts {
  userId: string;
  carType?: string;
  farePaise?: number;
  startInHours?: number;
  hours?: number;
  service?: string;
  addOns?: Record<string, unknown>;
  /** the fare lines; one 'Base fare' line of the whole fare by default */
  breakdown?: Array<{ code: string; label: string; detail?: string; amountPaise: number }>;
}

/** A stored quote as the fares module would leave it (trip normalised, fare in paise, estimated end time). */
export async function insertQuote(t: TestApp, o: QuoteOpts): Promise<string> {
  await ensureTariff(t);
  const now = t.clock.now();
  const start = new Date(now.getTime() + (o.startInHours ?? 48) * 3600_000);
  const hours = o.hours ?? 3;
  const end = new Date(start.getTime() + hours * 3600_000);
  const trip = {
    service: o.service ?? "outstation",
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
  const row = await q1<{ id: string }>(
    t.database.db,
    sql`INSERT INTO quotes (user_id, service_type, car_type, trip, route, add_ons, breakdown, fare_paise, tariff_version, start_time, end_time, expires_at)
        VALUES (${o.userId}, ${o.service ?? "outstation"}, ${o.carType ?? "sedan"}, ${JSON.stringify(trip)}::jsonb,
          ${JSON.stringify({ source: "gazetteer", approximate: true, distanceKm: 62, durationMin: 95, outwardKm: 62, legs: [] })}::jsonb,
          ${JSON.stringify(o.addOns ?? {})}::jsonb, ${JSON.stringify(o.breakdown ?? [{ code: "base", label: "Base fare", amountPaise: o.farePaise ?? 350000 }])}::jsonb,
          ${o.farePaise ?? 350000}, 1, ${start}, ${end}, ${new Date(now.getTime() + 30 * 60_000)})
        RETURNING id`,
  );
  return row!.id;
}

export async function placeOrder(t: TestApp, cookie: string, quoteId: string, key?: string, service = "outstation") {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/bookings/order/${service}`,
    headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
    payload: { quoteId, addOns: {} },
  });
}

export function optionsOf(t: TestApp, body: { options: { encryptedData: string; iv: string } }) {
  return decryptOptions(t.app.ctx.config.PAYMENT_OPTIONS_KEY, body.options) as CheckoutOptions;
}

export async function bookingRow(t: TestApp, id: string) {
  return q1<{ status: string; payment_status: string; pending_expires_at: Date | null }>(
    t.database.db,
    sql`SELECT * FROM bookings WHERE id = ${id}`,
  );
}

export async function countRows(t: TestApp, table: string, where = "true", params: unknown[] = []) {
  const r = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return r[0].n;
}

/** Delivers a signed payment webhook (the sandbox gateway's, or one a test built) as the provider would. */
export const sendWebhook = (app: TestApp["app"], w: { body: string; signature: string; eventId: string }) =>
  app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": w.signature,
      "x-razorpay-event-id": w.eventId,
    },
    payload: w.body,
  });

/** Completes the sandbox checkout of `orderId` and delivers its signed webhook, which must capture the payment. */
export async function payOrder(t: TestApp, orderId: string) {
  const gw = t.app.ctx.adapters.payments as SandboxGateway;
  const r = await gw.completeCheckout(orderId, "success", t.clock.now());
  const res = await sendWebhook(t.app, r.webhooks[0]);
  expect(res.json().outcome).toBe("captured");
  return r;
}

/** An outstation order through the real order route (to be paid with payOrder): its booking and provider order ids. */
export async function paidOutstation(
  t: TestApp,
  rider: { userId: string; cookie: string },
  o: { startInHours: number; hours?: number; addOns?: Record<string, unknown> } = { startInHours: 48 },
) {
  const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: o.startInHours, hours: o.hours ?? 3 });
  const order = await t.app.inject({
    method: "POST",
    url: "/api/v1/bookings/order/outstation",
    headers: { cookie: rider.cookie },
    payload: { quoteId, addOns: o.addOns ?? {} },
  });
  expect(order.statusCode, order.body).toBe(200);
  return { id: order.json().bookingId as string, orderId: optionsOf(t, order.json()).order_id };
}
