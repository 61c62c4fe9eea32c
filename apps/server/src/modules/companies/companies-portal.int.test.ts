import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  COMPANY_MESSAGES as M,
  COMPANY_ROLES,
  companyMay,
  companyPaths as P,
  type CompanyAction,
  type CompanyRole,
} from "@chauffeur/contracts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { q } from "../../lib/sql.ts";
import { memberOf, openCompany, operator } from "./test-factories.ts";

/**
 * The portal's authorization (docs/security.md "Company accounts"): each role tries each route, the answer follows
 * COMPANY_PERMISSIONS; a non-member gets 404 everywhere, even for another company's invitations and cost centres; a
 * removed member is refused at their very next request with the same session; a company keeps an admin.
 */
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
interface Route {
  name: string;
  access: CompanyAction | "member";
  method: Method;
  url: (c: Fixture) => string;
  payload?: (c: Fixture) => object;
  /** the status a member allowed to do it gets (the action itself may refuse, e.g. 409) */
  ok: number;
}
interface Fixture {
  id: string;
  targetUserId: string;
  invitationId: string;
  costCentreId: string;
}

const policy = {
  approvalAbovePaise: 500000,
  approvalOutsideHours: { from: "07:00", to: "21:00" },
  approvalVehicleClasses: ["luxury"],
  travellersMayBookGuests: false,
  costCentreRequired: true,
};
let n = 0;
const ROUTES: Route[] = [
  { name: "company", access: "member", method: "GET", url: (c) => P.company(c.id), ok: 200 },
  { name: "members", access: "view_company_trips", method: "GET", url: (c) => P.members(c.id), ok: 200 },
  {
    name: "member role",
    access: "manage_people",
    method: "PATCH",
    url: (c) => P.member(c.id, c.targetUserId),
    payload: () => ({ role: "traveller" }),
    ok: 200,
  },
  { name: "invitations", access: "manage_people", method: "GET", url: (c) => P.invitations(c.id), ok: 200 },
  {
    name: "invite",
    access: "manage_people",
    method: "POST",
    url: (c) => P.invitations(c.id),
    payload: () => ({ name: "Ravi Das", email: `ravi${++n}@example.in`, phone: uniquePhone(), role: "booker" }),
    ok: 201,
  },
  { name: "cost centres", access: "member", method: "GET", url: (c) => P.costCentres(c.id), ok: 200 },
  {
    name: "add cost centre",
    access: "manage_policy",
    method: "POST",
    url: (c) => P.costCentres(c.id),
    payload: () => ({ code: `CC${++n}`, name: "Sales" }),
    ok: 201,
  },
  {
    name: "change cost centre",
    access: "manage_policy",
    method: "PATCH",
    url: (c) => P.costCentre(c.id, c.costCentreId),
    payload: () => ({ name: `Marketing ${++n}` }),
    ok: 200,
  },
  { name: "policy", access: "member", method: "GET", url: (c) => P.policy(c.id), ok: 200 },
  {
    name: "set policy",
    access: "manage_policy",
    method: "PUT",
    url: (c) => P.policy(c.id),
    payload: () => policy,
    ok: 200,
  },
  // last: they use up their targets
  {
    name: "withdraw invitation",
    access: "manage_people",
    method: "DELETE",
    url: (c) => P.invitation(c.id, c.invitationId),
    ok: 200,
  },
  {
    name: "remove member",
    access: "manage_people",
    method: "DELETE",
    url: (c) => P.member(c.id, c.targetUserId),
    ok: 200,
  },
];

// company accounts are proven on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`company portal: roles, isolation, removal, last admin (${DB_TARGET})`, () => {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp();
    ops = (await operator(t)).cookie;
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });

  /** A company with one member of each role, a second member to act on, a pending invitation and a cost centre. */
  async function fixture(): Promise<Fixture & { cookies: Record<CompanyRole, string>; adminId: string }> {
    const { id } = await openCompany(t, ops);
    const admin = await memberOf(t, id, "admin");
    const cookies = { admin: admin.cookie } as Record<CompanyRole, string>;
    for (const role of COMPANY_ROLES.filter((r) => r !== "admin")) cookies[role] = (await memberOf(t, id, role)).cookie;
    const target = await memberOf(t, id, "booker");
    const inv = await call(admin.cookie, "POST", P.invitations(id), {
      name: "Target",
      email: `target${++n}@example.in`,
      phone: uniquePhone(),
      role: "traveller",
    });
    const cc = await call(admin.cookie, "POST", P.costCentres(id), { code: `FIX${++n}`, name: "Fixture" });
    return {
      id,
      targetUserId: target.userId,
      invitationId: inv.json().invitation.id,
      costCentreId: cc.json().costCentre.id,
      cookies,
      adminId: admin.userId,
    };
  }

  it("answers each role on each route as COMPANY_PERMISSIONS says (403 when the role lacks the action)", async () => {
    for (const role of COMPANY_ROLES) {
      const c = await fixture();
      for (const r of ROUTES) {
        const allowed = r.access === "member" || companyMay(role, r.access);
        const res = await call(c.cookies[role], r.method, r.url(c), r.payload?.(c));
        expect(res.statusCode, `${role} ${r.name}: ${res.body}`).toBe(allowed ? r.ok : 403);
        if (!allowed) expect(res.json()).toMatchObject({ success: false, code: "forbidden", message: M.notAllowed });
        else expect(res.json().success).toBe(true);
      }
    }
  });

  it("answers 404 to a member of another company and to a rider of none, on every route, ids of B included", async () => {
    const a = await fixture();
    const b = await fixture();
    const outsider = await createSignedInUser(t);
    for (const cookie of [a.cookies.admin, outsider.cookie]) {
      for (const r of ROUTES) {
        const res = await call(cookie, r.method, r.url(b), r.payload?.(b));
        expect(res.statusCode, `${r.name}: ${res.body}`).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    }
    // B's invitation and cost centre named under A's id: A's admin is told they do not exist
    const mixed = [
      await call(a.cookies.admin, "DELETE", P.invitation(a.id, b.invitationId)),
      await call(a.cookies.admin, "PATCH", P.costCentre(a.id, b.costCentreId), { name: "Taken over" }),
      await call(a.cookies.admin, "PATCH", P.member(a.id, b.targetUserId), { role: "admin" }),
      await call(a.cookies.admin, "DELETE", P.member(a.id, b.targetUserId)),
    ];
    for (const res of mixed) expect(res.statusCode, res.body).toBe(404);
    // nothing of B changed, and an id that is not a UUID is just as unknown
    const still = await call(b.cookies.admin, "GET", P.invitations(b.id));
    expect(still.json().invitations.find((i: { id: string }) => i.id === b.invitationId).status).toBe("pending");
    expect((await call(a.cookies.admin, "GET", P.company("not-a-uuid"))).statusCode).toBe(404);
  });

  it("lists only my companies under /mine, with my role; [] for a rider of none", async () => {
    const a = await fixture();
    const mine = await call(a.cookies.approver, "GET", P.mine);
    expect(mine.json()).toMatchObject({
      success: true,
      companies: [{ id: a.id, role: "approver", stateName: "Odisha" }],
    });
    const none = await call((await createSignedInUser(t)).cookie, "GET", P.mine);
    expect(none.json()).toEqual({ success: true, companies: [] });
    expect((await t.app.inject({ method: "GET", url: P.mine })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: P.company(a.id) })).statusCode).toBe(401);
  });

  it("refuses a removed member at their very next request, with the same session", async () => {
    const c = await fixture();
    const booker = await memberOf(t, c.id, "booker");
    expect((await call(booker.cookie, "GET", P.costCentres(c.id))).statusCode).toBe(200);
    const removed = await call(c.cookies.admin, "DELETE", P.member(c.id, booker.userId));
    expect(removed.json()).toEqual({ success: true });
    expect((await call(booker.cookie, "GET", P.costCentres(c.id))).statusCode).toBe(404);
    expect((await call(booker.cookie, "GET", P.mine)).json().companies).toEqual([]);
    // a demoted admin loses the admin's routes at once as well
    const second = await memberOf(t, c.id, "admin");
    await call(c.cookies.admin, "PATCH", P.member(c.id, second.userId), { role: "traveller" });
    expect((await call(second.cookie, "GET", P.invitations(c.id))).statusCode).toBe(403);
  });

  it("keeps a company's last admin: no removal, no demotion (409), and audits what did change", async () => {
    const c = await fixture();
    const demote = await call(c.cookies.admin, "PATCH", P.member(c.id, c.adminId), { role: "booker" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: "last_admin", message: M.lastAdmin });
    const remove = await call(c.cookies.admin, "DELETE", P.member(c.id, c.adminId));
    expect(remove.json().code).toBe("last_admin");
    // with a second admin, the first may step down
    const other = await memberOf(t, c.id, "admin");
    expect((await call(c.cookies.admin, "PATCH", P.member(c.id, c.adminId), { role: "booker" })).statusCode).toBe(200);
    expect((await call(other.cookie, "DELETE", P.member(c.id, other.userId))).json().code).toBe("last_admin");
    const audit = await q<{ action: string; actor: string; before: { role: string }; after: { role: string } }>(
      t.database.db,
      sql`SELECT action, actor_user_id AS actor, before, after FROM audit_log
           WHERE entity = 'company' AND entity_id = ${c.id} AND action = 'company.member_role'`,
    );
    expect(audit).toEqual([
      {
        action: "company.member_role",
        actor: c.adminId,
        before: { userId: c.adminId, role: "admin" },
        after: { userId: c.adminId, role: "booker" },
      },
    ]);
  });

  it("refuses a duplicate cost centre code (409) and keeps the policy a member reads", async () => {
    const c = await fixture();
    const dup = await call(c.cookies.admin, "POST", P.costCentres(c.id), { code: `fix${n}`, name: "Again" });
    expect(dup.statusCode, dup.body).toBe(409);
    await call(c.cookies.admin, "PUT", P.policy(c.id), policy);
    expect((await call(c.cookies.traveller, "GET", P.policy(c.id))).json()).toEqual({ success: true, policy });
    const bad = await call(c.cookies.admin, "PUT", P.policy(c.id), {
      ...policy,
      approvalOutsideHours: { from: "7", to: "21:00" },
    });
    expect(bad.statusCode).toBe(400);
  });
});
