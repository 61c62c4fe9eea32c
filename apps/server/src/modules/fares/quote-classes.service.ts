import type { AppContext } from "../../context.ts";
import {
  AddOnsSchema,
  DEFAULT_LOCALE,
  QuoteTripSchema,
  VehicleClassSchema,
  classOffered,
  fareRuleMessages,
  type Locale,
  type QuoteClassOption,
  type Service,
} from "@chauffeur/contracts";
import { checkTripRules } from "./trip.ts";
import { loadVehicleClasses } from "./tariff.repository.ts";
import { insertQuote, loadValidQuote, tariffOrFail, toQuoteData } from "./quote.service.ts";

/**
 * POST /bookings/quotes/classes: the fare of each vehicle class for the rider's own stored quote. Everything but the
 * class comes from the stored quote, never from the browser: the trip, the server's route, the add-ons, the tariff
 * version and the expiry (a comparison cannot stretch an offer past its 30 minutes, as a reprice cannot). The quote's
 * own class answers the quote itself; every other class that seats the guests and holds their suitcases answers a
 * new stored quote the order can take, its trip asking for that class; a class too small answers why
 * (`fareRuleMessages.carTooSmall`, the message the charges call gives for it). Classes follow the fleet's order and
 * `classOffered` (the Luxury Sedan only on a luxury car page's city ride).
 */
export async function quoteClasses(
  ctx: AppContext,
  userId: string,
  quoteId: string,
  /** the reader's language: each class's fare lines are in it */
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ quoteId: string; classes: QuoteClassOption[] }> {
  const quote = await loadValidQuote(ctx, { quoteId, userId });
  const trip = QuoteTripSchema.parse(quote.trip);
  // a trip that no longer keeps the time rules (the pickup is now under 6 hours away) is not offered again
  checkTripRules(trip, ctx.clock.now());
  const [vehicles, tariff] = await Promise.all([loadVehicleClasses(ctx), tariffOrFail(ctx, quote.tariffVersion)]);
  const addOns = AddOnsSchema.parse(quote.addOns ?? {});
  const service = quote.service as Service;
  const offered = vehicles.filter((v) => classOffered(service, v.code, quote.vehicleClass));
  const classes = await Promise.all(
    offered.map(async (vehicle): Promise<QuoteClassOption> => {
      if (vehicle.code === quote.vehicleClass)
        return {
          vehicle,
          available: true,
          reason: null,
          quote: toQuoteData(quote, vehicle, tariff, ctx.clock.now(), locale),
        };
      if (vehicle.seats < trip.passengerCount || vehicle.luggage < trip.luggageCount)
        return {
          vehicle,
          available: false,
          reason: fareRuleMessages.carTooSmall(vehicle.name, vehicle.seats, vehicle.luggage),
          quote: null,
        };
      const asked = { ...trip, requestedCarType: VehicleClassSchema.safeParse(vehicle.code).data ?? null };
      const priced = await insertQuote(
        ctx,
        userId,
        asked,
        quote.route,
        vehicle,
        tariff,
        addOns,
        quote.expiresAt,
        locale,
      );
      return { vehicle, available: true, reason: null, quote: priced };
    }),
  );
  return { quoteId: quote.id, classes };
}
