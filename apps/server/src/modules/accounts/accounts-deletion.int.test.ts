import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin, postLogin, postRegister, requestDeletion } from "../../../test/auth-helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";

const HOUR = 3600_000;

describe("accounts security: deletion, recovery and purge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object, remoteAddress = "127.0.0.1") => postRegister(t, body, remoteAddress);

  it("a deletion request locks the account; the login answer says how to recover; recovery works within 72 hours", async () => {
    const r = await registerAndLogin(t);
    await requestDeletion(t, r);
    const login = await postLogin(t, r.phone, r.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(M.loginDeletionRequested);
    // phone and e-mail stay reserved
    const again = await register({ name: "Again", email: r.email, phone: uniquePhone(), password: "Sarathi#2025" });
    expect(again.statusCode).toBe(409);
    t.clock.setOffsetMs(71 * HOUR);
    const rec = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/me/recover",
      payload: { phone: r.phone, password: r.password },
    });
    t.clock.setOffsetMs(0);
    expect(rec.statusCode).toBe(200);
    expect(rec.json()).toEqual({ success: true, message: M.recovered });
    expect((await postLogin(t, r.phone, r.password)).statusCode).toBe(200);
  });

  it("refuses recovery after 72 hours (403) and keeps the account locked until the purge", async () => {
    const r = await registerAndLogin(t);
    await requestDeletion(t, r);
    t.clock.setOffsetMs(73 * HOUR);
    const rec = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/me/recover",
      payload: { phone: r.phone, password: r.password },
    });
    expect(rec.statusCode).toBe(403);
    expect(rec.json().message).toBe(authMessages.recover403);
    const login = await postLogin(t, r.phone, r.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(M.loginDeletionLocked);
    const reg = await register({ name: "Taker", email: `x-${r.email}`, phone: r.phone, password: "Sarathi#2025" });
    expect(reg.statusCode).toBe(409);
    t.clock.setOffsetMs(0);
  });

  it("an operator can restore an account after the 72 hours; riders cannot call it", async () => {
    const r = await registerAndLogin(t);
    await requestDeletion(t, r);
    t.clock.setOffsetMs(100 * HOUR);
    const op = await createSignedInUser(t, { role: "operator" }); // signed in now: an operator's session lasts 12 hours
    const other = await registerAndLogin(t);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/v1/accounts/${r.userId}/restore`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/accounts/${r.userId}/restore`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode).toBe(200);
    const login = await postLogin(t, r.phone, r.password);
    t.clock.setOffsetMs(0);
    expect(login.statusCode).toBe(200);
    const audit = await t.database.query(
      "SELECT 1 FROM audit_log WHERE action = 'account.restore' AND entity_id = $1",
      [r.userId],
    );
    expect(audit).toHaveLength(1);
  });

  it("the purge job drops registrations never verified within 7 days, with their messages", async () => {
    const phone = uniquePhone();
    await register({
      name: "Never Verified",
      email: `nv-${phone.slice(3)}@example.in`,
      phone,
      password: "Sarathi#2025",
    });
    t.clock.setOffsetMs(6 * 24 * HOUR);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    expect(await t.database.query("SELECT 1 FROM users WHERE phone = $1", [phone])).toHaveLength(1);
    t.clock.setOffsetMs(8 * 24 * HOUR);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    t.clock.setOffsetMs(0);
    expect(await t.database.query("SELECT 1 FROM users WHERE phone = $1", [phone])).toHaveLength(0);
    expect(await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = $1", [phone])).toHaveLength(0);
  });

  it("the purge job leaves no name, e-mail or phone of a purged rider anywhere in the database", async () => {
    const name = `Purgeable Person ${Date.now()}`;
    const r = await registerAndLogin(t, { name });
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/me/update",
      headers: { cookie: r.cookie },
      payload: { name, email: r.email, workEmail: `work-${r.email}`, homecity: "Cuttack" },
    });
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    // a copy inside another module's data (a booking-like JSON document in the audit log)
    await t.database.query(
      "INSERT INTO audit_log (action, entity, entity_id, after) VALUES ('test', 'user', $1, $2::jsonb)",
      [r.userId, JSON.stringify({ name, email: r.email, phone: r.phone })],
    );
    // a booking whose trip details carry the rider's name and phone: kept for accounting, anonymised
    await t.database.query(
      `INSERT INTO bookings (reference, user_id, service_type, car_type, trip, route, breakdown, amount_paise, tariff_version, start_time, end_time, hold_until)
       VALUES ('PURGE-TEST-1', $1, 'hourly-rental', (SELECT code FROM vehicle_classes ORDER BY code LIMIT 1), $2::jsonb, '{}'::jsonb, '[]'::jsonb, 150000,
               (SELECT max(version) FROM tariffs), now(), now(), now())`,
      [r.userId, JSON.stringify({ guest: { name, phone: r.phone, email: r.email }, pickup: "Bhubaneswar Airport" })],
    );
    await requestDeletion(t, r);
    const run = async () => t.app.ctx.scheduler.runNow("accounts-purge");
    t.clock.setOffsetMs(29 * 24 * HOUR);
    await run();
    let [u] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE id = $1", [r.userId]);
    expect(u.status).toBe("deletion_requested");
    t.clock.setOffsetMs(30 * 24 * HOUR + 60_000);
    await run();
    t.clock.setOffsetMs(0);
    [u] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE id = $1", [r.userId]);
    expect(u.status).toBe("purged");

    // scan every text and jsonb column of every table
    const cols = await t.database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb')`,
    );
    const needles = [name, r.email, `work-${r.email}`, r.phone, r.phone.slice(3)];
    const hits: string[] = [];
    for (const c of cols) {
      const rows = await t.database.query<{ v: string }>(
        `SELECT "${c.column_name}"::text AS v FROM "${c.table_name}" WHERE "${c.column_name}" IS NOT NULL`,
      );
      for (const row of rows)
        for (const n of needles) if (row.v.includes(n)) hits.push(`${c.table_name}.${c.column_name}`);
    }
    expect(hits).toEqual([]);
    const [booking] = await t.database.query<{
      amount_paise: number;
      user_id: string;
      trip: { pickup: string; guest: { name: string } };
    }>("SELECT amount_paise, user_id, trip FROM bookings WHERE reference = 'PURGE-TEST-1'");
    expect(booking).toMatchObject({
      amount_paise: 150000,
      user_id: r.userId,
      trip: { pickup: "[erased]", guest: { name: "[erased]" } },
    });
    // the login answer for the old phone is the generic one
    const login = await postLogin(t, r.phone, r.password);
    expect(login.statusCode).toBe(401);
  });
});
