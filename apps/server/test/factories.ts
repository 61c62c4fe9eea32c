import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { outboxMessages, payments, sessions, users } from "../src/db/schema/index.ts";
import { randomToken, sha256Hex } from "../src/lib/crypto.ts";
import type { TestApp } from "./helpers.ts";

/** A random Indian mobile number in +91 form (collisions are one in a billion per pair). */
export function uniquePhone(): string {
  return `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/**
 * Inserts an active user and a session directly (for tests of other modules that just need someone signed in).
 * Returns the user id and the cookie header value to send.
 */
export async function createSignedInUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: string; cookie: string; phone: string; email: string }> {
  const phone = overrides.phone ?? uniquePhone();
  const email = overrides.email ?? `rider-${randomUUID().slice(0, 8)}@example.in`;
  const [u] = await t.database.db
    .insert(users)
    .values({ name: "Test Rider", status: "active", phoneVerifiedAt: new Date(), ...overrides, phone, email })
    .returning({ id: users.id });
  const token = randomToken(32);
  const now = t.clock.now();
  await t.database.db.insert(sessions).values({
    id: sha256Hex(token),
    userId: u.id,
    createdAt: now, // the test clock's time: absolute lifetimes and idle timeouts count from it
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    // an operator's session as it is once the second factor passed (password and factor are both skipped here, like
    // the login itself; second-factor.int.test.ts signs operators in the real way)
    ...(overrides.role === "operator" ? { secondFactor: "passed" as const } : {}),
  });
  return { userId: u.id, cookie: `sid=${token}`, phone, email };
}

/** The booking's fare paid: a captured sandbox card payment of its amount. */
export async function insertCapturedPayment(db: Db, b: { id: string; amountPaise: number }, capturedAt = new Date()) {
  await db.insert(payments).values({
    bookingId: b.id,
    gateway: "sandbox",
    providerOrderId: `order_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
    providerPaymentId: `pay_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
    amountPaise: b.amountPaise,
    status: "captured",
    method: "card",
    capturedAt,
  });
}

/** The SMS the outbox holds for a phone, newest first. */
export const smsTo = (t: TestApp, phone: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, phone), eq(outboxMessages.channel, "sms")))
    .orderBy(desc(outboxMessages.createdAt));
