import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { leads } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

export async function insertLead(db: DbOrTx, values: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  return row;
}

/**
 * Claims up to `limit` leads due for delivery: pushes their next attempt forward by `leaseMs` first so that
 * another instance running the same job at once skips them (FOR UPDATE SKIP LOCKED on PostgreSQL).
 */
export async function claimDueLeads(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<LeadRow[]> {
  const due = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.deliveryStatus, "pending"), lte(leads.deliveryNextAt, now)))
    .orderBy(asc(leads.deliveryNextAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(leads)
    .set({ deliveryNextAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(leads.id, due))
    .returning();
}

export async function markDelivered(db: DbOrTx, id: string, now: Date) {
  await db
    .update(leads)
    .set({
      deliveryStatus: "delivered",
      deliveryAttempts: sql`${leads.deliveryAttempts} + 1`,
      deliveredAt: now,
      deliveryNextAt: null,
      deliveryLastError: null,
      updatedAt: now,
    })
    .where(eq(leads.id, id));
}

export async function markAttemptFailed(db: DbOrTx, id: string, error: string, nextAt: Date | null, now: Date) {
  await db
    .update(leads)
    .set({
      deliveryStatus: nextAt ? "pending" : "failed",
      deliveryAttempts: sql`${leads.deliveryAttempts} + 1`,
      deliveryNextAt: nextAt,
      deliveryLastError: error.slice(0, 500),
      updatedAt: now,
    })
    .where(eq(leads.id, id));
}

export async function findLead(db: DbOrTx, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}
