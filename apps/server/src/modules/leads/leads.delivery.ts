import type { AppContext } from "../../context.ts";
import type { ForwardedLead } from "../../adapters/leads/types.ts";
import { claimDueLeads, markAttemptFailed, markDelivered, type LeadRow } from "./leads.repository.ts";

export const LEADS_DELIVERY_JOB = "leads-delivery";
/** Waits before attempt 2, 3, …: a form service outage of up to about a day delays leads, never loses them. */
export const DELIVERY_BACKOFF_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 3600_000,
  6 * 3600_000,
  12 * 3600_000,
];
export const MAX_DELIVERY_ATTEMPTS = DELIVERY_BACKOFF_MS.length + 1;
const BATCH = 20;
const LEASE_MS = 2 * 60_000;

export function toForwarded(lead: LeadRow, brand: string): ForwardedLead {
  const d = lead.details as Record<string, unknown>;
  const yes = (v: unknown) => (v ? "Yes" : "No");
  if (lead.kind === "event_enquiry") {
    return {
      id: lead.id,
      subject: `${brand}: event enquiry (${lead.eventType}) from ${lead.name}`,
      fromName: brand,
      fields: {
        eventType: lead.eventType ?? "",
        name: lead.name,
        phone: lead.phone ?? "",
        description: lead.description ?? "",
      },
    };
  }
  return {
    id: lead.id,
    subject: `${brand}: ${lead.service} request from ${lead.name}`,
    fromName: brand,
    replyTo: lead.email ?? undefined,
    fields: {
      service: lead.service ?? "",
      name: lead.name,
      email: lead.email ?? "",
      phone: lead.phone ?? "",
      datetime: String(d.datetime ?? ""),
      pickup_location: String(d.pickup_location ?? ""),
      drop_location: String(d.drop_location ?? ""),
      pet_allowed: yes(d.pet_allowed),
      child_seat: yes(d.child_seat),
      terms: "Yes",
    },
  };
}

/**
 * Forwards stored leads to the form-to-email service. Each attempt's outcome is recorded on the lead
 * (attempts, last error, delivered time); after the last retry the lead stays stored as 'failed'.
 */
export async function deliverDueLeads(ctx: AppContext): Promise<string> {
  const { db, clock, adapters, config, log } = { ...ctx, log: ctx.log };
  const now = clock.now();
  const claimed = await db.transaction((tx) => claimDueLeads(tx, now, BATCH, LEASE_MS));
  let delivered = 0;
  let failed = 0;
  for (const lead of claimed) {
    try {
      await adapters.leads.forward(toForwarded(lead, config.BUSINESS_NAME));
      await markDelivered(db, lead.id, clock.now());
      delivered++;
    } catch (e) {
      failed++;
      const attempt = lead.deliveryAttempts + 1;
      const wait = DELIVERY_BACKOFF_MS[attempt - 1];
      const nextAt = wait === undefined ? null : new Date(clock.now().getTime() + wait);
      await markAttemptFailed(db, lead.id, (e as Error).message, nextAt, clock.now());
      log.warn(
        { leadId: lead.id, attempt, err: (e as Error).message },
        nextAt ? "lead delivery failed; will retry" : "lead delivery gave up",
      );
    }
  }
  return `claimed ${claimed.length}, delivered ${delivered}, failed ${failed}`;
}
