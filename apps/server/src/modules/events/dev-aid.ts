import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { DEFAULT_EVENT_CANCELLATION, TIME_ZONE, type EventLine } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { q1 } from "../../lib/sql.ts";
import { transitionEvent } from "./lifecycle.ts";
import { newEventReference } from "./reference.ts";
import { syncEventRuns } from "./runs.service.ts";

/**
 * Test aid for the browser tests of the day of an event (registered by the dev module only with ENABLE_TEST_CLOCK,
 * never in production): an event whose accepted quote has one car line starting `startInMinutes` from the server's
 * now, moved to 'deposit paid' through transitionEvent (as the deposit's capture moves it), with its partner cars and
 * its runs made by syncEventRuns, so the coordinator's link goes out by SMS as it would.
 */
export async function createEventForDay(
  ctx: AppContext,
  o: {
    vehicleClass: string;
    cars: number;
    startInMinutes: number;
    hours: number;
    partnerCars: number;
    clientPhone: string;
  },
) {
  const now = ctx.clock.now();
  const at = (ms: number) => {
    const d = new Date(now.getTime() + ms);
    const date = d.toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
    const time = d.toLocaleTimeString("en-GB", {
      timeZone: TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    return { date, time };
  };
  const start = at(Math.ceil(o.startInMinutes) * 60_000);
  // the line ends on its start's day (a line's times are one day's)
  const endRaw = at(o.startInMinutes * 60_000 + o.hours * 3600_000);
  const end = endRaw.date === start.date && endRaw.time > start.time ? endRaw.time : "23:59";
  const line: EventLine = {
    kind: "cars",
    vehicleClass: o.vehicleClass as never,
    cars: o.cars,
    dates: [start.date],
    start: start.time,
    end,
    basis: "hours",
    note: "Wedding guests",
  };
  return ctx.db.transaction(async (tx) => {
    const ev = await q1<{ id: string; reference: string }>(
      tx,
      sql`INSERT INTO events (reference, status, event_type, title, client_name, client_phone, venues, dates, starts_on, ends_on)
        VALUES (${newEventReference()}, 'accepted', 'wedding', ${`Mohanty–Das wedding ${randomInt(1000)}`}, 'Asha Mohanty',
          ${o.clientPhone}, ${JSON.stringify([{ name: "Mayfair Lagoon", address: "Jaydev Vihar, Bhubaneswar" }])}::jsonb,
          ${JSON.stringify([start.date])}::jsonb, ${start.date}, ${start.date})
        RETURNING id, reference`,
    );
    const total = 50_000_00;
    const quote = await q1<{ id: string }>(
      tx,
      sql`INSERT INTO event_quotes (event_id, version, status, tariff_version, lines, breakdown, deposit, cancellation,
          subtotal_paise, taxable_paise, gst_paise, total_paise, deposit_paise, balance_due_on, valid_until, sent_at, accepted_at)
        VALUES (${ev!.id}, 1, 'accepted', (SELECT max(version) FROM tariffs), ${JSON.stringify([line])}::jsonb,
          ${JSON.stringify({ lines: [], subtotalPaise: 47_619_05, discountPaise: 0, taxablePaise: 47_619_05, gstPercent: 5, gstPaise: 2_380_95, totalPaise: total, depositPaise: 15_000_00, balancePaise: 35_000_00 })}::jsonb,
          ${JSON.stringify({ kind: "amount", paise: 15_000_00 })}::jsonb, ${JSON.stringify(DEFAULT_EVENT_CANCELLATION)}::jsonb,
          4761905, 4761905, 238095, ${total}, 1500000, ${start.date}, ${new Date(now.getTime() + 86_400_000)}, ${now}, ${now})
        RETURNING id`,
    );
    await tx.execute(sql`UPDATE events SET accepted_quote_id = ${quote!.id} WHERE id = ${ev!.id}`);
    await transitionEvent(tx, { eventId: ev!.id, to: "deposit_paid", by: "system", now, detail: "test aid" });
    for (let i = 0; i < o.partnerCars; i++) {
      const plate = `OD33P${String(randomInt(100_000)).padStart(5, "0")}`;
      const car = await q1<{ id: string }>(
        tx,
        sql`INSERT INTO cars (class_code, model, plate, seats, luggage, colour, active, event_id)
          VALUES (${o.vehicleClass}, 'Mercedes-Benz S-Class (partner)', ${plate}, 3, 2, 'Black', false, ${ev!.id}) RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO event_partner_cars (event_id, owner_name, owner_phone, plate, class_code, cost_paise, car_id)
        VALUES (${ev!.id}, 'Ramesh Patnaik', '+919437000111', ${plate}, ${o.vehicleClass}, 800000, ${car!.id})`);
    }
    await syncEventRuns(ctx, tx, { eventId: ev!.id, now });
    return { eventId: ev!.id, reference: ev!.reference };
  });
}
