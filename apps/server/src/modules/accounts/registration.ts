import { and, eq, lt, or, sql } from "drizzle-orm";
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  authServerMessages as M,
  type Locale,
  type RegisterRequest,
} from "@chauffeur/contracts";
import { users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { HOUR_MS, uniqueViolation, type AccountsDeps } from "./deps.ts";
import { LIMITS } from "./limits.ts";
import { allowOtpSend, otpCooldownSeconds, writeOtp } from "./otp.ts";
import { isCommonPassword } from "./password.ts";

/** Deletes never-verified registrations and the messages queued for them. */
export async function deleteUnverified(tx: DbOrTx, ids: string[]) {
  for (const id of ids) {
    await tx.execute(sql`DELETE FROM outbox_messages WHERE user_id = ${id}`);
    await tx.delete(users).where(and(eq(users.id, id), eq(users.status, "unverified")));
  }
}

/** `language`: the request's (decision record 017); the rider's SMS and e-mails follow it until the profile changes it. */
export async function register(d: AccountsDeps, input: RegisterRequest, ip: string, language: Locale = "en-IN") {
  const { db } = d.ctx;
  await d.limit(`acct:reg-ip:${ip}`, LIMITS.registerPerIp);
  if (isCommonPassword(input.password)) throw badRequest(M.commonPassword, { password: [M.commonPassword] });
  const email = input.email.toLowerCase();
  const clashes = await db
    .select({ id: users.id, status: users.status, phone: users.phone, email: users.email })
    .from(users)
    .where(or(eq(users.phone, input.phone), sql`lower(${users.email}) = ${email}`));
  for (const c of clashes) {
    if (c.status === "unverified") continue;
    if (c.status === "deletion_requested") throw conflict(M.identifierLocked);
    throw conflict(c.phone === input.phone ? M.duplicatePhone : M.duplicateEmail);
  }
  // registering the same phone again takes over its never-verified registration; within the minute after its code
  // was sent no new SMS goes out (the same cooldown as resend: a registration burst sends one SMS a minute) and the
  // code already sent stays valid, so the OTP screen still works
  const samePhone = clashes.find((c) => c.phone === input.phone);
  let waitSeconds = samePhone ? await otpCooldownSeconds(d, db, samePhone.id) : 0;
  if (!waitSeconds) await allowOtpSend(d, { phone: input.phone }, ip);
  const passwordHash = await d.hasher.hash(input.password);
  try {
    await db.transaction(async (tx) => {
      // an abandoned, never-verified registration must not hold a phone or e-mail hostage
      await deleteUnverified(
        tx,
        clashes.filter((c) => c !== samePhone).map((c) => c.id),
      );
      const fields = {
        name: input.name,
        email,
        phone: input.phone,
        passwordHash,
        status: "unverified" as const,
        language,
        createdAt: d.now(),
        updatedAt: d.now(),
      };
      let id: string | undefined;
      if (samePhone) {
        // the row lock serialises parallel registrations of one phone, so the cooldown is read after the other's send
        const [locked] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, samePhone.id), eq(users.status, "unverified")))
          .for("update");
        if (locked) {
          await tx.update(users).set(fields).where(eq(users.id, locked.id));
          id = locked.id;
          waitSeconds = await otpCooldownSeconds(d, tx, locked.id);
        } else waitSeconds = 0; // it went meanwhile: the new registration needs its own code
      }
      if (!id) [{ id }] = await tx.insert(users).values(fields).returning({ id: users.id });
      if (!waitSeconds) await writeOtp(d, tx, { id, phone: input.phone, language });
    });
  } catch (e) {
    const which = uniqueViolation(e);
    if (which) throw conflict(which === "phone" ? M.duplicatePhone : M.duplicateEmail);
    throw e;
  }
  return {
    success: true as const,
    message: M.registered,
    resendAfterSeconds: waitSeconds || OTP_RESEND_COOLDOWN_SECONDS,
  };
}

/** Unverified registrations older than 7 days hold a phone and e-mail for nothing: they are deleted. */
export async function dropStaleUnverified(d: Pick<AccountsDeps, "ctx" | "now">) {
  const { db } = d.ctx;
  const cutoff = new Date(d.now().getTime() - 7 * 24 * HOUR_MS);
  const stale = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, "unverified"), lt(users.createdAt, cutoff)));
  if (stale.length)
    await db.transaction((tx) =>
      deleteUnverified(
        tx,
        stale.map((s) => s.id),
      ),
    );
  return stale.length;
}
