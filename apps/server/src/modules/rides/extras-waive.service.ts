import { and, eq } from "drizzle-orm";
import { extrasMessages } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookingExtras, bookings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { announceExtras, toExtraLine } from "./extras.service.ts";

/**
 * An operator waives a line that is due (or an extension still waiting for an answer): the rider no longer pays it.
 * Audited with the operator's reason. A line an open 'Pay extras' order covered keeps that order's id: should the
 * rider still pay that order, the capture pays only the lines still due and gives back the rest
 * (payments/extras.ts).
 */
export async function waiveExtra(
  ctx: AppContext,
  operatorId: string,
  input: { bookingId: string; extraId: string; reason: string },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    const [line] = b
      ? await tx
          .select()
          .from(bookingExtras)
          .where(and(eq(bookingExtras.id, input.extraId), eq(bookingExtras.bookingId, b.id)))
          .for("update")
      : [];
    if (!b || !line) throw notFound(extrasMessages.extraNotFound);
    if (line.status !== "due" && line.status !== "requested") throw conflict(extrasMessages.notWaivable);
    const [updated] = await tx
      .update(bookingExtras)
      .set({ status: "waived", updatedAt: now })
      .where(eq(bookingExtras.id, line.id))
      .returning();
    await writeAudit(
      tx,
      {
        actorUserId: operatorId,
        action: "extras.waive",
        entity: "booking",
        entityId: b.id,
        before: { extraId: line.id, status: line.status, label: line.label, amountPaise: line.amountPaise },
        after: { status: "waived" },
        detail: { reason: input.reason },
      },
      now,
    );
    await announceExtras(tx, b, updated);
    return toExtraLine(updated);
  });
}
