import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, loggerOptions } from "../app.ts";
import { openTestDatabase, testConfig } from "../../test/helpers.ts";
import type { Database } from "../db/client.ts";

/**
 * Secret-bearing addresses never reach the logs, at any level (docs/security.md §7 "Logs"): share links (the page,
 * its API and stream), payment-status tokens, reset and e-mail-confirmation links, in request lines, fastify's own
 * messages (a route not found) and errors that name an address. The app logs at `trace` with the production options.
 */
describe("logs: secret-bearing paths at trace level", () => {
  let app: FastifyInstance;
  let database: Database;
  let out = "";
  const secret = (name: string) => `${name}${randomBytes(12).toString("hex")}`;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ LOG_LEVEL: "trace" });
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("no share, payment-status, reset or confirmation token appears in any line", async () => {
    const tokens: string[] = [];
    const hit = async (method: "GET" | "POST" | "PUT" | "DELETE", build: (t: string) => string, payload?: object) => {
      const token = secret("Tk");
      tokens.push(token);
      await app.inject({ method, url: build(token), payload });
    };
    out = "";
    await hit("GET", (t) => `/shared-trip/${t}`);
    await hit("GET", (t) => `/hi/shared-trip/${t}?lang=hi-IN`);
    await hit("GET", (t) => `/api/v1/shared-trips/${t}`);
    await hit("GET", (t) => `/api/v1/shared-trips/${t}/stream`);
    await hit("POST", (t) => `/api/v1/shared-trips/${t}`, {}); // no such route: fastify's "Route … not found"
    await hit("DELETE", (t) => `/api/v1/shared-trips/${t}/stream`);
    await hit("GET", (t) => `/payment-status?token=${t}`);
    await hit("GET", (t) => `/payment-status?bookingId=x&paymentToken=${t}`);
    await hit("GET", (t) => `/auth/password/reset/${t}`);
    await hit("GET", (t) => `/api/v1/user/password/reset/${t}`);
    await hit("PUT", (t) => `/api/v1/user/password/reset/${t}`, { password: "x" });
    await hit("GET", (t) => `/user/confirm-email/${t}`);
    await hit("POST", (t) => `/api/v1/user/email/confirm/${t}`, {});
    await hit("POST", () => "/api/v1/bookings/verify-payment-token", { token: tokens[0] });
    // an error whose message names an address, logged by code at each level
    const inError = secret("Err");
    tokens.push(inError);
    app.log.error(new Error(`stream failed for /api/v1/shared-trips/${inError}/stream`));
    app.log.debug({ path: `/shared-trip/${inError}` }, `opened /shared-trip/${inError}`);
    app.log.trace(`Route GET:/auth/password/reset/${inError} not found`);

    expect(out).toContain("incoming request"); // the request lines were written
    expect(out).toContain("not found");
    expect(out).toContain("/shared-trips/[redacted]");
    for (const t of tokens) expect(out, t).not.toContain(t);
    // a route pattern is not a secret and stays readable
    app.log.info({ route: "/api/v1/shared-trips/:token/stream" }, "pattern");
    expect(out).toContain("/api/v1/shared-trips/:token/stream");
  });
});
