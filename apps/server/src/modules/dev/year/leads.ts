import { DAY, type Prng } from "./prng.ts";
import { personName, phoneNumber } from "./riders.ts";
import type { TableRows } from "./writer.ts";

// prettier-ignore
const SERVICES = ["outstation", "hourly-rental", "airport-transfer", "cab-booking"];
// prettier-ignore
const EVENT_TYPES = ["wedding", "reception", "corporate", "conference"];
// prettier-ignore
const ASKS = ["Need two SUVs for a family trip to Puri and Konark.", "Monthly airport pickups for our visiting directors.",
  "Wedding in February: 10 cars for the baraat and guests.", "Conference at Mayfair: shuttles for 3 days.",
  "Daily office drop for a team of four.", "Chilika day trip with a child seat."];

/** The leads inbox: service requests and event enquiries through the year, most answered. */
export function makeLeads(r: Prng, count: number, now: number, phones: Set<string>): TableRows {
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const p = personName(r);
    const event = r.chance(0.35);
    const created = new Date(now - Math.floor(365 * DAY * r.next()));
    const age = now - created.getTime();
    const status =
      age < 3 * DAY ? r.weighted({ new: 70, contacted: 30 }) : r.weighted({ contacted: 20, won: 45, lost: 35 });
    // prettier-ignore
    rows.push([r.uuid(), event ? "event_enquiry" : "service_request", event ? null : r.pick(SERVICES),
      event ? r.pick(EVENT_TYPES) : null, p.name, r.chance(0.6) ? `${p.given.toLowerCase()}${i}@example.in` : null,
      phoneNumber(r, phones), r.pick(ASKS), status, "delivered", 1, created, created, created]);
  }
  return {
    table: "leads",
    // prettier-ignore
    columns: ["id", "kind", "service", "event_type", "name", "email", "phone", "description", "status", "delivery_status",
      "delivery_attempts", "delivered_at", "created_at", "updated_at"],
    rows,
  };
}
