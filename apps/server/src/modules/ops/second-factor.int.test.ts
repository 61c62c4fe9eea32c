import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { and, eq, like } from "drizzle-orm";
import { secondFactorMessages as M, secondFactorPaths as P } from "@chauffeur/contracts";
import { auditLog, operatorRecoveryCodes, operatorTotp, users } from "../../db/schema/index.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin } from "../../../test/auth-helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { createOperator } from "./operators.service.ts";

// Operators' second factor (docs/security.md §5), driven through HTTP the way an operator's browser (or an attacker
// holding the password) would: a password alone never reaches the console; set-up, wrong, replayed and recovery codes.
const BOOTSTRAP = { phone: "+919437077700", email: "first.ops@example.in", password: "first-operator-pass" };
const STEP = 30_000;

describe("operators' second factor (TOTP + recovery codes)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        OPERATOR_BOOTSTRAP_PHONE: BOOTSTRAP.phone,
        OPERATOR_BOOTSTRAP_EMAIL: BOOTSTRAP.email,
        OPERATOR_BOOTSTRAP_PASSWORD: BOOTSTRAP.password,
        OPERATOR_BOOTSTRAP_NAME: "First Operator",
      },
    });
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const login = async (phone: string, password: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone, password } });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };
  /** The code an authenticator app shows `stepsAhead` steps from the server clock's now. */
  const codeFor = (secret: string, stepsAhead = 0) =>
    TOTP.generate({
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: 6,
      period: 30,
      timestamp: t.clock.now().getTime() + stepsAhead * STEP,
    });
  const nextStep = () => t.clock.setOffsetMs(t.clock.offsetMs() + STEP);
  const wrongCode = (secret: string) => {
    const right = new Set([-1, 0, 1].map((d) => codeFor(secret, d)));
    let c = 123456;
    while (right.has(String(c))) c++;
    return String(c);
  };
  const auditActions = async (userId: string) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, userId), like(auditLog.action, "operator.second_factor.%")))
    ).map((r) => r.action);

  let bootstrapId = "";
  let secret = "";
  let recoveryCodes: string[] = [];

  it("a password alone reaches no operator route, and the bootstrap operator is asked to set up the second factor", async () => {
    const [u] = await t.database.db.select().from(users).where(eq(users.phone, BOOTSTRAP.phone));
    expect(u.role).toBe("operator");
    bootstrapId = u.id;
    const pending = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    for (const [method, url] of [
      ["GET", "/api/v1/ops/bookings"],
      ["GET", "/api/v1/ops/operators"],
      ["GET", "/api/v1/ops/summary"],
      ["POST", `/api/v1/accounts/${bootstrapId}/restore`],
      ["GET", "/api/v1/user/me"],
      ["GET", "/api/v1/bookings"],
    ] as const) {
      const res = await call(method, url, pending, method === "POST" ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code, `${method} ${url}`).toBe("second_factor_required");
    }
    // creating an operator (the attacker's way to keep access) is refused too
    const create = await call("POST", "/api/v1/ops/operators", pending, {
      name: "Mallory",
      email: "m@example.in",
      phone: uniquePhone(),
      password: "long-enough-pass",
    });
    expect(create.statusCode).toBe(401);
    const status = await call("GET", P.status, pending);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ state: "setup", user: { name: "First Operator" } });
  });

  it("sets up TOTP with a QR code and secret, refuses a wrong code, then answers 10 recovery codes once", async () => {
    const pending = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    const setup = await call("GET", P.setup, pending);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const body = setup.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, base32
    const uri = new URL(body.otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCodeDataUrl.split(",")[1], "base64").toString()).toContain("<svg");
    // the same secret until confirmed (a reload shows the same QR code)
    expect((await call("GET", P.setup, pending)).json().secret).toBe(secret);
    // stored encrypted: the secret's text is nowhere in the row
    const [row] = await t.database.db.select().from(operatorTotp).where(eq(operatorTotp.userId, bootstrapId));
    expect(row.secretEnc).not.toContain(secret);
    expect(row.confirmedAt).toBeNull();

    const wrong = await call("POST", P.confirm, pending, { code: wrongCode(secret), password: BOOTSTRAP.password });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "second_factor_invalid", message: M.invalidCode });
    expect((await call("POST", P.confirm, pending, { code: "12ab", password: BOOTSTRAP.password })).statusCode).toBe(
      400,
    );
    // the password again, checked at the set-up: without it, or a wrong one, nothing is turned on
    const bare = await call("POST", P.confirm, pending, { code: codeFor(secret) });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe("Enter your password.");
    const guessed = await call("POST", P.confirm, pending, { code: codeFor(secret), password: "not-the-password" });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toMatchObject({ code: "second_factor_invalid", message: M.wrongPassword });
    const [stillOff] = await t.database.db.select().from(operatorTotp).where(eq(operatorTotp.userId, bootstrapId));
    expect(stillOff.confirmedAt).toBeNull();

    const ok = await call("POST", P.confirm, pending, { code: codeFor(secret), password: BOOTSTRAP.password });
    expect(ok.statusCode, ok.body).toBe(200);
    recoveryCodes = ok.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$/);
    // a new session token; the pending one is gone
    const passed = sessionCookie(ok);
    expect(passed).not.toBe(pending);
    expect((await call("GET", P.status, pending)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/bookings", passed)).statusCode).toBe(200);
    expect((await call("GET", P.status, passed)).json().state).toBe("passed");
    // the secret is never shown again, and the recovery codes are stored only as hashes
    expect((await call("GET", P.setup, passed)).statusCode).toBe(409);
    const hashes = await t.database.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.userId, bootstrapId));
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(recoveryCodes.some((c) => h.codeHash.includes(c.replace(/-/g, "")))).toBe(false);
    expect(await auditActions(bootstrapId)).toEqual(
      expect.arrayContaining([
        "operator.second_factor.setup_started",
        "operator.second_factor.failure",
        "operator.second_factor.setup",
      ]),
    );
  });

  it("next sign-in asks for a code: a wrong one is refused, the right one passes, and the same code is refused again", async () => {
    nextStep();
    const pending = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    expect((await call("GET", P.status, pending)).json().state).toBe("verify");
    expect((await call("GET", P.setup, pending)).statusCode).toBe(409);
    const wrong = await call("POST", P.verify, pending, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.invalidCode);
    const code = codeFor(secret);
    const ok = await call("POST", P.verify, pending, { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(10);
    expect((await call("GET", "/api/v1/ops/summary", sessionCookie(ok))).statusCode).toBe(200);

    // replay: the same code (same time step) on a fresh password session
    const again = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    const replay = await call("POST", P.verify, again, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(M.invalidCode);
    // an older step's code is refused too once a newer one was used
    expect((await call("POST", P.verify, again, { code: codeFor(secret, -1) })).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/bookings", again)).json().code).toBe("second_factor_required");
    // two requests racing with the next step's code: exactly one passes
    const next = codeFor(secret, 1);
    const other = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    const race = await Promise.all([
      call("POST", P.verify, again, { code: next }),
      call("POST", P.verify, other, { code: next }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    expect(await auditActions(bootstrapId)).toEqual(expect.arrayContaining(["operator.second_factor.verify"]));
  });

  it("a recovery code works once; the same code is refused the second time", async () => {
    t.clock.setOffsetMs(t.clock.offsetMs() + 16 * 60_000); // a fresh rate-limit window for this operator
    const first = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    const ok = await call("POST", P.verify, first, { recoveryCode: recoveryCodes[3].toUpperCase().replace("-", " ") });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().recoveryCodesLeft).toBe(9);
    expect((await call("GET", "/api/v1/ops/bookings", sessionCookie(ok))).statusCode).toBe(200);

    const second = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    const reused = await call("POST", P.verify, second, { recoveryCode: recoveryCodes[3] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: "second_factor_invalid", message: M.invalidRecoveryCode });
    expect((await call("POST", P.verify, second, { recoveryCode: "abcd-efgh-jk" })).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/bookings", second)).statusCode).toBe(401);
    const actions = await auditActions(bootstrapId);
    expect(actions.filter((a) => a === "operator.second_factor.recovery_code_used")).toHaveLength(1);
  });

  it("five wrong codes end the session; ten attempts in 15 minutes lock the operator out for the window", async () => {
    const op = await createOperator(
      t.database.db,
      t.config,
      { name: "Kiran Jena", email: "kiran.2fa@example.in", phone: uniquePhone(), password: "kiran-operator-pass" },
      { actorUserId: null, now: t.clock.now() },
    );
    const pending = await login(op.phone!, "kiran-operator-pass");
    const setup = (await call("GET", P.setup, pending)).json();
    const confirm = await call("POST", P.confirm, pending, {
      code: codeFor(setup.secret),
      password: "kiran-operator-pass",
    });
    expect(confirm.statusCode).toBe(200);

    const s1 = await login(op.phone!, "kiran-operator-pass");
    for (let i = 0; i < 4; i++)
      expect((await call("POST", P.verify, s1, { code: wrongCode(setup.secret) })).statusCode).toBe(401);
    const fifth = await call("POST", P.verify, s1, { code: wrongCode(setup.secret) });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: "second_factor_locked", message: M.sessionEnded });
    // the session is gone: even the right code is no use on it
    expect((await call("POST", P.verify, s1, { code: codeFor(setup.secret, 1) })).statusCode).toBe(401);
    expect(await auditActions(op.id)).toContain("operator.second_factor.session_ended");

    // 1 confirm + 5 wrong so far: 4 more attempts are allowed in this window, then 429 even for the right code
    const s2 = await login(op.phone!, "kiran-operator-pass");
    for (let i = 0; i < 4; i++)
      expect((await call("POST", P.verify, s2, { recoveryCode: "zzzz-zzzz-zz" })).statusCode).toBe(401);
    const limited = await call("POST", P.verify, s2, { code: codeFor(setup.secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(M.tooMany);
    expect(limited.headers["retry-after"]).toBeDefined();
    // further refused attempts are not written one by one (the first refusal is)
    expect((await call("POST", P.verify, s2, { code: "000000" })).statusCode).toBe(429);
    expect((await auditActions(op.id)).filter((a) => a === "operator.second_factor.rate_limited")).toHaveLength(1);
  });

  it("a pending session expires after 15 minutes", async () => {
    t.clock.setOffsetMs(t.clock.offsetMs() + 16 * 60_000);
    const pending = await login(BOOTSTRAP.phone, BOOTSTRAP.password);
    expect((await call("GET", P.status, pending)).statusCode).toBe(200);
    t.clock.setOffsetMs(t.clock.offsetMs() + 15 * 60_000 + 1000);
    expect((await call("GET", P.status, pending)).statusCode).toBe(401);
    expect((await call("POST", P.verify, pending, { code: codeFor(secret) })).statusCode).toBe(401);
  });

  it("another operator resets a lost second factor: sessions end, the next sign-in sets it up anew; never one's own", async () => {
    const actor = await createSignedInUser(t, { role: "operator", name: "Shift Lead" });
    const target = await createOperator(
      t.database.db,
      t.config,
      { name: "Lost Phone", email: "lost.phone@example.in", phone: uniquePhone(), password: "lost-phone-pass" },
      { actorUserId: null, now: t.clock.now() },
    );
    const pending = await login(target.phone!, "lost-phone-pass");
    const first = (await call("GET", P.setup, pending)).json().secret as string;
    const confirmed = await call("POST", P.confirm, pending, { code: codeFor(first), password: "lost-phone-pass" });
    expect(confirmed.statusCode).toBe(200);
    const targetSession = sessionCookie(confirmed);
    expect((await call("GET", "/api/v1/ops/bookings", targetSession)).statusCode).toBe(200);

    const list = (await call("GET", "/api/v1/ops/operators", actor.cookie)).json().operators as Array<{
      id: string;
      secondFactorOn: boolean;
    }>;
    expect(list.find((o) => o.id === target.id)?.secondFactorOn).toBe(true);
    expect(list.find((o) => o.id === actor.userId)?.secondFactorOn).toBe(false);

    expect((await call("POST", P.reset(actor.userId), actor.cookie, {})).statusCode).toBe(403); // not one's own
    const own = await call("POST", P.reset(target.id), targetSession, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.cannotResetSelf);
    expect((await call("POST", P.reset("00000000-0000-4000-8000-000000000000"), actor.cookie, {})).statusCode).toBe(
      404,
    );
    const rider = await createSignedInUser(t);
    expect((await call("POST", P.reset(target.id), rider.cookie, {})).statusCode).toBe(403);

    const reset = await call("POST", P.reset(target.id), actor.cookie, {});
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(M.resetDone);
    expect((await call("GET", "/api/v1/ops/bookings", targetSession)).statusCode).toBe(401);
    const again = await login(target.phone!, "lost-phone-pass");
    expect((await call("GET", P.status, again)).json().state).toBe("setup");
    const second = (await call("GET", P.setup, again)).json().secret as string;
    expect(second).not.toBe(first);
    expect(
      await t.database.db.select().from(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, target.id)),
    ).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, "operator.second_factor.reset")));
    expect(entry.actorUserId).toBe(actor.userId);
  });

  it("riders are unaffected: no second factor, and its endpoints are not theirs", async () => {
    const rider = await registerAndLogin(t);
    expect((await call("GET", "/api/v1/user/me", rider.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/bookings", rider.cookie)).statusCode).toBe(200);
    expect((await call("GET", P.status, rider.cookie)).statusCode).toBe(403);
    expect((await call("GET", P.setup, rider.cookie)).statusCode).toBe(403);
    expect((await call("POST", P.verify, rider.cookie, { code: "123456" })).statusCode).toBe(403);
    expect((await call("GET", "/api/v1/ops/bookings", rider.cookie)).statusCode).toBe(403);
    // guests
    expect((await call("GET", P.status)).statusCode).toBe(401);
    expect((await call("POST", P.verify, undefined, { code: "123456" })).statusCode).toBe(401);
  });
});
