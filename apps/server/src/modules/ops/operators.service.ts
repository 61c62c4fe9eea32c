import { eq, or, sql } from "drizzle-orm";
import { opsMessages } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import { users } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { writeAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { hashPassword } from "./password.ts";

export interface NewOperator {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Creates an operator account: active and verified at once, signing in through the same login as
 * riders. Used by the console, the operator:create command and the start-up bootstrap.
 */
export async function createOperator(
  db: DbOrTx,
  config: Config,
  input: NewOperator,
  opts: { actorUserId: string | null; now: Date },
) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, input.phone), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (existing) throw conflict(opsMessages.duplicateUser);
  const passwordHash = await hashPassword(config, input.password);
  try {
    const [u] = await db
      .insert(users)
      .values({
        name: input.name.trim(),
        email,
        phone: input.phone,
        passwordHash,
        role: "operator",
        status: "active",
        phoneVerifiedAt: opts.now,
        createdAt: opts.now,
        updatedAt: opts.now,
      })
      .returning({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
      });
    await writeAudit(
      db,
      {
        actorUserId: opts.actorUserId,
        action: "operator.create",
        entity: "user",
        entityId: u.id,
        after: { name: u.name, email: u.email, phone: u.phone, role: "operator" },
      },
      opts.now,
    );
    return u;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(opsMessages.duplicateUser);
    throw e;
  }
}

export async function countOperators(db: DbOrTx) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, "operator"));
  return Number(n);
}

/**
 * OPERATOR_BOOTSTRAP_PHONE / _EMAIL / _PASSWORD (/ _NAME): creates the first operator at start when there is none.
 * For installations (and the browser tests) whose embedded database no second process can open while the server runs.
 */
export async function bootstrapOperator(db: DbOrTx, config: Config, now: Date): Promise<"created" | "skipped"> {
  const {
    OPERATOR_BOOTSTRAP_PHONE: phone,
    OPERATOR_BOOTSTRAP_EMAIL: email,
    OPERATOR_BOOTSTRAP_PASSWORD: password,
  } = config;
  if (!phone || !email || !password) return "skipped";
  if ((await countOperators(db)) > 0) return "skipped";
  await createOperator(
    db,
    config,
    { phone, email, password, name: config.OPERATOR_BOOTSTRAP_NAME ?? "Operations" },
    { actorUserId: null, now },
  );
  return "created";
}
