import { EVENT_TYPES } from "../constants.ts";
import { VehicleClassSchema } from "../vocabulary.ts";
import { z } from "../z.ts";
import { EVENT_QUOTE_STATUSES, EVENT_STATUSES } from "./values.ts";

/**
 * Weddings and events: the console's inputs (an event, its quote's lines and terms) and the shapes the API answers
 * (README "Weddings and events", decision record 023). Money is integer paise; dates are Asia/Kolkata calendar dates
 * ('YYYY-MM-DD'); times of day are Asia/Kolkata 'HH:MM'.
 */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD");
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM");
const phone = z.string().regex(/^\+91\d{10}$/, "Enter +91 followed by 10 digits");
const name = z.string().trim().min(1, "Enter a name").max(120);
const place = z.string().trim().min(1, "Enter a place").max(200);

const carLineBase = {
  vehicleClass: VehicleClassSchema,
  cars: z.number().int().min(1, "At least one car").max(50, "At most 50 cars in one line"),
  /** the event's dates this line serves (each car on each date is one run) */
  dates: z.array(IsoDateSchema).min(1, "Choose at least one date").max(14),
  start: TimeOfDaySchema,
  end: TimeOfDaySchema,
  /** what the chauffeur and the run-sheet say (e.g. 'Bride's car', 'Guests from Hotel Trident') */
  note: z.string().trim().max(200).optional(),
};
const endAfterStart = (l: { start: string; end: string }) => l.end > l.start;
const endMessage = { message: "The end time must be after the start time", path: ["end"] };

/** Cars by class × number × days (a day's package) or hours, with the tariff's included kilometres. */
export const EventCarsLineSchema = z
  .object({
    kind: z.literal("cars"),
    ...carLineBase,
    basis: z.enum(["day", "hours"]),
    pickup: place.optional(),
    /** kilometres each car is planned to drive each date: those beyond the included km are priced up front */
    plannedKmPerDay: z.number().int().min(0).max(1000).optional(),
  })
  .refine(endAfterStart, endMessage);
/** A procession (baraat) at walking pace: the cars' hours. */
export const EventProcessionLineSchema = z
  .object({ kind: z.literal("procession"), ...carLineBase, from: place, to: place })
  .refine(endAfterStart, endMessage);
/** Guest shuttle loops between two named places. */
export const EventShuttleLineSchema = z
  .object({
    kind: z.literal("shuttle"),
    ...carLineBase,
    from: place,
    to: place,
    loops: z.number().int().min(1).max(100),
    kmPerLoop: z.number().int().min(1).max(200),
  })
  .refine(endAfterStart, endMessage);
/** An outstation leg (e.g. guests to Puri): kilometres one way, and whether the cars come back the same day. */
export const EventOutstationLineSchema = z
  .object({
    kind: z.literal("outstation"),
    ...carLineBase,
    from: place,
    to: place,
    km: z.number().int().min(1).max(2000),
    returnTrip: z.boolean(),
  })
  .refine(endAfterStart, endMessage);
/** Decoration of N cars (flowers, ribbons). */
export const EventDecorationLineSchema = z.object({
  kind: z.literal("decoration"),
  cars: z.number().int().min(1).max(50),
  note: z.string().trim().max(200).optional(),
});
/** Name placards. */
export const EventPlacardLineSchema = z.object({
  kind: z.literal("placard"),
  count: z.number().int().min(1).max(100),
});
/** Standby chauffeurs (without a car) for N hours each. */
export const EventStandbyLineSchema = z.object({
  kind: z.literal("standby"),
  chauffeurs: z.number().int().min(1).max(20),
  hours: z.number().int().min(1).max(24),
});

export const EventLineSchema = z.discriminatedUnion("kind", [
  EventCarsLineSchema,
  EventProcessionLineSchema,
  EventShuttleLineSchema,
  EventOutstationLineSchema,
  EventDecorationLineSchema,
  EventPlacardLineSchema,
  EventStandbyLineSchema,
]);
export type EventLine = z.infer<typeof EventLineSchema>;
export type EventCarLine = Extract<EventLine, { vehicleClass: unknown }>;

/** A percentage of the subtotal, or an amount in paise. */
export const EventAmountRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.number().min(0).max(100) }),
  z.object({ kind: z.literal("amount"), paise: z.number().int().min(0) }),
]);
export type EventAmountRule = z.infer<typeof EventAmountRuleSchema>;

/** What is kept on cancellation: the deposit (or not), and a share of the total within N hours of the first day. */
export const EventCancellationSchema = z.object({
  depositKept: z.boolean(),
  tiers: z
    .array(
      z.object({
        withinHours: z
          .number()
          .int()
          .min(1)
          .max(24 * 90),
        keepPercent: z.number().int().min(0).max(100),
      }),
    )
    .max(5),
});
export type EventCancellation = z.infer<typeof EventCancellationSchema>;

/** The console's quote: lines and terms; the amounts are always the server's. */
export const EventQuoteInputSchema = z.object({
  lines: z.array(EventLineSchema).min(1, "Add at least one line").max(40),
  discount: EventAmountRuleSchema.optional(),
  deposit: EventAmountRuleSchema,
  balanceDueOn: IsoDateSchema,
  cancellation: EventCancellationSchema,
  /** the last day (Asia/Kolkata) the client may accept */
  validUntil: IsoDateSchema,
});
export type EventQuoteInput = z.infer<typeof EventQuoteInputSchema>;

export const EventVenueSchema = z.object({ name: place, address: z.string().trim().max(300).optional() });

/** A new event (from an enquiry, `leadId`, or from scratch). */
export const EventCreateSchema = z.object({
  leadId: z.string().uuid().optional(),
  eventType: z.enum(EVENT_TYPES),
  title: z.string().trim().min(1, "Enter a title").max(160),
  client: z.object({ name, phone, email: z.string().trim().email("Enter a valid e-mail").max(254).optional() }),
  coordinator: z.object({ name, phone }).optional(),
  venues: z.array(EventVenueSchema).min(1, "Add a venue").max(10),
  dates: z.array(IsoDateSchema).min(1, "Choose at least one date").max(14),
  notes: z.string().trim().max(2000).optional(),
});
export type EventCreate = z.infer<typeof EventCreateSchema>;

/** A partner owner's car recorded on an event to cover a shortfall. */
export const EventPartnerCarInputSchema = z.object({
  ownerName: name,
  ownerPhone: phone,
  plate: z.string().trim().min(4, "Enter the plate").max(15),
  vehicleClass: VehicleClassSchema,
  costPaise: z.number().int().min(0),
});
export type EventPartnerCarInput = z.infer<typeof EventPartnerCarInputSchema>;

/** One priced line of a quote (the server's pricing; English words, `kind` for the page's own words). */
export const EventPricedLineSchema = z.object({
  index: z.number().int(),
  kind: z.string(),
  label: z.string(),
  /** e.g. '2 × Luxury Sedan × 2 days, 100 km a day included' */
  detail: z.string(),
  amountPaise: z.number().int(),
});
export type EventPricedLine = z.infer<typeof EventPricedLineSchema>;

export const EventQuoteAmountsSchema = z.object({
  lines: z.array(EventPricedLineSchema),
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  taxablePaise: z.number().int(),
  gstPercent: z.number(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  depositPaise: z.number().int(),
  balancePaise: z.number().int(),
});
export type EventQuoteAmounts = z.infer<typeof EventQuoteAmountsSchema>;

export const EventStatusSchema = z.enum(EVENT_STATUSES);
export const EventQuoteStatusSchema = z.enum(EVENT_QUOTE_STATUSES);
