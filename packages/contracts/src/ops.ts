import { z } from "./z.ts";
import { BOOKING_STATUSES, PAYMENT_STATES } from "./vocabulary.ts";

/**
 * Operations console (issue 7): request and response schemas of /api/v1/ops/*, shared by the server
 * (validation, serialisation) and the console. Nothing here ever carries a password hash or a token.
 */

export const OPS_BASE = "/api/v1/ops";
export const opsPaths = {
  bookings: `${OPS_BASE}/bookings`,
  booking: (id: string) => `${OPS_BASE}/bookings/${id}`,
  bookingAction: (id: string, action: OpsBookingAction) => `${OPS_BASE}/bookings/${id}/${action}`,
  bookingCandidates: (id: string) => `${OPS_BASE}/bookings/${id}/candidates`,
  vehicleClasses: `${OPS_BASE}/vehicle-classes`,
  chauffeurs: `${OPS_BASE}/chauffeurs`,
  chauffeur: (id: string) => `${OPS_BASE}/chauffeurs/${id}`,
  cars: `${OPS_BASE}/cars`,
  car: (id: string) => `${OPS_BASE}/cars/${id}`,
  timeline: `${OPS_BASE}/timeline`,
  leads: `${OPS_BASE}/leads`,
  lead: (id: string) => `${OPS_BASE}/leads/${id}`,
  leadNotes: (id: string) => `${OPS_BASE}/leads/${id}/notes`,
  tariffs: `${OPS_BASE}/tariffs`,
  riders: `${OPS_BASE}/riders`,
  rider: (id: string) => `${OPS_BASE}/riders/${id}`,
  operators: `${OPS_BASE}/operators`,
  summary: `${OPS_BASE}/summary`,
  audit: `${OPS_BASE}/audit`,
} as const;

export const OPS_BOOKING_ACTIONS = ["confirm", "decline", "start", "complete", "no-show", "reassign"] as const;
export type OpsBookingAction = (typeof OPS_BOOKING_ACTIONS)[number];

export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export const LEAD_KINDS = ["service_request", "event_enquiry"] as const;
export const DELIVERY_STATES = ["not_configured", "pending", "delivered", "failed"] as const;

const iso = z.string();
const uuid = z.string().uuid("must be an id");
const phoneIn = z.string().regex(/^\+91\d{10}$/, "Enter +91 followed by 10 digits");

const DONE: Record<OpsBookingAction, string> = {
  confirm: "confirmed",
  decline: "declined",
  start: "started",
  complete: "completed",
  "no-show": "marked as no-show",
  reassign: "reassigned",
};

/** Clear refusals of the lifecycle (issue 7 §3): shown as they are to the operator. */
export const opsMessages = {
  notPaid: "Only a paid booking can be confirmed.",
  carClass: (carClass: string, booked: string) => `This car is ${carClass}; the booking is for ${booked}. Choose a car of the booked class.`,
  carInactive: "This car is not active.",
  carTaken: (plate: string) => `Car ${plate} is already assigned to another trip in this window.`,
  chauffeurInactive: "This chauffeur is not active.",
  chauffeurTaken: (name: string) => `${name} is already assigned to another trip in this window.`,
  licenceExpired: (name: string) => `${name}'s driving licence expires before this trip.`,
  noShowTooEarly: (minutes: number) => `A no-show can be marked only after the chauffeur has waited ${minutes} minutes past pickup time.`,
  illegal: (action: OpsBookingAction, status: string, allowedFrom: string) =>
    `Cannot ${action === "no-show" ? "mark" : action} ${/^[aeiou]/.test(status) ? "an" : "a"} ${status} booking${action === "no-show" ? " as a no-show" : ""}: only ${allowedFrom} bookings can be ${DONE[action]}.`,
  refundFailed: "The refund could not be made, so the booking was not declined. Please try again.",
  duplicatePlate: "A car with this plate already exists.",
  duplicatePhone: "A chauffeur with this phone number already exists.",
  duplicateUser: "An account with this phone or e-mail already exists.",
  tariffShape: "The new tariff must keep the same fields as the current one, with non-negative numbers.",
} as const;

// ---------- bookings ----------
export const OpsBookingQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  service: z.string().max(40).optional(),
  /** a day in Asia/Kolkata, YYYY-MM-DD, matched against the pickup time */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD").optional(),
  /** rider phone (any digits of it), booking reference or booking id */
  q: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type OpsBookingQuery = z.input<typeof OpsBookingQuerySchema>;

export const OpsPersonRefSchema = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export const OpsCarRefSchema = z.object({ id: z.string(), model: z.string(), plate: z.string(), classCode: z.string() });

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
  /** paid and pending: the 15-minute confirmation promise falls due at this time (seed 001 §4) */
  confirmDueAt: iso.nullable(),
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

export const OpsBookingDetailSchema = z.object({
  booking: OpsBookingRowSchema.extend({
    tariffVersion: z.number().int(),
    holdUntil: iso,
    trip: z.record(z.string(), z.unknown()),
    route: z.record(z.string(), z.unknown()),
    /** the server's own route the fare was priced on (issue 11 §4): km, driving minutes and where it came from */
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
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(["sms", "email"]),
      toAddress: z.string(),
      subject: z.string().nullable(),
      text: z.string(),
      status: z.string(),
      createdAt: iso,
    }),
  ),
  audit: z.array(OpsAuditEntrySchema),
  allowedActions: z.array(z.enum(OPS_BOOKING_ACTIONS)),
  now: iso,
});
export type OpsBookingDetail = z.infer<typeof OpsBookingDetailSchema>;

export const OpsAssignSchema = z.object({ chauffeurId: uuid, carId: uuid, note: z.string().trim().max(500).optional() });
export type OpsAssign = z.infer<typeof OpsAssignSchema>;
export const OpsDeclineSchema = z.object({
  reason: z.string().trim().min(3, "Give the rider a reason (at least 3 characters)").max(500),
});
export type OpsDecline = z.infer<typeof OpsDeclineSchema>;
export const OpsNoteSchema = z.object({ note: z.string().trim().max(500).optional() });

export const OpsCandidatesSchema = z.object({
  cars: z.array(OpsCarRefSchema.extend({ free: z.boolean(), active: z.boolean() })),
  chauffeurs: z.array(OpsPersonRefSchema.extend({ free: z.boolean(), active: z.boolean(), licenceExpiry: z.string() })),
});
export type OpsCandidates = z.infer<typeof OpsCandidatesSchema>;

export const OpsActionResultSchema = z.object({ success: z.literal(true), message: z.string(), status: z.enum(BOOKING_STATUSES) });

// ---------- fleet and people ----------
/** A vehicle class as the console lists it (`code` is a `VehicleClass`). */
export const OpsVehicleClassSchema = z.object({ code: z.string(), name: z.string(), seats: z.number().int(), luggage: z.number().int() });
export const ChauffeurSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceExpiry: z.string(),
  active: z.boolean(),
  createdAt: iso,
});
export type Chauffeur = z.infer<typeof ChauffeurSchema>;
export const ChauffeurInputSchema = z.object({
  name: z.string().trim().min(2, "Name is required").max(80),
  phone: phoneIn,
  licenceNumber: z.string().trim().min(5, "Licence number is required").max(30),
  licenceExpiry: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date"),
  active: z.boolean().default(true),
});
export type ChauffeurInput = z.input<typeof ChauffeurInputSchema>;
export const ChauffeurPatchSchema = ChauffeurInputSchema.partial();

export const CarSchema = z.object({
  id: z.string(),
  classCode: z.string(),
  model: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
  active: z.boolean(),
  createdAt: iso,
});
export type Car = z.infer<typeof CarSchema>;
export const CarInputSchema = z.object({
  classCode: z.string().min(1, "Choose a class"),
  model: z.string().trim().min(2, "Model is required").max(80),
  plate: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/, "Enter a registration plate such as OD02AB1234")),
  seats: z.coerce.number().int().min(1).max(12),
  luggage: z.coerce.number().int().min(0).max(12),
  active: z.boolean().default(true),
});
export type CarInput = z.input<typeof CarInputSchema>;
export const CarPatchSchema = CarInputSchema.partial();

export const TimelineQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD"),
  days: z.coerce.number().int().min(1).max(14).default(1),
});
export const TimelineSchema = z.object({
  from: iso,
  to: iso,
  cars: z.array(
    CarSchema.pick({ id: true, classCode: true, model: true, plate: true, active: true }).extend({
      bookings: z.array(
        z.object({
          id: z.string(),
          reference: z.string(),
          status: z.enum(BOOKING_STATUSES),
          startTime: iso,
          holdUntil: iso,
          chauffeur: z.string().nullable(),
          pickup: z.string(),
        }),
      ),
    }),
  ),
});
export type Timeline = z.infer<typeof TimelineSchema>;

// ---------- leads ----------
export const OpsLeadQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  kind: z.enum(LEAD_KINDS).optional(),
  q: z.string().trim().max(80).optional(),
});
export const OpsLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  service: z.string().nullable(),
  eventType: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(LEAD_STATUSES),
  notes: z.array(z.object({ at: z.string(), by: z.string().nullable(), text: z.string() })),
  deliveryStatus: z.enum(DELIVERY_STATES),
  deliveryLastError: z.string().nullable(),
  createdAt: iso,
  /** the 48-hour callback promise (seed 001 §9) */
  callbackDueAt: iso,
});
export type OpsLead = z.infer<typeof OpsLeadSchema>;
export const OpsLeadListSchema = z.object({ leads: z.array(OpsLeadSchema), now: iso });
export const OpsLeadPatchSchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  note: z.string().trim().min(1).max(1000).optional(),
});
export type OpsLeadPatch = z.infer<typeof OpsLeadPatchSchema>;
export const OpsLeadNoteSchema = z.object({ text: z.string().trim().min(1, "Write a note").max(1000) });

// ---------- tariff ----------
export const TariffVersionSchema = z.object({
  version: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: iso,
  quotes: z.number().int(),
  bookings: z.number().int(),
});
export type TariffVersion = z.infer<typeof TariffVersionSchema>;
export const TariffListSchema = z.object({ versions: z.array(TariffVersionSchema) });
export const TariffInputSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  note: z.string().trim().min(3, "Say what changed").max(300),
});
export type TariffInput = z.infer<typeof TariffInputSchema>;

// ---------- riders and operators ----------
export const OpsRiderQuerySchema = z.object({ q: z.string().trim().max(80).optional() });
export const OpsRiderSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  homecity: z.string().nullable(),
  status: z.enum(["unverified", "active", "deletion_requested", "purged"]),
  deletionRequestedAt: iso.nullable(),
  createdAt: iso,
  bookings: z.number().int(),
});
export type OpsRider = z.infer<typeof OpsRiderSchema>;
export const OpsRiderListSchema = z.object({ riders: z.array(OpsRiderSchema) });
export const OpsRiderDetailSchema = z.object({ rider: OpsRiderSchema, bookings: z.array(OpsBookingRowSchema) });
export type OpsRiderDetail = z.infer<typeof OpsRiderDetailSchema>;

export const OperatorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: iso,
  /** two-step verification set up (issue 11 §6) */
  secondFactorOn: z.boolean().optional(),
});
export type Operator = z.infer<typeof OperatorSchema>;
export const OperatorInputSchema = z.object({
  name: z.string().trim().min(2, "Name is required").max(80),
  email: z.string().trim().toLowerCase().email("Enter a valid email address"),
  phone: phoneIn,
  password: z.string().min(10, "Use at least 10 characters for an operator password").max(200),
});
export type OperatorInput = z.infer<typeof OperatorInputSchema>;

export const OpsSummarySchema = z.object({
  awaitingConfirmation: z.number().int(),
  overdue: z.number().int(),
  today: z.number().int(),
  ongoing: z.number().int(),
  newLeads: z.number().int(),
  now: iso,
});
export type OpsSummary = z.infer<typeof OpsSummarySchema>;

// ---------- activity (audit log) ----------
export const AUDIT_ENTITIES = ["booking", "car", "chauffeur", "lead", "tariff", "user"] as const;
export const OpsAuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const OpsActivitySchema = z.object({
  entries: z.array(OpsAuditEntrySchema.extend({ entity: z.string(), entityId: z.string().nullable() })),
});
export type OpsActivity = z.infer<typeof OpsActivitySchema>;
