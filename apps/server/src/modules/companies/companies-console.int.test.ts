import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { COMPANY_MESSAGES as M, GSTIN_MESSAGES, companyPaths as P } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { q } from "../../lib/sql.ts";
import { companyBody, openCompany, operator, validGstin, wrongCheckDigit } from "./test-factories.ts";

const ZERO = "00000000-0000-4000-8000-000000000000";
const application = (gstin = validGstin("29")) => ({
  legalName: "Bengaluru Analytics LLP",
  gstin,
  billingAddress: "4th floor, 80 Feet Road, Koramangala, Bengaluru 560034",
  billingEmail: "Finance@Bengaluru-Analytics.example.in",
  note: "About 40 rides a month in Bhubaneswar",
});

describe("company accounts: the console and riders' applications", () => {
  let t: TestApp;
  let ops: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    ops = await operator(t);
  });
  afterAll(() => t.close());

  const as = (cookie: string | undefined, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const auditOf = (action: string) =>
    q<{ actor: string; entityId: string | null; before: unknown; after: unknown; detail: unknown }>(
      t.database.db,
      sql`SELECT actor_user_id AS actor, entity_id AS "entityId", before, after, detail FROM audit_log
           WHERE action = ${action} ORDER BY id`,
    );

  it("lets operators only: a guest 401, a rider 403 on every console route, before the body is read", async () => {
    const rider = await createSignedInUser(t);
    const routes: Array<["GET" | "POST" | "PATCH", string]> = [
      ["GET", P.opsCompanies],
      ["POST", P.opsCompanies],
      ["GET", P.opsCompany(ZERO)],
      ["PATCH", P.opsCompany(ZERO)],
      ["GET", P.opsApplications],
      ["GET", P.opsApplication(ZERO)],
      ["POST", P.opsApplicationDecision(ZERO, "approve")],
      ["POST", P.opsApplicationDecision(ZERO, "decline")],
    ];
    for (const [method, url] of routes) {
      expect((await as(undefined, method, url, { nonsense: 1 })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(rider.cookie, method, url, { nonsense: 1 })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("opens a company with its terms and invites its first admin by e-mail and SMS, audited", async () => {
    const body = companyBody({ terms: { paymentTerms: "monthly", creditLimitPaise: 5_000_000, discountPercent: 7.5 } });
    const res = await as(ops.cookie, "POST", P.opsCompanies, body);
    expect(res.statusCode, res.body).toBe(201);
    const out = res.json();
    expect(out).toMatchObject({
      success: true,
      company: { legalName: body.legalName, gstin: body.gstin, stateCode: "21", stateName: "Odisha" },
      members: [],
      invitations: [{ name: body.admin.name, email: body.admin.email, role: "admin", status: "pending" }],
    });
    expect(out.company).toMatchObject({ paymentTerms: "monthly", creditLimitPaise: 5_000_000, discountPercent: 7.5 });
    const sent = await q<{ channel: string; text: string }>(
      t.database.db,
      sql`SELECT channel, text FROM outbox_messages WHERE to_address IN (${body.admin.email}, ${body.admin.phone})`,
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    for (const m of sent) expect(m.text).toMatch(/http:\/\/localhost:4000\/company\/join\/[\w-]{43}/);
    // only the token's hash is kept
    const token = sent[0]!.text.match(/\/company\/join\/([\w-]+)/)![1]!;
    const stored = await q(t.database.db, sql`SELECT 1 FROM company_invitations WHERE token_hash = ${token}`);
    expect(stored).toHaveLength(0);
    const [created] = await auditOf("company.create");
    expect(created).toMatchObject({ actor: ops.userId, entityId: out.company.id });
    const list = await as(ops.cookie, "GET", P.opsCompanies);
    expect(list.json().companies.find((c: { id: string }) => c.id === out.company.id)).toMatchObject({
      memberCount: 0,
    });
  });

  it("checks the GSTIN at the API: a wrong check digit is a 400 naming it; a GSTIN already used is a 409", async () => {
    const good = validGstin();
    const bad = await as(ops.cookie, "POST", P.opsCompanies, companyBody({ gstin: wrongCheckDigit(good) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.gstin).toEqual([GSTIN_MESSAGES.check]);
    expect(bad.json().message).toMatch(/check digit/);
    const lower = await as(ops.cookie, "POST", P.opsCompanies, companyBody({ gstin: ` ${good.toLowerCase()} ` }));
    expect(lower.statusCode).toBe(201);
    expect(lower.json().company.gstin).toBe(good);
    const again = await as(ops.cookie, "POST", P.opsCompanies, companyBody({ gstin: good }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "gstin_taken", message: M.gstinTaken });
    const monthlyNoCredit = await as(
      ops.cookie,
      "POST",
      P.opsCompanies,
      companyBody({ terms: { paymentTerms: "monthly" } }),
    );
    expect(monthlyNoCredit.statusCode).toBe(400);
  });

  it("changes billing, terms and status; the state follows the GSTIN; another company's GSTIN is a 409", async () => {
    const a = await openCompany(t, ops.cookie);
    const b = await openCompany(t, ops.cookie);
    const ka = validGstin("29");
    const res = await as(ops.cookie, "PATCH", P.opsCompany(a.id), {
      gstin: ka,
      terms: { paymentTerms: "monthly", creditLimitPaise: 100_000, discountPercent: 5 },
      status: "suspended",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().company).toMatchObject({
      gstin: ka,
      stateCode: "29",
      stateName: "Karnataka",
      status: "suspended",
    });
    const [audit] = (await auditOf("company.update")).filter((r) => r.entityId === a.id);
    expect(audit).toMatchObject({
      actor: ops.userId,
      before: { gstin: a.gstin, status: "active", paymentTerms: "per_ride" },
      after: { gstin: ka, status: "suspended", paymentTerms: "monthly", creditLimitPaise: 100_000 },
    });
    const clash = await as(ops.cookie, "PATCH", P.opsCompany(b.id), { gstin: ka });
    expect(clash.json()).toMatchObject({ code: "gstin_taken" });
    expect((await as(ops.cookie, "GET", P.opsCompany(ZERO))).statusCode).toBe(404);
  });

  it("takes one pending application per rider and shows the rider theirs", async () => {
    const rider = await createSignedInUser(t);
    expect((await as(undefined, "POST", P.applications, application())).statusCode).toBe(401);
    const first = await as(rider.cookie, "POST", P.applications, application());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().application).toMatchObject({
      status: "pending",
      billingEmail: "finance@bengaluru-analytics.example.in",
    });
    const second = await as(rider.cookie, "POST", P.applications, application());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "application_pending", message: M.applicationPending });
    const bad = await as(rider.cookie, "POST", P.applications, application(wrongCheckDigit(validGstin())));
    expect(bad.json().errors.gstin).toEqual([GSTIN_MESSAGES.check]);
    const mine = await as(rider.cookie, "GET", P.applications);
    expect(mine.json().applications).toHaveLength(1);
  });

  it("approves: the company opens on pay per ride with the applicant as its admin, who is told; audited", async () => {
    const rider = await createSignedInUser(t);
    const applied = (await as(rider.cookie, "POST", P.applications, application())).json().application;
    const listed = await as(ops.cookie, "GET", P.opsApplications);
    expect(listed.json().applications[0].status).toBe("pending");
    const res = await as(ops.cookie, "POST", P.opsApplicationDecision(applied.id, "approve"));
    expect(res.statusCode, res.body).toBe(200);
    const { company, application: decided } = res.json();
    expect(decided).toMatchObject({ status: "approved", companyId: company.id });
    expect(company).toMatchObject({
      paymentTerms: "per_ride",
      creditLimitPaise: 0,
      stateName: "Karnataka",
      memberCount: 1,
    });
    const mine = await as(rider.cookie, "GET", P.mine);
    expect(mine.json().companies).toMatchObject([{ id: company.id, role: "admin" }]);
    expect((await as(rider.cookie, "GET", P.members(company.id))).statusCode).toBe(200);
    const told = await q<{ channel: string; text: string }>(
      t.database.db,
      sql`SELECT channel, text FROM outbox_messages WHERE user_id = ${rider.userId} ORDER BY channel::text`,
    );
    expect(told.map((m) => m.channel)).toEqual(["email", "sms"]);
    expect(told[1]!.text).toContain("http://localhost:4000/company");
    expect((await auditOf("company.application_approve")).at(-1)).toMatchObject({
      actor: ops.userId,
      entityId: company.id,
    });
    const twice = await as(ops.cookie, "POST", P.opsApplicationDecision(applied.id, "approve"));
    expect(twice.statusCode).toBe(409);
    // the rider may apply again once decided; the same GSTIN now has an account
    const same = await as(rider.cookie, "POST", P.applications, application(decided.gstin));
    expect(same.json().code).toBe("gstin_taken");
  });

  it("declines with a reason the applicant is told; audited", async () => {
    const rider = await createSignedInUser(t);
    const applied = (await as(rider.cookie, "POST", P.applications, application())).json().application;
    const noReason = await as(ops.cookie, "POST", P.opsApplicationDecision(applied.id, "decline"), { reason: " " });
    expect(noReason.statusCode).toBe(400);
    const reason = "The GST registration is cancelled on the GST portal";
    const res = await as(ops.cookie, "POST", P.opsApplicationDecision(applied.id, "decline"), { reason });
    expect(res.json().application).toMatchObject({ status: "declined", declineReason: reason, companyId: null });
    const told = await q<{ text: string }>(
      t.database.db,
      sql`SELECT text FROM outbox_messages WHERE user_id = ${rider.userId}`,
    );
    expect(told).toHaveLength(2);
    for (const m of told) expect(m.text).toContain(reason);
    expect((await auditOf("company.application_decline")).at(-1)).toMatchObject({
      actor: ops.userId,
      detail: { reason },
    });
    expect((await as(rider.cookie, "GET", P.mine)).json().companies).toEqual([]);
  });

  it("lists the routes in the OpenAPI document with their response schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const paths = Object.entries(doc.paths).filter(([p]) =>
      /\/(companies|company-applications|company-invitations)/.test(p),
    );
    const operations = paths.flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => ({ p, m, op })));
    expect(operations.length).toBe(39); // 25 of the portal, the console and the invitation, 11 of billing, 3 of the approvals
    for (const { p, m, op } of operations) {
      const ok = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith("2"));
      expect(ok?.[1].content, `${m} ${p}`).toBeDefined();
    }
  });
});
