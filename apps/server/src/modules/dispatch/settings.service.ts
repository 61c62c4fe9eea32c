import { SERVICE_VALUES, type DispatchSettings } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { dispatchSettings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";

/** Auto-confirm per service, every service listed (a missing row reads as off). */
export async function readSettings(ctx: AppContext): Promise<DispatchSettings> {
  const rows = await ctx.db.select().from(dispatchSettings);
  const on = new Map(rows.map((r) => [r.service, r.autoConfirm]));
  return { services: SERVICE_VALUES.map((service) => ({ service, autoConfirm: on.get(service) ?? false })) };
}

/** Sets auto-confirm for the services given, audited with before and after; returns every service's setting. */
export async function saveSettings(
  ctx: AppContext,
  actor: { userId: string },
  input: DispatchSettings,
): Promise<DispatchSettings> {
  const before = await readSettings(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    for (const s of input.services)
      await tx
        .insert(dispatchSettings)
        .values({ service: s.service, autoConfirm: s.autoConfirm, updatedBy: actor.userId, updatedAt: now })
        .onConflictDoUpdate({
          target: dispatchSettings.service,
          set: { autoConfirm: s.autoConfirm, updatedBy: actor.userId, updatedAt: now },
        });
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "dispatch.settings",
        entity: "setting",
        entityId: null,
        before,
        after: { services: input.services },
        detail: null,
      },
      now,
    );
  });
  return readSettings(ctx);
}
