/**
 * Resets an operator's second factor when nobody else can (the only operator lost both the phone and the recovery
 * codes; docs/security.md §5):
 *   npm run operator:reset-second-factor -- --phone +919876543210
 * Removes the TOTP secret and recovery codes and ends every session of that operator (written to the audit log); the
 * next sign-in with the password sets two-step verification up again. Whoever can run this already holds the
 * database. Opens the configured database like the server (stop the server first when it runs on a PGlite folder).
 * Other operators do the same in the console (Operators → Reset).
 */
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import { openConfiguredDatabase } from "./configured-database.ts";
import { users } from "../db/schema/index.ts";
import { resetOperatorSecondFactor } from "../modules/ops/index.ts";

async function main() {
  const { values } = parseArgs({ options: { phone: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help || !values.phone) {
    console.log("Usage: npm run operator:reset-second-factor -- --phone +91XXXXXXXXXX");
    process.exit(values.help ? 0 : 64);
  }
  const raw = values.phone.replace(/[\s-]/g, "");
  const phone = /^\d{10}$/.test(raw) ? `+91${raw}` : raw;
  const { database } = await openConfiguredDatabase();
  try {
    const [op] = await database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.role, "operator")));
    if (!op) {
      console.error(`No operator with the phone ${phone}.`);
      process.exitCode = 1;
      return;
    }
    await resetOperatorSecondFactor(database.db, op.id, null, new Date());
    console.log(
      `Two-step verification reset for ${op.name ?? phone}: signed out everywhere; the next sign-in sets it up again.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
