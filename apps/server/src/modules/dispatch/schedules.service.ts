import type { z } from "zod";
import { asc, eq } from "drizzle-orm";
import type { ChauffeurSchedule, ChauffeurScheduleInputSchema } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { chauffeurWorkHours, chauffeurs } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";

/** Who acts from the console. */
export interface Actor {
  userId: string;
}

/** 'HH:MM:SS' as the database answers a time → 'HH:MM'. */
export const hhmm = (t: string) => t.slice(0, 5);

/** A chauffeur's weekly shifts, Sunday first. */
export async function workHoursOf(db: DbOrTx, chauffeurId: string) {
  const rows = await db
    .select()
    .from(chauffeurWorkHours)
    .where(eq(chauffeurWorkHours.chauffeurId, chauffeurId))
    .orderBy(asc(chauffeurWorkHours.weekday));
  return rows.map((r) => ({ weekday: r.weekday, starts: hhmm(r.starts), ends: hhmm(r.ends) }));
}

type ChauffeurRow = typeof chauffeurs.$inferSelect;
function scheduleOut(c: ChauffeurRow, hours: ChauffeurSchedule["hours"]): ChauffeurSchedule {
  const base =
    c.baseLabel !== null && c.baseLat !== null && c.baseLng !== null
      ? { label: c.baseLabel, lat: c.baseLat, lng: c.baseLng }
      : null;
  return {
    chauffeurId: c.id,
    name: c.name,
    hours,
    limits: {
      maxDutyMinutes: c.maxDutyMinutes,
      maxDrivingMinutes: c.maxDrivingMinutes,
      minRestMinutes: c.minRestMinutes,
    },
    base,
  };
}

export async function getSchedule(ctx: AppContext, chauffeurId: string): Promise<ChauffeurSchedule> {
  const [c] = await ctx.db.select().from(chauffeurs).where(eq(chauffeurs.id, chauffeurId));
  if (!c) throw notFound("Chauffeur not found");
  return scheduleOut(c, await workHoursOf(ctx.db, c.id));
}

/** Replaces the weekly pattern, the duty limits and the base at once; audited with before and after. */
export async function putSchedule(
  ctx: AppContext,
  actor: Actor,
  chauffeurId: string,
  input: z.output<typeof ChauffeurScheduleInputSchema>,
): Promise<ChauffeurSchedule> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, chauffeurId)).for("update");
    if (!before) throw notFound("Chauffeur not found");
    const beforeOut = scheduleOut(before, await workHoursOf(tx, before.id));
    const [after] = await tx
      .update(chauffeurs)
      .set({
        ...input.limits,
        baseLabel: input.base?.label ?? null,
        baseLat: input.base?.lat ?? null,
        baseLng: input.base?.lng ?? null,
      })
      .where(eq(chauffeurs.id, before.id))
      .returning();
    await tx.delete(chauffeurWorkHours).where(eq(chauffeurWorkHours.chauffeurId, before.id));
    if (input.hours.length)
      await tx.insert(chauffeurWorkHours).values(input.hours.map((h) => ({ chauffeurId: before.id, ...h })));
    const afterOut = scheduleOut(after, await workHoursOf(tx, before.id));
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "chauffeur.schedule",
        entity: "chauffeur",
        entityId: before.id,
        before: beforeOut,
        after: afterOut,
      },
      now,
    );
    return afterOut;
  });
}
