// Test-only: the "process" that is killed (SIGKILL) right after the payment provider created its order and before
// our database recorded it. Spawned by crash.int.test.ts; never imported by the app.
import { openDatabase } from "../../db/client.ts";
import { buildApp } from "../../app.ts";
import { ConfigSchema } from "../../config.ts";
import { createPaymentGateway } from "../../adapters/payments/index.ts";
import { withGeneratedSecrets } from "../../lib/server-secret.ts";

const { CRASH_DATABASE_URL, CRASH_SCHEMA, CRASH_DATA_DIR, CRASH_COOKIE, CRASH_QUOTE } = process.env;
const database = CRASH_DATABASE_URL
  ? await openDatabase({ databaseUrl: CRASH_DATABASE_URL, schema: CRASH_SCHEMA, poolSize: 2 })
  : await openDatabase({ dataDir: CRASH_DATA_DIR });
// the installation's generated secrets (the sandbox signs with its own), as buildApp resolves them
const config = await withGeneratedSecrets(
  ConfigSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "false" }),
  database,
);
const real = createPaymentGateway(config, database);
const app = await buildApp({
  config,
  database,
  logger: false,
  adapters: {
    payments: {
      ...real,
      createOrder: async (input) => {
        const order = await real.createOrder(input);
        process.kill(process.pid, "SIGKILL"); // the provider has the order; we die before recording it
        return order;
      },
    },
  },
});
await app.ready();
await app.inject({
  method: "POST",
  url: "/api/v1/bookings/order/outstation",
  headers: { cookie: CRASH_COOKIE!, "idempotency-key": "crash-key" },
  payload: { quoteId: CRASH_QUOTE, addOns: {} },
});
console.log("not killed");
process.exit(3);
