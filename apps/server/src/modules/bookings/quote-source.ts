import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { bookingTexts } from "@chauffeur/contracts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { q1 } from "./sql.ts";

/** What an order is built from: the stored quote, re-priced with the checkout's add-ons by the server. */
export interface PricedTrip {
  quoteId: string;
  serviceType: string;
  carType: string;
  trip: Record<string, unknown>;
  route: Record<string, unknown>;
  addOns: Record<string, unknown>;
  breakdown: unknown;
  amountPaise: number;
  tariffVersion: number;
  startTime: Date;
  endTime: Date;
}

type QuoteRow = {
  id: string;
  user_id: string;
  service_type: string;
  car_type: string;
  trip: Record<string, unknown>;
  route: Record<string, unknown>;
  add_ons: Record<string, unknown>;
  breakdown: unknown;
  fare_paise: number;
  tariff_version: number;
  start_time: Date | string;
  end_time: Date | string;
  expires_at: Date | string;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}

/**
 * Loads the rider's own, unexpired quote and prices it with the add-ons. The browser's amount never counts.
 * The fares module owns pricing; until its re-pricing is wired here, the add-ons must be those the quote was
 * priced with (the checkout re-quotes through the charges call on every add-on change, so they are).
 */
export async function priceOrder(
  app: FastifyInstance,
  input: { quoteId: string; userId: string; service: string; addOns?: Record<string, unknown> },
): Promise<PricedTrip> {
  const row = await q1<QuoteRow>(app.ctx.db, sql`SELECT * FROM quotes WHERE id = ${input.quoteId}`);
  if (!row || row.user_id !== input.userId) throw new AppError(400, bookingTexts.quoteInvalid, "quote_invalid");
  if (new Date(row.expires_at).getTime() <= app.ctx.clock.now().getTime()) throw new AppError(400, bookingTexts.quoteInvalid, "quote_expired");
  if (normaliseService(row.service_type) !== normaliseService(input.service)) throw badRequest("Invalid booking details provided");
  if (input.addOns && !sameJson(withDefaults(input.addOns), withDefaults(row.add_ons)))
    throw new AppError(400, "The add-ons changed since the fare was calculated. Please wait for the updated fare.", "addons_changed");
  return {
    quoteId: row.id,
    serviceType: row.service_type,
    carType: row.car_type,
    trip: row.trip,
    route: row.route,
    addOns: row.add_ons,
    breakdown: row.breakdown,
    amountPaise: row.fare_paise,
    tariffVersion: row.tariff_version,
    startTime: new Date(row.start_time),
    endTime: new Date(row.end_time),
  };
}

const normaliseService = (s: string) =>
  ({ hourly: "hourly-rental", "outstation-trip": "outstation", airport: "airport-transfer", cab: "cab-booking" })[s] ?? s;

function withDefaults(a: Record<string, unknown>) {
  const o = a as Record<string, Record<string, unknown> | boolean | undefined>;
  const placard = (o.placard ?? {}) as Record<string, unknown>;
  const pets = (o.pets ?? {}) as Record<string, unknown>;
  const other = (o.bookForOther ?? {}) as Record<string, unknown>;
  return {
    airportToll: Boolean(o.airportToll),
    placard: { required: Boolean(placard.required), text: placard.required ? String(placard.text ?? "") : "" },
    pets: { dogs: Boolean(pets.dogs), cats: Boolean(pets.cats) },
    bookForOther: { isBooking: Boolean(other.isBooking), otherGuestInfo: other.isBooking ? String(other.otherGuestInfo ?? "") : "" },
    childSeat: Boolean(o.childSeat),
  };
}
