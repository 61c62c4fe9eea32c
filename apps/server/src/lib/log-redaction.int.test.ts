import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp, loggerOptions } from "../app.ts";
import { openTestDatabase, testConfig } from "../../test/helpers.ts";
import { uniquePhone } from "../../test/factories.ts";
import type { Database } from "../db/client.ts";

/**
 * Logs (docs/security.md §6): the logs never hold a failed query's values, nor passwords, hashes, OTPs, tokens or
 * cookies wherever they sit in a logged object. The app is built with the production logger options; its output is
 * captured.
 */
describe("logs: redaction and database errors without their values", () => {
  let app: FastifyInstance;
  let database: Database;
  let out = "";
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ LOG_LEVEL: "info" });
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    await app.ready();
    // a database that refuses one rider's row: the registration's INSERT fails inside PostgreSQL
    await database.exec(`
      CREATE OR REPLACE FUNCTION refuse_log_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Log Trigger Person' THEN RAISE EXCEPTION 'refused for the log test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_log_test BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_log_test();`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("a request whose query fails is logged with the statement but none of its values", async () => {
    const phone = uniquePhone();
    const email = `secret-mail-${Date.now()}@example.in`;
    const password = "Zq9!Unlikely#Secret";
    out = "";
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      payload: { name: "Log Trigger Person", email, phone, password },
      headers: { cookie: "sid=cookie-secret-value-123", authorization: "Bearer bearer-secret-456" },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("refused");
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const failure = lines.find((l) => l.msg === "request failed");
    expect(failure, out).toBeTruthy();
    const err = failure!.err as {
      message: string;
      query?: string;
      params?: unknown;
      cause?: { message: string; code: string };
    };
    expect(err.message).toMatch(/^Failed query: insert into "users"/); // the statement stays
    expect(err.cause).toMatchObject({ message: "refused for the log test", code: "P0001" }); // and the database's reason
    expect(err.params).toBeUndefined();
    for (const secret of [
      phone,
      phone.slice(3),
      email,
      password,
      "$argon2",
      "Log Trigger Person",
      "cookie-secret-value-123",
      "bearer-secret-456",
    ])
      expect(out, secret).not.toContain(secret);
  });

  it("passwords, hashes, OTPs, tokens, secrets and cookies are redacted at any depth of a logged object", async () => {
    out = "";
    app.log.info(
      {
        body: { phone: "+919800000001", password: "pw-secret-1", currentPassword: "pw-secret-2", otp: 48213 },
        user: {
          profile: {
            passwordHash: "$argon2id$v=19$hash-secret-3",
            deep: { nested: { token: "tok-secret-4", code: "905512", secret: "s-secret-5" } },
          },
        },
        headers: { cookie: "sid=ck-secret-6", authorization: "Basic au-secret-7", "set-cookie": ["sid=ck-secret-8"] },
        list: [{ recoveryCode: "rc-secret-9" }, { refresh_token: "rt-secret-10" }],
        response: { code: "validation" },
      },
      "an object full of secrets",
    );
    const dbError = Object.assign(
      new Error(
        'Failed query: insert into "users" ("name", "password_hash") values ($1, $2)\nparams: Asha,hash-secret-11',
      ),
      {
        query: 'insert into "users" ("name", "password_hash") values ($1, $2)',
        params: ["Asha", "hash-secret-11"],
        cause: Object.assign(new Error("duplicate key"), {
          code: "23505",
          detail: "Key (phone)=(+919800000002) already exists.",
        }),
      },
    );
    app.log.error({ err: dbError }, "query failed");
    const text = out;
    for (let i = 1; i <= 11; i++) expect(text, `secret ${i}`).not.toMatch(new RegExp(`secret-${i}\\b`));
    for (const s of ["48213", "905512", "+919800000002"]) expect(text, s).not.toContain(s);
    expect(text).toContain("+919800000001"); // what is not a secret stays
    expect(text).toContain('"code":"validation"');
    expect(text).toContain("[redacted]");
    const logged = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { msg: string; err?: { query: string; cause?: { code: string } } });
    const q = logged.find((l) => l.msg === "query failed")!;
    expect(q.err!.query).toBe('insert into "users" ("name", "password_hash") values ($1, $2)');
    expect(q.err!.cause!.code).toBe("23505");
  });

  it("request lines (debug level) carry the address without reset tokens or token query values", async () => {
    const config = testConfig({ LOG_LEVEL: "debug" });
    let text = "";
    const stream = new Writable({
      write(chunk, _enc, cb) {
        text += chunk.toString();
        cb();
      },
    });
    const debugApp = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
    try {
      await debugApp.ready();
      await debugApp.inject({
        method: "PUT",
        url: "/api/v1/user/password/reset/ResetTokenSecret0123456789",
        payload: { password: "x", confirmPassword: "x" },
      });
      await debugApp.inject({ method: "GET", url: "/payment-status?token=PayTokenSecret987&x=1" });
      await debugApp.inject({ method: "GET", url: "/user/confirm-email/ConfirmTokenSecret555" });
    } finally {
      await debugApp.close();
    }
    expect(text).toContain("incoming request");
    expect(text).toContain("/api/v1/user/password/reset/[redacted]");
    expect(text).toContain("/payment-status?token=[redacted]&x=1");
    for (const secret of ["ResetTokenSecret0123456789", "PayTokenSecret987", "ConfirmTokenSecret555"])
      expect(text, secret).not.toContain(secret);
  });
});
