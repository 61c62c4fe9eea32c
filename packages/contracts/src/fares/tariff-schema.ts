import { z } from "../z.ts";
import type { Tariff } from "../fare-engine.ts";
import { EventTariffSchema } from "../events/tariff.ts";

/** Whole rupees (or km, or a percentage): every amount in a tariff is a non-negative whole number. */
const amount = z.number().int("Use whole numbers").min(0, "Amounts cannot be negative").max(10_000_000);

const ClassRatesSchema = z.object({
  outstationPerKm: amount,
  driverAllowancePerDay: amount,
  nightCharge: amount,
  hourlyPerHour: amount,
  hourlyExtraPerKm: amount,
  airportBands: z.array(z.object({ upToKm: amount, fare: amount })).min(1),
  airportBeyondPerKm: amount,
  cityBase: amount,
  cityPerKm: amount,
  cityPerMin: amount,
  cityMinimum: amount,
});

/**
 * A tariff version's data as stored in `tariffs.data` and published from the console: checked on the way in (the
 * console's editor) and on the way out (the fares module reads it), so the fare engine never meets a malformed one.
 */
export const TariffSchema = z.object({
  version: z.number().int().min(1),
  currency: z.literal("INR"),
  gstPercent: z.number().min(0).max(28),
  classes: z.record(z.string(), ClassRatesSchema),
  outstation: z.object({ minKmPerDayRoundTrip: amount, minKmOneWay: amount, tollsPermitsPerKm: z.number().min(0) }),
  hourly: z.object({ includedKmPerHour: amount }),
  airport: z.object({ parkingFee: amount }),
  night: z.object({ startHour: z.number().int().min(0).max(23), endHour: z.number().int().min(0).max(23) }),
  addOns: z.object({ placard: amount, dog: amount, cat: amount, childSeat: amount, airportToll: amount }),
  events: EventTariffSchema.optional(),
}) satisfies z.ZodType<Tariff>;
