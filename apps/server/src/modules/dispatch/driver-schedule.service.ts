import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { DriverSchedule } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { chauffeurTimeOff, chauffeurs } from "../../db/schema/index.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import { workHoursOf } from "./schedules.service.ts";
import { istToday, timeOffOut } from "./time-off.service.ts";

/** The signed-in chauffeur's row (after requireChauffeur): 403 while operations keep them inactive. */
export async function chauffeurOfUser(ctx: AppContext, userId: string) {
  const [ch] = await ctx.db.select().from(chauffeurs).where(eq(chauffeurs.userId, userId)).limit(1);
  if (!ch) throw unauthorized("Sign in to the chauffeur app with your phone.");
  if (!ch.active) throw forbidden("Your account is inactive. Please contact operations.");
  return ch;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * 'My schedule': this week (from Monday, Asia/Kolkata) and next, each day's shift and time off (approved or asked
 * for), and the chauffeur's time off not yet over with its status.
 */
export async function driverSchedule(ctx: AppContext, chauffeurId: string): Promise<DriverSchedule> {
  const today = istToday(ctx.clock.now());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const [hours, rows, [c]] = await Promise.all([
    workHoursOf(ctx.db, chauffeurId),
    ctx.db
      .select()
      .from(chauffeurTimeOff)
      .where(
        and(
          eq(chauffeurTimeOff.chauffeurId, chauffeurId),
          gte(chauffeurTimeOff.endsOn, monday),
          inArray(chauffeurTimeOff.status, ["requested", "approved", "declined"]),
        ),
      )
      .orderBy(asc(chauffeurTimeOff.startsOn)),
    ctx.db.select({ name: chauffeurs.name }).from(chauffeurs).where(eq(chauffeurs.id, chauffeurId)),
  ]);
  const days = Array.from({ length: 14 }, (_, i) => {
    const date = addDays(monday, i);
    const wd = (i + 1) % 7;
    const shift = hours.find((h) => h.weekday === wd);
    const off = rows.find((r) => r.status !== "declined" && r.startsOn <= date && r.endsOn >= date);
    return {
      date,
      weekday: wd,
      shift: shift ? { starts: shift.starts, ends: shift.ends } : null,
      timeOff: off ? { kind: off.kind, status: off.status } : null,
    };
  });
  const timeOff = rows.filter((r) => r.endsOn >= today).map((r) => timeOffOut(r, c?.name ?? ""));
  return { today, days, timeOff };
}
