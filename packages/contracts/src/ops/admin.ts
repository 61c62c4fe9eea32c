import { z } from "../z.ts";
import { iso, phoneIn } from "./fields.ts";
import { TariffSchema } from "../fares/tariff-schema.ts";
import { OpsBookingRowSchema, OpsAuditEntrySchema } from "./bookings.ts";
import { WhatsAppConsentSchema } from "../notifications/whatsapp-schemas.ts";

// ---------- tariff ----------
export const TariffVersionSchema = z.object({
  version: z.number().int(),
  data: TariffSchema,
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
export const OpsRiderDetailSchema = z.object({
  rider: OpsRiderSchema,
  bookings: z.array(OpsBookingRowSchema),
  /** the rider's WhatsApp consent as recorded (opted in when and where, or out and how) */
  whatsapp: WhatsAppConsentSchema.optional(),
  /** the channels the rider's booking messages go out on now: email, and WhatsApp (opted in) or SMS */
  channels: z.array(z.enum(["email", "sms", "whatsapp"])).optional(),
});
export type OpsRiderDetail = z.infer<typeof OpsRiderDetailSchema>;

export const OperatorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: iso,
  /** two-step verification set up */
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
export const AUDIT_ENTITIES = ["booking", "car", "chauffeur", "lead", "tariff", "user", "company"] as const;
export const OpsAuditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const OpsActivitySchema = z.object({
  entries: z.array(OpsAuditEntrySchema.extend({ entity: z.string(), entityId: z.string().nullable() })),
});
export type OpsActivity = z.infer<typeof OpsActivitySchema>;

export const OperatorListSchema = z.object({ operators: z.array(OperatorSchema) });
export const OpsRiderIdParamsSchema = z.object({ id: z.string().uuid("Rider not found") });
/** The id in /ops/operators/:id/second-factor/reset. */
export const OperatorIdParamsSchema = z.object({ id: z.uuid() });
