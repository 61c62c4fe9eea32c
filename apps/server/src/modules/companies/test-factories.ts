import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { gstinCheckCharacter, type CompanyRole } from "@chauffeur/contracts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/helpers.ts";
import { q, q1 } from "../../lib/sql.ts";

/** Test data for company accounts: valid GSTINs, companies opened through the console, members, invitation links. */

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const pick = (s: string) => s[Math.floor(Math.random() * s.length)]!;

/** A GSTIN that passes every check (Odisha's 21 unless told), different on every call. */
export function validGstin(state = "21"): string {
  const pan = `${Array.from({ length: 5 }, () => pick(LETTERS)).join("")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}${pick(LETTERS)}`;
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** The same GSTIN with a wrong last character. */
export function wrongCheckDigit(gstin: string): string {
  const good = gstin[14]!;
  return gstin.slice(0, 14) + (good === "0" ? "1" : "0");
}

export const operator = (t: TestApp) => createSignedInUser(t, { role: "operator", name: "Ops Desk" });

export function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    legalName: "Kalinga Steel Works Pvt Ltd",
    gstin: validGstin(),
    billingAddress: "Plot 12, Chandaka Industrial Estate, Bhubaneswar 751024",
    billingEmail: "accounts@kalinga-steel.example.in",
    terms: { paymentTerms: "per_ride" },
    admin: {
      name: "Sunita Panda",
      email: `admin-${Math.random().toString(36).slice(2, 8)}@example.in`,
      phone: uniquePhone(),
    },
    ...overrides,
  };
}

/** Opens a company through the console's API; answers its id and its first admin's invitation e-mail address. */
export async function openCompany(t: TestApp, opsCookie: string, overrides: Record<string, unknown> = {}) {
  const body = companyBody(overrides);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/companies",
    headers: { cookie: opsCookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().company.id as string, admin: body.admin, gstin: body.gstin };
}

/** A signed-in rider made a member of the company with `role` (straight into the table: tests of the portal). */
export async function memberOf(t: TestApp, companyId: string, role: CompanyRole) {
  const rider = await createSignedInUser(t, { name: `A ${role}` });
  await q(
    t.database.db,
    sql`INSERT INTO company_members (company_id, user_id, role) VALUES (${companyId}, ${rider.userId}, ${role})`,
  );
  return rider;
}

/** The token of the newest invitation link sent to an address (e-mail or phone), read from the outbox. */
export async function invitationToken(t: TestApp, to: string): Promise<string> {
  const row = await q1<{ text: string }>(
    t.database.db,
    sql`SELECT text FROM outbox_messages WHERE to_address = ${to} AND text LIKE '%/company/join/%' ORDER BY created_at DESC LIMIT 1`,
  );
  const token = row?.text.match(/\/company\/join\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link sent to ${to}`);
  return token;
}
