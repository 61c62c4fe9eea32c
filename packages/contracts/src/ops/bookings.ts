import { z } from "../z.ts";
import { BOOKING_STATUSES, PAYMENT_STATES } from "../vocabulary.ts";
import { OPS_BOOKING_ACTIONS } from "./paths.ts";
import { iso, uuid } from "./fields.ts";
import { DispatchAdviceSchema, DispatchHoldSchema } from "../dispatch/allocation.ts";

// ---------- bookings ----------
export const OpsBookingQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  service: z.string().max(40).optional(),
  /** a day in Asia/Kolkata, YYYY-MM-DD, matched against the pickup time */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
    .optional(),
  /** rider phone (any digits of it), booking reference or booking id */
  q: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OpsBookingQuery = z.input<typeof OpsBookingQuerySchema>;

export const OpsPersonRefSchema = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export const OpsCarRefSchema = z.object({
  id: z.string(),
  model: z.string(),
  plate: z.string(),
  vehicleClass: z.string(),
});

export const OpsBookingRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATES),
  serviceType: z.string(),
  carType: z.string(),
  amountPaise: z.number().int(),
  startTime: iso,
  endTime: iso,
  createdAt: iso,
  pickup: z.string(),
  drop: z.string(),
  rider: z.object({ id: z.string().nullable(), name: z.string(), phone: z.string().nullable() }),
  chauffeur: OpsPersonRefSchema.nullable(),
  car: OpsCarRefSchema.nullable(),
  /** paid and pending: the 15-minute confirmation promise falls due at this time */
  confirmDueAt: iso.nullable(),
  /**
   * the references of the rider's other live bookings with the same service, pickup, drop-off and pickup time: a
   * possible duplicate for the console to check (README "Payments and bookings": one trip, one payment)
   */
  duplicateOf: z.array(z.string()),
  /** paid and pending: why the allocator left it for a person (README "Instant confirmation") */
  dispatchHold: DispatchHoldSchema.nullable(),
  /** who assigned the chauffeur and car: the allocator ('system') or an operator */
  assignedBy: z.enum(["system", "operator"]).nullable(),
});
export type OpsBookingRow = z.infer<typeof OpsBookingRowSchema>;
export const OpsBookingListSchema = z.object({
  bookings: z.array(OpsBookingRowSchema),
  total: z.number().int(),
  now: iso,
});
export type OpsBookingList = z.infer<typeof OpsBookingListSchema>;

export const OpsAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  detail: z.unknown(),
  createdAt: iso,
});
export type OpsAuditEntry = z.infer<typeof OpsAuditEntrySchema>;

/** The channels a message can go out on (modules/notifications registry). */
export const OPS_MESSAGE_CHANNELS = ["email", "sms", "whatsapp", "push"] as const;

export const OpsBookingDetailSchema = z.object({
  booking: OpsBookingRowSchema.extend({
    tariffVersion: z.number().int(),
    holdUntil: iso,
    trip: z.record(z.string(), z.unknown()),
    route: z.record(z.string(), z.unknown()),
    /** the server's own route the fare was priced on: km, driving minutes and where it came from */
    pricedRoute: z
      .object({ distanceKm: z.number(), durationMin: z.number(), source: z.string(), approximate: z.boolean() })
      .nullable(),
    addOns: z.record(z.string(), z.unknown()),
    breakdown: z.unknown(),
    stops: z.array(z.string()),
    cancelReason: z.string().nullable(),
    cancelledAt: iso.nullable(),
    cancellationFeePaise: z.number().int(),
    riderEmail: z.string().nullable(),
    riderStatus: z.string().nullable(),
  }),
  payments: z.array(
    z.object({
      id: z.string(),
      gateway: z.string(),
      providerOrderId: z.string(),
      providerPaymentId: z.string().nullable(),
      amountPaise: z.number().int(),
      status: z.string(),
      method: z.string().nullable(),
      createdAt: iso,
      capturedAt: iso.nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      reason: z.string().nullable(),
      createdAt: iso,
      processedAt: iso.nullable(),
    }),
  ),
  /** every message about the booking, newest first: channel, template, time, status and any fallback */
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(OPS_MESSAGE_CHANNELS),
      toAddress: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      /** the outbox's: pending, sent, failed */
      status: z.string(),
      /** the DLT template (SMS) or the WhatsApp template's name */
      template: z.string().nullable(),
      createdAt: iso,
      sentAt: iso.nullable(),
      /** WhatsApp: the provider's last word on it (sent, delivered, read, failed) and when */
      deliveryStatus: z.string().nullable(),
      deliveryStatusAt: iso.nullable(),
      /** a WhatsApp message that fell back to SMS: the SMS's id */
      fallbackId: z.string().nullable(),
      /** an SMS sent as a WhatsApp message's fallback: that message's id */
      fallbackOf: z.string().nullable(),
    }),
  ),
  audit: z.array(OpsAuditEntrySchema),
  allowedActions: z.array(z.enum(OPS_BOOKING_ACTIONS)),
  /** when the ride's steps open (ON_MY_WAY_OPENS_MINUTES before pickup): 'Start trip' and 'No-show' are offered from then */
  stepsOpenAt: iso,
  now: iso,
});
export type OpsBookingDetail = z.infer<typeof OpsBookingDetailSchema>;

export const OpsAssignSchema = z.object({
  chauffeurId: uuid,
  carId: uuid,
  note: z.string().trim().max(500).optional(),
});
export type OpsAssign = z.infer<typeof OpsAssignSchema>;
export const OpsDeclineSchema = z.object({
  reason: z.string().trim().min(3, "Give the rider a reason (at least 3 characters)").max(500),
});
export type OpsDecline = z.infer<typeof OpsDeclineSchema>;
export const OpsNoteSchema = z.object({ note: z.string().trim().max(500).optional() });

export const OpsCandidatesSchema = z.object({
  cars: z.array(OpsCarRefSchema.extend({ free: z.boolean(), active: z.boolean() })),
  chauffeurs: z.array(OpsPersonRefSchema.extend({ free: z.boolean(), active: z.boolean(), licenceExpiry: z.string() })),
  /** the allocator's ranked pairs and why each other chauffeur or car cannot serve the booking */
  advice: DispatchAdviceSchema,
});
export type OpsCandidates = z.infer<typeof OpsCandidatesSchema>;

export const OpsActionResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

/** The id in /ops/bookings/:id and its actions. */
export const OpsBookingIdParamsSchema = z.object({ id: z.string().uuid("Booking not found") });

/**
 * data of the console stream's `paid` event: a rider paid and the booking enters the queue, awaiting confirmation
 * (announced in the capture's transaction; the console rings and may show a browser notification).
 */
export const PaidBookingEventSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  service: z.string(),
  vehicleClass: z.string(),
  startTime: iso,
  amountPaise: z.number().int(),
  paidAt: iso,
});
export type PaidBookingEvent = z.infer<typeof PaidBookingEventSchema>;
