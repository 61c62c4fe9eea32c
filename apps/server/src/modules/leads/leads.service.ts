import type { AppContext } from "../../context.ts";
import {
  LEAD_RATE_LIMIT,
  leadResponses,
  leadValidation,
  type EventEnquiry,
  type ServiceRequest,
} from "@chauffeur/contracts";
import { badRequest } from "../../lib/errors.ts";
import { insertLead } from "./leads.repository.ts";
import { addressKey } from "../../lib/client-address.ts";

/** Asia/Kolkata has no daylight saving: a local datetime-local value is UTC+05:30. */
const istToDate = (local: string) => new Date(`${local.length === 16 ? `${local}:00` : local}+05:30`);

export async function enforceLeadRateLimit(ctx: AppContext, ip: string) {
  await ctx.rateLimiter.enforce(`leads:${addressKey(ip)}`, LEAD_RATE_LIMIT, leadResponses.rateLimited);
}

/** New leads wait for the forwarding job when a form service is configured; otherwise they are only stored. */
const deliveryFields = (ctx: AppContext) =>
  ctx.adapters.leads.kind === "none"
    ? { deliveryStatus: "not_configured" as const, deliveryNextAt: null }
    : { deliveryStatus: "pending" as const, deliveryNextAt: ctx.clock.now() };

export async function createServiceRequest(ctx: AppContext, input: ServiceRequest, ip: string) {
  const at = istToDate(input.datetime);
  if (Number.isNaN(at.getTime()))
    throw badRequest(leadValidation.datetimeRequired, { datetime: [leadValidation.datetimeRequired] });
  if (at.getTime() < ctx.clock.now().getTime())
    throw badRequest(leadValidation.datetimePast, { datetime: [leadValidation.datetimePast] });
  const row = await insertLead(ctx.db, {
    kind: "service_request",
    service: input.service,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
    details: {
      datetime: input.datetime,
      pickup_location: input.pickup_location,
      drop_location: input.drop_location,
      pet_allowed: input.pet_allowed,
      child_seat: input.child_seat,
      terms: true,
    },
    ip,
    ...deliveryFields(ctx),
  });
  return row.id;
}

export async function createEventEnquiry(ctx: AppContext, input: EventEnquiry, ip: string) {
  const row = await insertLead(ctx.db, {
    kind: "event_enquiry",
    eventType: input.eventType,
    name: input.name,
    phone: input.phone,
    description: input.description,
    ip,
    ...deliveryFields(ctx),
  });
  return row.id;
}
