import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { COMPANY_MESSAGES as M, companyPaths as P } from "@chauffeur/contracts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { redactUrl } from "../../lib/log-redaction.ts";
import { q } from "../../lib/sql.ts";
import { invitationToken, memberOf, openCompany, operator } from "./test-factories.ts";

/** Invitation links (docs/security.md "Company accounts"): preview, single use, withdrawn, expired, the token pages. */
// company accounts are proven on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`company invitations (${DB_TARGET})`, () => {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp();
    ops = (await operator(t)).cookie;
  });
  afterAll(() => t.close());

  let n = 0;
  /** A company with an admin, and a fresh invitation sent by that admin: its token and id. */
  async function invited(role = "booker") {
    const { id } = await openCompany(t, ops);
    const admin = await memberOf(t, id, "admin");
    const email = `invitee-${++n}-${Date.now()}@example.in`;
    const res = await t.app.inject({
      method: "POST",
      url: P.invitations(id),
      headers: { cookie: admin.cookie },
      payload: { name: "Priya Mishra", email, phone: uniquePhone(), role },
    });
    expect(res.statusCode, res.body).toBe(201);
    return {
      companyId: id,
      admin,
      invitationId: res.json().invitation.id as string,
      token: await invitationToken(t, email),
    };
  }
  const accept = (cookie: string, token: string) =>
    t.app.inject({ method: "POST", url: P.acceptInvitation(token), headers: { cookie } });
  const preview = (token: string) => t.app.inject({ method: "GET", url: P.invitationByToken(token) });

  it("previews the link without a sign-in, with no-referrer and no-store headers; an unknown token is a 404", async () => {
    const inv = await invited("approver");
    const res = await preview(inv.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      invitation: {
        companyName: "Kalinga Steel Works Pvt Ltd",
        role: "approver",
        invitedName: "Priya Mishra",
        invitedBy: "A admin",
      },
    });
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cache-control"]).toBe("no-store");
    const unknown = await preview("x".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.invitationInvalid);
    // the web page of the link gets the same headers
    const page = await t.app.inject({ method: "GET", url: `/company/join/${inv.token}` });
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    // logs and backups never hold the token (lib/log-redaction.ts redactUrl, db/backup/dump.ts)
    expect(redactUrl(`http://localhost:4000/company/join/${inv.token}`)).toBe(
      "http://localhost:4000/company/join/[redacted]",
    );
    expect(redactUrl(P.acceptInvitation(inv.token))).toBe("/api/v1/company-invitations/[redacted]/accept");
  });

  it("adds the rider with the invited role, once: the second accept is refused (410 invitation_used), audited", async () => {
    const inv = await invited("approver");
    expect((await t.app.inject({ method: "POST", url: P.acceptInvitation(inv.token) })).statusCode).toBe(401);
    const rider = await createSignedInUser(t);
    const ok = await accept(rider.cookie, inv.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, company: { id: inv.companyId, role: "approver" } });
    const again = await accept(rider.cookie, inv.token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "invitation_used", message: M.invitationUsed });
    const other = await createSignedInUser(t);
    expect((await accept(other.cookie, inv.token)).json().code).toBe("invitation_used");
    expect((await preview(inv.token)).statusCode).toBe(410);
    const audit = await q<{ actor: string; after: { role: string } }>(
      t.database.db,
      sql`SELECT actor_user_id AS actor, after FROM audit_log WHERE action = 'company.invitation_accept' AND entity_id = ${inv.companyId}`,
    );
    expect(audit).toEqual([
      { actor: rider.userId, after: expect.objectContaining({ role: "approver", userId: rider.userId }) },
    ]);
    const list = await t.app.inject({
      method: "GET",
      url: P.invitations(inv.companyId),
      headers: { cookie: inv.admin.cookie },
    });
    expect(list.json().invitations[0]).toMatchObject({ id: inv.invitationId, status: "accepted" });
  });

  it("lets exactly one of two concurrent accepts win", async () => {
    const inv = await invited();
    const [a, b] = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
    const answers = await Promise.all([accept(a.cookie, inv.token), accept(b.cookie, inv.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const members = await q(
      t.database.db,
      sql`SELECT user_id FROM company_members WHERE company_id = ${inv.companyId} AND role = 'booker'`,
    );
    expect(members).toHaveLength(1);
  });

  it("refuses a withdrawn link (410 invitation_revoked) and an expired one (410 invitation_expired)", async () => {
    const inv = await invited();
    const revoke = await t.app.inject({
      method: "DELETE",
      url: P.invitation(inv.companyId, inv.invitationId),
      headers: { cookie: inv.admin.cookie },
    });
    expect(revoke.json()).toMatchObject({ success: true, invitation: { status: "revoked" } });
    const rider = await createSignedInUser(t);
    const refused = await accept(rider.cookie, inv.token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: "invitation_revoked", message: M.invitationRevoked });
    const twice = await t.app.inject({
      method: "DELETE",
      url: P.invitation(inv.companyId, inv.invitationId),
      headers: { cookie: inv.admin.cookie },
    });
    expect(twice.statusCode).toBe(409);

    const late = await invited();
    t.clock.setOffsetMs(7 * 24 * 3600_000 + 60_000); // a minute past the 7 days
    try {
      const expired = await accept(rider.cookie, late.token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: "invitation_expired", message: M.invitationExpired });
      expect((await preview(late.token)).json().code).toBe("invitation_expired");
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect(
      (await t.app.inject({ method: "GET", url: P.mine, headers: { cookie: rider.cookie } })).json().companies,
    ).toEqual([]);
  });

  it("gives an existing member the invited role, but never takes the last admin's (409, the link stays usable)", async () => {
    const inv = await invited("traveller");
    const lastAdmin = await accept(inv.admin.cookie, inv.token);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().code).toBe("last_admin");
    expect((await preview(inv.token)).statusCode).toBe(200);
    const booker = await memberOf(t, inv.companyId, "booker");
    const ok = await accept(booker.cookie, inv.token);
    expect(ok.json().company.role).toBe("traveller");
  });

  it("the first admin of a company opened in the console joins through the link", async () => {
    const { id, admin } = await openCompany(t, ops);
    const token = await invitationToken(t, admin.phone);
    const rider = await createSignedInUser(t, { email: admin.email, phone: admin.phone });
    expect((await preview(token)).json().invitation).toMatchObject({ role: "admin", invitedBy: null });
    const res = await accept(rider.cookie, token);
    expect(res.json().company).toMatchObject({ id, role: "admin" });
  });
});
