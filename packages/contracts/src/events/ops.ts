import { z } from "../z.ts";
import {
  EventAmountRuleSchema,
  EventCancellationSchema,
  EventCreateSchema,
  EventLineSchema,
  EventQuoteAmountsSchema,
  EventQuoteStatusSchema,
  EventStatusSchema,
  EventVenueSchema,
  IsoDateSchema,
} from "./schemas.ts";

/**
 * The console's events API (README "Weddings and events", `eventPaths.ops*`): its queries, the inputs beyond
 * schemas.ts, and what it answers. Money is integer paise; dates Asia/Kolkata 'YYYY-MM-DD'; instants ISO.
 */
export const OpsEventListQuerySchema = z.object({ status: EventStatusSchema.optional() });
export const OpsEventIdParamsSchema = z.object({ id: z.string().uuid("Unknown event") });
export const OpsEventQuoteParamsSchema = z.object({
  id: z.string().uuid("Unknown event"),
  quoteId: z.string().uuid("Unknown quote"),
});
export const OpsEventPartnerCarParamsSchema = z.object({
  id: z.string().uuid("Unknown event"),
  partnerCarId: z.string().uuid("Unknown partner car"),
});
export const OpsEventLeadParamsSchema = z.object({ leadId: z.string().uuid("Unknown enquiry") });

/** An event from an enquiry: the lead gives the client and the type; the operator adds the dates and venues. */
export const EventFromLeadSchema = z.object({
  title: z.string().trim().min(1).max(160).optional(),
  email: z.string().trim().email("Enter a valid e-mail").max(254).optional(),
  venues: z.array(EventVenueSchema).min(1, "Add a venue").max(10),
  dates: z.array(IsoDateSchema).min(1, "Choose at least one date").max(14),
});
export type EventFromLead = z.infer<typeof EventFromLeadSchema>;

/** A change of an event's details: any of its fields (the lead it came from stays). */
export const EventPatchSchema = EventCreateSchema.omit({ leadId: true })
  .partial()
  .refine((p) => Object.keys(p).length > 0, "Change at least one detail");
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const OpsEventSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  eventType: z.string(),
  status: EventStatusSchema,
  clientName: z.string(),
  clientPhone: z.string(),
  dates: z.array(z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  /** the accepted quote's total, else the latest quote's (draft or sent), else 0 */
  totalPaise: z.number().int(),
  /** captured payments of the event minus its refunds (not failed) */
  receivedPaise: z.number().int(),
  /** total − received, never below 0 (0 once cancelled) */
  duePaise: z.number().int(),
  partnerCostPaise: z.number().int(),
  /** the quote's taxable value (GST is not ours) minus the partner owners' costs */
  marginPaise: z.number().int(),
  createdAt: z.string(),
});
export type OpsEventSummary = z.infer<typeof OpsEventSummarySchema>;
export const OpsEventListSchema = z.object({ events: z.array(OpsEventSummarySchema) });

export const OpsEventQuoteSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: EventQuoteStatusSchema,
  /** the stored quote is past its validity (not stored: computed now) */
  expired: z.boolean(),
  tariffVersion: z.number().int(),
  lines: z.array(EventLineSchema),
  amounts: EventQuoteAmountsSchema,
  discount: EventAmountRuleSchema.nullable(),
  deposit: EventAmountRuleSchema,
  cancellation: EventCancellationSchema,
  balanceDueOn: z.string(),
  /** the last day (Asia/Kolkata) the client may accept */
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  /** the client's signed link (absolute), for a sent quote */
  link: z.string().nullable(),
});
export type OpsEventQuote = z.infer<typeof OpsEventQuoteSchema>;

export const OpsPartnerCarSchema = z.object({
  id: z.string(),
  ownerName: z.string(),
  ownerPhone: z.string(),
  plate: z.string(),
  vehicleClass: z.string(),
  costPaise: z.number().int(),
  carId: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsPartnerCar = z.infer<typeof OpsPartnerCarSchema>;

export const OpsEventDetailSchema = z.object({
  event: OpsEventSummarySchema.extend({
    leadId: z.string().nullable(),
    clientEmail: z.string().nullable(),
    coordinatorName: z.string().nullable(),
    coordinatorPhone: z.string().nullable(),
    venues: z.array(z.object({ name: z.string(), address: z.string().optional() })),
    notes: z.string().nullable(),
    acceptedQuoteId: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
  quotes: z.array(OpsEventQuoteSchema),
  partnerCars: z.array(OpsPartnerCarSchema),
  /** the event's payments and refunds as stored (the money panel's helpers read them) */
  payments: z.array(
    z.object({
      id: z.string(),
      purpose: z.string(),
      status: z.string(),
      amountPaise: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({ id: z.string(), status: z.string(), amountPaise: z.number().int(), createdAt: z.string() }),
  ),
  /** the event's runs as stored (bookings of the event; the runs panel's helpers read them) */
  runs: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      status: z.string(),
      vehicleClass: z.string(),
      pickupAt: z.string(),
      carId: z.string().nullable(),
      chauffeurId: z.string().nullable(),
      run: z.unknown(),
    }),
  ),
});
export type OpsEventDetail = z.infer<typeof OpsEventDetailSchema>;

/** The quote builder's preview: the server's pricing of the lines by the current tariff. */
export const OpsEventPricePreviewSchema = z.object({
  tariffVersion: z.number().int(),
  amounts: EventQuoteAmountsSchema,
});

export const OpsEventCapacityRowSchema = z.object({
  lineIndex: z.number().int(),
  kind: z.string(),
  vehicleClass: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** the line's cars on that date */
  cars: z.number().int(),
  /** our active cars of the class */
  fleetCars: z.number().int(),
  /** bookings of others holding a car of the class over the window (the 'holds a car' rule) */
  heldByOthers: z.number().int(),
  /** cars of the class this event's earlier lines already take over the window */
  takenByEarlierLines: z.number().int(),
  /** partner cars of the class recorded on the event that cover this line */
  partnerCars: z.number().int(),
  /** cars still missing after our free cars and the partner cars */
  shortfall: z.number().int(),
});
export const OpsEventCapacitySchema = z.object({
  /** which quote's lines: the accepted one, else the latest draft or sent version */
  quoteId: z.string().nullable(),
  rows: z.array(OpsEventCapacityRowSchema),
  totalShortfall: z.number().int(),
});
export type OpsEventCapacity = z.infer<typeof OpsEventCapacitySchema>;
