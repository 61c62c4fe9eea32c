import { z } from "../z.ts";
import type { Service } from "../vocabulary.ts";
import { fareRuleMessages } from "./messages.ts";
import { QuoteDataSchema, VehicleSchema } from "./quote.ts";

/**
 * Comparing vehicle classes on the fare summary: the real quote of each class for the same stored trip (its route,
 * add-ons, tariff version and expiry), or why a class cannot take the trip.
 */

/** The body of `POST /api/v1/bookings/quotes/classes`: the rider's quote to compare the classes for. */
export const QuoteClassesRequestSchema = z.object(
  { quoteId: z.uuid({ error: fareRuleMessages.quoteNotFound }) },
  { error: fareRuleMessages.quoteNotFound },
);
export type QuoteClassesRequest = z.infer<typeof QuoteClassesRequestSchema>;

export const QuoteClassOptionSchema = z.object({
  vehicle: VehicleSchema,
  /** false when the class cannot seat the guests or hold their suitcases (`reason` says which) */
  available: z.boolean(),
  reason: z.string().nullable(),
  /** the class's quote when available: the asked quote for its own class, a new stored quote for the others */
  quote: QuoteDataSchema.nullable(),
});
export type QuoteClassOption = z.infer<typeof QuoteClassOptionSchema>;

export const QuoteClassesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** the quote the classes were compared for */
    quoteId: z.string(),
    /** the offered classes in the fleet's order (smallest first) */
    classes: z.array(QuoteClassOptionSchema),
  }),
});
export type QuoteClassesResponse = z.infer<typeof QuoteClassesResponseSchema>;

/**
 * Which classes a trip may be switched to: the Executive Sedan and the Premium SUV on every service; the Luxury Sedan
 * only on a city ride booked from a luxury car page (`cab-booking`), where the rider chooses the car, as the README's
 * Tariff section says (the server never picks it by itself), or when the quote is already a Luxury Sedan.
 */
export function classOffered(service: Service, code: string, currentClass: string): boolean {
  return code !== "luxury" || service === "cab-booking" || currentClass === "luxury";
}

/** The texts of the class comparison on the fare summary. */
export const fareClassTexts = {
  title: "Compare cars",
  intro: "Each price is the full fare of this trip in that car, your add-ons included.",
  loading: "Comparing cars...",
  failed: "We could not compare the cars right now. Your current fare still stands.",
  retry: "Try again",
  selected: "Selected",
  found: "Fares of each car",
  seats: (n: number) => `${n} seats`,
  suitcases: (n: number) => `${n} suitcases`,
} as const;
