import type { AppContext } from "../../context.ts";
import { bookingTexts, type AddOns, type Service } from "@chauffeur/contracts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { loadValidQuote, priceWithAddOns } from "../fares/index.ts";

/** What an order is built from: the stored quote, re-priced with the checkout's add-ons by the server. */
export interface PricedTrip {
  quoteId: string;
  service: Service;
  vehicleClass: string;
  trip: Record<string, unknown>;
  route: Record<string, unknown>;
  addOns: Record<string, unknown>;
  breakdown: unknown;
  amountPaise: number;
  tariffVersion: number;
  pickupAt: Date;
  endTime: Date;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sortKeys(x)]),
    );
  return v;
}

/**
 * Loads the rider's own, unexpired quote (fares module) and prices it with the checkout's add-ons. The browser's
 * amount never counts. When the add-ons are those the quote was stored with (the checkout re-quotes through the
 * charges call on every add-on change, so normally they are), the quote's own server-computed fare is used;
 * otherwise the fares engine re-prices the quote's trip, route, class and tariff version with the new add-ons.
 */
export async function priceOrder(
  ctx: AppContext,
  input: { quoteId: string; userId: string; service: Service; addOns?: Record<string, unknown> },
): Promise<PricedTrip> {
  const quote = await loadValidQuote(ctx, { quoteId: input.quoteId, userId: input.userId });
  if (quote.service !== input.service) throw badRequest("Invalid booking details provided");
  let amountPaise = quote.farePaise;
  let breakdown: unknown = quote.breakdown;
  let addOns: Record<string, unknown> = quote.addOns;
  if (input.addOns && !sameJson(withDefaults(input.addOns), withDefaults(quote.addOns))) {
    const priced = await priceWithAddOns(ctx, quote, input.addOns as AddOns);
    amountPaise = priced.farePaise;
    breakdown = priced.breakdown;
    addOns = priced.addOns;
  }
  if (!Number.isInteger(amountPaise) || amountPaise <= 0)
    throw new AppError(400, bookingTexts.quoteInvalid, "quote_invalid");
  return {
    quoteId: quote.id,
    service: input.service,
    vehicleClass: quote.vehicleClass,
    trip: quote.trip,
    route: quote.route,
    addOns,
    breakdown,
    amountPaise,
    tariffVersion: quote.tariffVersion,
    pickupAt: quote.pickupAt,
    endTime: quote.endTime,
  };
}

function withDefaults(a: Record<string, unknown>) {
  const o = a as Record<string, Record<string, unknown> | boolean | undefined>;
  const placard = (o.placard ?? {}) as Record<string, unknown>;
  const pets = (o.pets ?? {}) as Record<string, unknown>;
  const other = (o.bookForOther ?? {}) as Record<string, unknown>;
  return {
    airportToll: Boolean(o.airportToll),
    placard: { required: Boolean(placard.required), text: placard.required ? String(placard.text ?? "") : "" },
    pets: { dogs: Boolean(pets.dogs), cats: Boolean(pets.cats) },
    bookForOther: {
      isBooking: Boolean(other.isBooking),
      otherGuestInfo: other.isBooking ? String(other.otherGuestInfo ?? "") : "",
    },
    childSeat: Boolean(o.childSeat),
  };
}
