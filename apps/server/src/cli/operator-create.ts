/**
 * Creates an operator account:
 *   npm run operator:create -- --phone +919876543210 --email ops@example.in --name "Asha Das"
 * The password is read from OPERATOR_PASSWORD or asked for on the terminal (not echoed). Opens the configured
 * database like the server does (DATABASE_URL or the PGlite folder in DATA_DIR) and applies migrations first.
 * An embedded PGlite folder cannot be opened while the server runs on it: stop the server first, or use
 * OPERATOR_BOOTSTRAP_* at start (see README).
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { OperatorInputSchema } from "@chauffeur/contracts";
import { openConfiguredDatabase } from "./configured-database.ts";
import { seed } from "../db/seed/seed.ts";
import { AppError } from "../lib/errors.ts";
import { createOperator } from "../modules/ops/index.ts";

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    // piped input: read one line
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return "";
  }
  let muted = false;
  const out = new Writable({
    write(chunk, _enc, cb) {
      if (!muted) process.stdout.write(chunk);
      cb();
    },
  });
  const rl = createInterface({ input: process.stdin, output: out, terminal: true });
  process.stdout.write(question);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      phone: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || !values.phone || !values.email || !values.name) {
    console.log(
      'Usage: npm run operator:create -- --phone +91XXXXXXXXXX --email ops@example.in --name "Full Name"\n(password from OPERATOR_PASSWORD or prompted)',
    );
    process.exit(values.help ? 0 : 64);
  }
  const phone = values.phone.replace(/[\s-]/g, "");
  let password = process.env.OPERATOR_PASSWORD ?? "";
  if (!password) {
    password = await askHidden("Password for the new operator: ");
    if (process.stdin.isTTY && (await askHidden("Repeat the password: ")) !== password) {
      console.error("The passwords do not match.");
      process.exit(65);
    }
  }
  const parsed = OperatorInputSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: /^\d{10}$/.test(phone) ? `+91${phone}` : phone,
    password,
  });
  if (!parsed.success) {
    for (const i of parsed.error.issues) console.error(`${i.path.join(".")}: ${i.message}`);
    process.exit(65);
  }
  const { config, database } = await openConfiguredDatabase();
  try {
    await seed(database);
    const op = await database.db.transaction((tx) =>
      createOperator(tx, config, parsed.data, { actorUserId: null, now: new Date() }),
    );
    console.log(
      `Operator created: ${op.name} <${op.email}> ${op.phone} (id ${op.id}). Sign in at ${config.PUBLIC_BASE_URL}/auth, then open /ops.`,
    );
  } catch (e) {
    if (e instanceof AppError) {
      console.error(e.message);
      process.exitCode = 1;
    } else throw e;
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
