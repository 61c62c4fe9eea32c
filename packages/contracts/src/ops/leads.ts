import { z } from "../z.ts";
import { iso } from "./fields.ts";
import { LOCALE, TIME_ZONE } from "../constants.ts";

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

// ---------- a lead's details, as people read them ----------
/**
 * The console's names for the details a service request stores (apps/server/src/modules/leads/leads.service.ts):
 * the request form's own labels (apps/web/app/features/leads), never the field names.
 */
export const LEAD_DETAIL_LABELS: Record<string, string> = {
  datetime: "Date and time",
  pickup_location: "Pickup location",
  drop_location: "Drop location",
  pet_allowed: "Pets allowed",
  child_seat: "Child seat",
  terms: "Terms & Conditions accepted",
};

/** A local date-time as the request form sends it (YYYY-MM-DDTHH:mm, Asia/Kolkata) or an ISO instant. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** "25 Nov 2026, 10:47 pm IST": an instant in Asia/Kolkata, said so. */
export function formatIstDateTime(d: Date): string {
  return `${d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" })} IST`;
}

/** A detail's value in words: yes/no for booleans, dates and times in IST, anything else as written. */
export function leadDetailValue(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    const s = value.trim();
    if (LOCAL_DATE_TIME.test(s)) return formatIstDateTime(new Date(`${s.length === 16 ? `${s}:00` : s}+05:30`));
    if (ISO_INSTANT.test(s)) return formatIstDateTime(new Date(s));
    return s;
  }
  return String(value);
}

/** A field name the table above does not know, in words ("flight_number" → "Flight number"). */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .replace(/^\w/, (c) => c.toUpperCase());

/** A lead's stored details as label and value rows, in the form's order; empty values and nested objects are left out. */
export function leadDetailRows(details: Record<string, unknown>): Array<{ label: string; value: string }> {
  const order = Object.keys(LEAD_DETAIL_LABELS);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== "" && typeof v !== "object")
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => ({ label: LEAD_DETAIL_LABELS[k] ?? words(k), value: leadDetailValue(v) }));
}
