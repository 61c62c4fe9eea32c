import { and, eq, gt, lt, sql } from "drizzle-orm";
import {
  EVENT_CAR_LINE_KINDS,
  TURNAROUND_BUFFER_MIN,
  type EventCarLine,
  type EventLine,
  type OpsEventCapacity,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { classAvailability, holdsCar } from "../bookings/index.ts";
import { eventOr404, istInstant, partnerCarsOf, quotesOf, workingQuote } from "./events.repository.ts";

/**
 * Can the fleet serve the event (README "Weddings and events")? Each car line's cars on each of its dates, over the
 * line's window [start, end + turnaround) as its runs will hold it, against the class's active cars and the bookings
 * holding one of them (bookings/capacity.ts `classAvailability`: the same 'holds a car' rule as the rider's order).
 * The event's own runs are not counted against it. Lines take our free cars in their order (an earlier line of the
 * same class overlapping a later one takes its cars first), then the partner cars of the class recorded on the
 * event; what is still missing is the shortfall.
 */
const isCarLine = (l: EventLine): l is EventCarLine => (EVENT_CAR_LINE_KINDS as readonly string[]).includes(l.kind);

interface Taken {
  cls: string;
  date: string;
  start: number;
  end: number;
  fleet: number;
  partner: number;
}

export async function eventCapacity(ctx: AppContext, eventId: string, quoteId?: string): Promise<OpsEventCapacity> {
  const ev = await eventOr404(ctx.db, eventId);
  const quotes = await quotesOf(ctx.db, eventId);
  const quote = quoteId ? quotes.find((x) => x.id === quoteId) : workingQuote(ev, quotes);
  if (quoteId && !quote) throw notFound("Quote not found");
  const partners = await partnerCarsOf(ctx.db, eventId);
  const now = ctx.clock.now();
  const taken: Taken[] = [];
  const rows: OpsEventCapacity["rows"] = [];
  for (const [lineIndex, line] of (quote?.lines ?? []).entries()) {
    if (!isCarLine(line)) continue;
    for (const date of line.dates) {
      const start = istInstant(date, line.start);
      const holdUntil = new Date(istInstant(date, line.end).getTime() + TURNAROUND_BUFFER_MIN * 60_000);
      const avail = await classAvailability(ctx.db, { vehicleClass: line.vehicleClass, start, holdUntil, now });
      const [own] = await ctx.db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(bookings)
        .where(
          and(
            eq(bookings.eventId, eventId),
            eq(bookings.vehicleClass, line.vehicleClass),
            lt(bookings.pickupAt, holdUntil),
            gt(bookings.holdUntil, start),
            holdsCar(now),
          ),
        );
      const fleetCars = avail?.cars ?? 0;
      const heldByOthers = Math.max(0, (avail?.busy ?? 0) - (own?.n ?? 0));
      const overlapping = taken.filter(
        (t) =>
          t.cls === line.vehicleClass && t.date === date && t.start < holdUntil.getTime() && t.end > start.getTime(),
      );
      const takenByEarlierLines = overlapping.reduce((s, t) => s + t.fleet, 0);
      const fromFleet = Math.max(0, Math.min(line.cars, fleetCars - heldByOthers - takenByEarlierLines));
      const partnerFree =
        partners.filter((p) => p.vehicleClass === line.vehicleClass).length -
        overlapping.reduce((s, t) => s + t.partner, 0);
      const partnerCars = Math.max(0, Math.min(line.cars - fromFleet, partnerFree));
      taken.push({
        cls: line.vehicleClass,
        date,
        start: start.getTime(),
        end: holdUntil.getTime(),
        fleet: fromFleet,
        partner: partnerCars,
      });
      rows.push({
        lineIndex,
        kind: line.kind,
        vehicleClass: line.vehicleClass,
        date,
        start: line.start,
        end: line.end,
        cars: line.cars,
        fleetCars,
        heldByOthers,
        takenByEarlierLines,
        partnerCars,
        shortfall: line.cars - fromFleet - partnerCars,
      });
    }
  }
  return { quoteId: quote?.id ?? null, rows, totalShortfall: rows.reduce((s, r) => s + r.shortfall, 0) };
}
