import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  COMPANY_STATEMENT_CSV_COLUMNS,
  CompanyInvoicesResponseSchema,
  CompanySpendSchema,
  CompanyStatementsResponseSchema,
  companyPaths as P,
} from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { q, q1 } from "../../lib/sql.ts";
import { companyCreditNote, companyInvoice, companyRide, seedCompanyRides } from "./billing.test-support.ts";
import { istMonth, istMonthRange } from "./csv.ts";
import { companyOverdue } from "./index.ts";
import { issueStatement } from "./statements.service.ts";
import { memberOf, openCompany, operator } from "./test-factories.ts";

/**
 * The company's money (README "Company accounts"): invoices and credit notes by month and their PDFs only through the
 * company they bill, monthly statements (sums, numbering without gaps, once per month, the job, the e-mail), bank
 * payments, overdue detection and spend.
 */
let t: TestApp;
type Member = Awaited<ReturnType<typeof memberOf>>;
let A: string, B: string, C: string;
let admin: Member, booker: Member, outsider: Member;
let ops: Awaited<ReturnType<typeof operator>>;
let invoiceB: { id: string };
let creditB: { id: string };
const monthly = { terms: { paymentTerms: "monthly", creditLimitPaise: 10_000_000 } };
const period = () => istMonth(t.clock.now(), -1);
const day = (d: number) => new Date(istMonthRange(period()).from.getTime() + (d - 1) * 86_400_000 + 10 * 3600_000);
const get = (cookie: string, url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** Three on-account rides invoiced in the period, one credited 1,000 rupees; one ride paid by card. */
async function billedMonth(companyId: string, bookerId: string) {
  const db = t.database.db;
  const docs = [];
  for (const [d, total] of [
    [2, 300000],
    [9, 450000],
    [20, 125050],
  ] as const) {
    const ride = await companyRide(db, { companyId, bookerId, startTime: day(d), amountPaise: total });
    docs.push({
      ride,
      invoice: await companyInvoice(db, { bookingId: ride.id, companyId, issuedAt: day(d), totalPaise: total }),
    });
  }
  const credit = await companyCreditNote(db, {
    invoiceId: docs[1]!.invoice.id,
    bookingId: docs[1]!.ride.id,
    totalPaise: 100000,
    issuedAt: day(21),
  });
  const card = await companyRide(db, {
    companyId,
    bookerId,
    startTime: day(5),
    paymentStatus: "paid",
    amountPaise: 999900,
  });
  await companyInvoice(db, { bookingId: card.id, companyId, issuedAt: day(5), totalPaise: 999900 });
  return { docs, credit };
}

describe("company billing", () => {
  beforeAll(async () => {
    t = await createTestApp();
    ops = await operator(t);
    A = (await openCompany(t, ops.cookie, monthly)).id;
    B = (await openCompany(t, ops.cookie, monthly)).id;
    C = (await openCompany(t, ops.cookie, monthly)).id;
    admin = await memberOf(t, A, "admin");
    booker = await memberOf(t, A, "booker");
    outsider = await memberOf(t, B, "admin");
    await billedMonth(A, booker.userId);
    const b = await billedMonth(B, outsider.userId);
    invoiceB = b.docs[0]!.invoice;
    creditB = b.credit;
    await seedCompanyRides(t.database.db, {
      companyId: C,
      bookerId: outsider.userId,
      n: 12,
      monthStart: istMonthRange(period()).from,
      prefix: "CCC",
    });
  });
  afterAll(() => t.close());

  it("lists the month's invoices and credit notes with PDFs served only through the company they bill", async () => {
    const res = await get(admin.cookie, `${P.invoices(A)}?month=${period()}`);
    expect(res.statusCode, res.body).toBe(200);
    const { invoices } = CompanyInvoicesResponseSchema.parse(res.json());
    expect(invoices.filter((d) => d.kind === "invoice")).toHaveLength(4);
    const note = invoices.find((d) => d.kind === "credit_note")!;
    expect(note.invoiceNumber).toMatch(/^SL\/TEST\//);
    for (const d of [invoices.find((x) => x.kind === "invoice")!, note]) {
      const pdf = await get(admin.cookie, d.pdfUrl);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    }
    // B's documents through A's URL, B's URLs by A's admin, and a booker of A
    expect((await get(admin.cookie, P.invoicePdf(A, invoiceB.id))).statusCode).toBe(404);
    expect((await get(admin.cookie, P.creditNotePdf(A, creditB.id))).statusCode).toBe(404);
    expect((await get(admin.cookie, P.invoicePdf(B, invoiceB.id))).statusCode).toBe(404);
    expect((await get(outsider.cookie, P.invoices(A))).statusCode).toBe(404);
    expect((await get(booker.cookie, P.invoices(A))).statusCode).toBe(403);
  });

  it("issues a statement once: invoices on account minus credit notes, numbered, with its PDF, CSV and e-mail", async () => {
    const s = await issueStatement(t.app.ctx, A, period());
    expect(s).toMatchObject({
      invoicesPaise: 875050,
      creditNotesPaise: 100000,
      amountDuePaise: 775050,
      paidPaise: 0,
      status: "due",
    });
    expect(s.number).toMatch(/^SL\/ST\/\d{4}-\d{2}\/\d{6}$/);
    expect(new Date(s.dueAt).getTime() - new Date(s.issuedAt).getTime()).toBe(15 * 86_400_000);
    expect(await issueStatement(t.app.ctx, A, period())).toEqual(s);
    const list = CompanyStatementsResponseSchema.parse((await get(admin.cookie, P.statements(A))).json());
    expect(list.statements.map((x) => x.id)).toEqual([s.id]);
    const pdf = await get(admin.cookie, s.pdfUrl);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    const csv = (await get(admin.cookie, s.csvUrl)).body.trimEnd().split("\r\n");
    expect(csv[0]).toBe(COMPANY_STATEMENT_CSV_COLUMNS.join(","));
    expect(csv).toHaveLength(5);
    expect(csv.at(-1)).toMatch(/,-1000\.00,-47\.62,SL\/TEST\/\d+,completed,SL\/CN\/TEST\/\d+$/);
    const mail = await q<{ attachments: Array<{ filename: string }>; to_address: string }>(
      t.database.db,
      sql`SELECT attachments, to_address FROM outbox_messages WHERE template = 'company-statement' AND subject LIKE ${`%${s.number}%`}`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.attachments.map((a) => a.filename.slice(-4))).toEqual([".pdf", ".csv"]);
    // another company's statement by id through A's URL
    const sB = await issueStatement(t.app.ctx, B, period());
    expect((await get(admin.cookie, P.statementPdf(A, sB.id))).statusCode).toBe(404);
    expect((await get(admin.cookie, P.statementCsv(A, sB.id))).statusCode).toBe(404);
    expect((await get(outsider.cookie, P.statements(A))).statusCode).toBe(404);
  });

  it("runs the job on the 1st: every company due, numbers without gaps, nothing issued twice", async () => {
    const firstOfMonth = istMonthRange(istMonth(t.clock.now())).from.getTime() + 3600_000;
    t.clock.setOffsetMs(firstOfMonth - Date.now()); // the 1st of this month, 01:00 IST
    try {
      const before = await q(t.database.db, sql`SELECT 1 FROM company_statements`);
      await t.app.ctx.scheduler.runNow("companies.statements");
      await t.app.ctx.scheduler.runNow("companies.statements");
      const rows = await q<{ number: string; company_id: string; period: string }>(
        t.database.db,
        sql`SELECT number, company_id, period FROM company_statements ORDER BY number`,
      );
      expect(rows.length).toBeGreaterThan(before.length);
      const ns = rows.map((r) => Number(r.number.slice(-6)));
      expect(ns).toEqual(ns.map((_, i) => ns[0]! + i));
    } finally {
      t.clock.setOffsetMs(0);
    }
  });

  it("records bank payments: partial, more than due refused, paid in full; overdue until then", async () => {
    const s = await issueStatement(t.app.ctx, A, period());
    const pay = (amountPaise: number) =>
      t.app.inject({
        method: "POST",
        url: P.opsStatementPayment(A, s.id),
        headers: { cookie: ops.cookie },
        payload: { amountPaise, bankReference: "UTR123456", receivedOn: "2026-12-10" },
      });
    const late = new Date(new Date(s.dueAt).getTime() + 86_400_000);
    expect(await companyOverdue(t.database.db, A, late)).toBe(true);
    expect(await companyOverdue(t.database.db, A, new Date(s.issuedAt))).toBe(false);
    const part = await pay(500000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().statement).toMatchObject({ paidPaise: 500000, status: "due" });
    expect((await pay(275051)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: P.opsStatementPayment(B, s.id),
          headers: { cookie: ops.cookie },
          payload: { amountPaise: 1, bankReference: "x", receivedOn: "2026-12-10" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: P.opsStatementPayment(A, s.id),
          headers: { cookie: admin.cookie },
          payload: { amountPaise: 1, bankReference: "x", receivedOn: "2026-12-10" },
        })
      ).statusCode,
    ).toBe(403);
    const rest = await pay(275050);
    expect(rest.json().statement).toMatchObject({ paidPaise: 775050, status: "paid" });
    expect(await companyOverdue(t.database.db, A, late)).toBe(false);
    const audit = await q1<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'company.statement_payment' AND entity_id = ${A}`,
    );
    expect(audit?.n).toBe(2);
    const opsList = CompanyStatementsResponseSchema.parse((await get(ops.cookie, P.opsStatements(A))).json());
    expect(opsList.statements[0]?.status).toBe("paid");
  });

  it("sums spend per month and per cost centre in the database", async () => {
    const res = await get(outsider.cookie, `${P.spend(C)}?month=${period()}`);
    expect(res.statusCode).toBe(404);
    const mine = CompanySpendSchema.parse((await get(admin.cookie, `${P.spend(A)}?month=${period()}`)).json());
    expect(mine.months).toHaveLength(12);
    expect(mine.months.find((m) => m.month === period())).toEqual({ month: period(), rides: 4, amountPaise: 1874950 });
    expect(mine.costCentres).toEqual([{ code: null, name: "No cost centre", rides: 4, amountPaise: 1874950 }]);
  });

  it("lists the billing routes in the OpenAPI document with their response schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const mine = /\/(trips|trips\.csv|invoices|credit-notes|statements|spend)(\/|$)/;
    const ops = Object.entries(doc.paths).filter(([p]) => p.includes("/companies/") && mine.test(p));
    expect(ops.flatMap(([, m]) => Object.keys(m))).toHaveLength(11);
    for (const [p, methods] of ops) {
      for (const [m, op] of Object.entries(methods)) {
        const ok = Object.entries(op.responses ?? {}).find(([code]) => code.startsWith("2"));
        expect(ok?.[1].content, `${m} ${p}`).toBeDefined();
      }
    }
  });
});
