import { z } from "./z.ts";
import { singleLine } from "./zod-strings.ts";
import { EVENT_TYPES } from "./constants.ts";
import { authValidation, fareValidation } from "./messages.ts";
import { HONEYPOT_FIELD, leadValidation } from "./leads-values.ts";

export * from "./leads-values.ts";

/**
 * Lead capture: the service request modal and the event enquiry form.
 * Both post to our own API first; the form-to-email service only ever receives a copy (README "Marketing site and
 * leads").
 */

/** A form field that may arrive as "", absent or text; trimmed. */
const text = (max: number) => z.string().check(singleLine).trim().max(max, leadValidation.tooLong);
const required = (message: string, max = 200) => text(max).min(1, message);
/** A textarea: line breaks and tabs allowed (other control characters are refused by every z.string()). */
const requiredMultiline = (message: string, max: number) =>
  z.string().trim().max(max, leadValidation.tooLong).min(1, message);

/** Same e-mail rule as registration: a top-level domain of 2 to 4 letters. */
const email = z
  .string()
  .check(singleLine)
  .trim()
  .min(1, authValidation.emailRequired)
  .max(254, leadValidation.tooLong)
  .regex(/^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/, authValidation.emailInvalid);

/** Ten digits, optionally written with +91 or spaces; normalised to +91XXXXXXXXXX. */
const phoneDigits = (s: string) => s.replace(/[\s-]/g, "").replace(/^\+91/, "");
const phone = z
  .string()
  .check(singleLine)
  .trim()
  .min(1, authValidation.phoneRequired)
  .refine((s) => /^\d{10}$/.test(phoneDigits(s)), authValidation.phoneInvalid)
  .transform((s) => `+91${phoneDigits(s)}`);
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((s) => (s ? s : undefined))
  .pipe(phone.optional());

const honeypot = z.union([z.string(), z.boolean()]).optional();

const checkbox = z
  .union([z.boolean(), z.literal("Yes"), z.literal("on"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "Yes" || v === "on");

/**
 * The fuller service request: service, name, email, optional phone, date and time,
 * pickup and drop, pets, child seat and the terms box. The simpler name/email/phone version is dropped (README).
 */
export const ServiceRequestSchema = z.object({
  service: required(leadValidation.serviceRequired, 80),
  name: required(authValidation.nameRequired, 120),
  email,
  phone: optionalPhone,
  /** local date and time in Asia/Kolkata, as a datetime-local input gives it (YYYY-MM-DDTHH:mm) */
  datetime: z
    .string()
    .trim()
    .min(1, leadValidation.datetimeRequired)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, leadValidation.datetimeRequired),
  pickup_location: required(leadValidation.pickupRequired, 300),
  drop_location: required(leadValidation.dropRequired, 300),
  pet_allowed: checkbox,
  child_seat: checkbox,
  terms: z.literal(true, { error: fareValidation.termsRequired }),
  [HONEYPOT_FIELD]: honeypot,
});
export type ServiceRequestInput = z.input<typeof ServiceRequestSchema>;
export type ServiceRequest = z.output<typeof ServiceRequestSchema>;

/** The event enquiry: all four fields required. */
export const EventEnquirySchema = z.object({
  eventType: z.enum(EVENT_TYPES, { error: leadValidation.eventTypeRequired }),
  name: required(authValidation.nameRequired, 120),
  phone,
  description: requiredMultiline(leadValidation.descriptionRequired, 2000),
  [HONEYPOT_FIELD]: honeypot,
});
export type EventEnquiryInput = z.input<typeof EventEnquirySchema>;
export type EventEnquiry = z.output<typeof EventEnquirySchema>;

/** Both endpoints answer `{ success, message }`. */
export const LeadResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LeadResponse = z.infer<typeof LeadResponseSchema>;
