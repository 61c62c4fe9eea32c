import type { Plan } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { dutyOf, dutyTravelNeeds } from "./allocator.ts";
import { loadChauffeurs } from "./state.ts";
import { resolveTravel } from "./travel.ts";
import type { ChauffeurState } from "./types.ts";

const HOUR = 3600_000;
const hm = (min: number) => {
  const m = Math.round(min);
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")}`;
};
const weekdayOf = (date: string) => new Date(`${date}T12:00:00+05:30`).getUTCDay();

/** What is wrong with a chauffeur's day: overlapping trips, a duty or driving over its limit. */
function conflictsOf(ch: ChauffeurState, duties: ReturnType<typeof dutyOf>["duties"]): string[] {
  const out: string[] = [];
  const trips = [...ch.trips].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < trips.length; i++)
    if (trips[i]!.start < trips[i - 1]!.holdUntil)
      out.push(`${trips[i - 1]!.reference} overlaps ${trips[i]!.reference}`);
  for (const d of duties) {
    if (d.dutyMinutes > ch.limits.maxDutyMinutes)
      out.push(`Duty ${hm(d.dutyMinutes)} (limit ${hm(ch.limits.maxDutyMinutes)})`);
    if (d.drivingMinutes > ch.limits.maxDrivingMinutes)
      out.push(`Driving ${hm(d.drivingMinutes)} (limit ${hm(ch.limits.maxDrivingMinutes)})`);
  }
  return out;
}

/**
 * The day's plan (README "Instant confirmation"): for each chauffeur, the day's shift, time off, and their duties as a
 * timeline of trips, dead runs and breaks (the allocator's own duty reckoning, `dutyOf`), with the conflicts a
 * dispatcher must see. Chauffeurs not active and without a trip that day are left out.
 */
export async function dayPlan(ctx: AppContext, date: string): Promise<Plan> {
  const dayStart = new Date(`${date}T00:00:00+05:30`);
  const dayEnd = new Date(dayStart.getTime() + 24 * HOUR);
  const now = ctx.clock.now();
  const all = await loadChauffeurs(ctx.db, {
    from: new Date(dayStart.getTime() - 36 * HOUR),
    to: new Date(dayEnd.getTime() + 36 * HOUR),
    now,
  });
  const travel = await resolveTravel(ctx, all.flatMap(dutyTravelNeeds));
  const weekday = weekdayOf(date);
  const inDay = (s: Date, e: Date) => s < dayEnd && e > dayStart;
  const chauffeurs = all
    .filter((ch) => ch.active || ch.trips.some((t) => inDay(t.start, t.end)))
    .map((ch) => {
      const { duties } = dutyOf(ch, { travel });
      const today = duties.filter((d) => inDay(d.start, d.end));
      const shift = ch.hours.find((h) => h.weekday === weekday) ?? null;
      const off = ch.timeOff.find((t) => t.startsOn <= date && t.endsOn >= date) ?? null;
      const items: Plan["chauffeurs"][number]["items"] = today.flatMap((d) =>
        d.items
          .filter((it) => inDay(it.start, it.end))
          .map((it) => ({
            kind: it.kind,
            start: it.start.toISOString(),
            end: it.end.toISOString(),
            bookingId: it.job?.id ?? null,
            reference: it.job?.reference ?? null,
            label:
              it.kind === "trip" && it.job
                ? `${it.job.reference} · ${it.job.pickup.label} → ${it.job.dropoff.label}`
                : it.kind === "dead"
                  ? `Dead run ${it.km ?? 0} km${it.toLabel ? ` to ${it.toLabel}` : ""}`
                  : `Break ${hm((it.end.getTime() - it.start.getTime()) / 60_000)}`,
            km: it.km ?? null,
          })),
      );
      if (off)
        items.unshift({
          kind: "time_off",
          start: dayStart.toISOString(),
          end: dayEnd.toISOString(),
          bookingId: null,
          reference: null,
          label: off.kind === "sick" ? "Sick leave" : off.kind === "leave" ? "On leave" : "Time off",
          km: null,
        });
      const sum = (f: (d: (typeof today)[number]) => number) => Math.round(today.reduce((n, d) => n + f(d), 0));
      return {
        id: ch.id,
        name: ch.name,
        shift: shift ? { starts: shift.starts, ends: shift.ends } : null,
        timeOff: off?.kind ?? null,
        dutyMinutes: sum((d) => d.dutyMinutes),
        drivingMinutes: sum((d) => d.drivingMinutes),
        deadKm: Math.round(today.reduce((n, d) => n + d.deadKm, 0) * 10) / 10,
        items,
        conflicts: conflictsOf({ ...ch, trips: ch.trips.filter((t) => inDay(t.start, t.holdUntil)) }, today),
      };
    });
  return { date, chauffeurs };
}
