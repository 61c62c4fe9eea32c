import { z } from "../z.ts";
import { iso } from "./fields.ts";

export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export const LEAD_KINDS = ["service_request", "event_enquiry"] as const;
export const DELIVERY_STATES = ["not_configured", "pending", "delivered", "failed"] as const;

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
  /** the 48-hour callback promise */
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

/** The id in /ops/leads/:id. */
export const OpsLeadIdParamsSchema = z.object({ id: z.string().uuid("Lead not found") });
