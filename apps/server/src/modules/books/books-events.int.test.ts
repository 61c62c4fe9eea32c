import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Gstr1, Gstr3b } from "@chauffeur/contracts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { eventDocument, insertEvent, ist, payment, refund } from "./books.test-support.ts";

/**
 * November 2026, an events-only month worked out by hand: an advance partly given back by a refund voucher (11A net of
 * it), an advance invoiced in the same month (in neither 11A nor 11B: the invoice reports the whole supply), and an
 * event credit note after the invoice (it reduces table 7, the invoice being B2C).
 */
describe(`the Books on events' documents (${DB_TARGET})`, () => {
  let t: TestApp;
  let op: { cookie: string };
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: op.cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    op = await createSignedInUser(t, { role: "operator" });
    const c = await insertEvent(db, "2027-01-15");
    const pc = await payment(db, { eventId: c, amount: 210000, at: ist("2026-11-05T10:00:00") });
    const at = (d: string) => ist(`2026-11-${d}T10:00:00`);
    await eventDocument(db, {
      eventId: c,
      kind: "receipt_voucher",
      number: "RV/26-27/000001",
      paymentId: pc.id,
      at: at("05"),
      taxable: 200000,
      cgst: 5000,
      sgst: 5000,
    });
    await refund(db, { paymentId: pc.id, eventId: c, amount: 52500, at: at("09") });
    await eventDocument(db, {
      eventId: c,
      kind: "refund_voucher",
      number: "RF/26-27/000001",
      paymentId: null,
      at: at("09"),
      taxable: 50000,
      cgst: 1250,
      sgst: 1250,
    });
    const d = await insertEvent(db, "2026-11-20");
    const pd1 = await payment(db, { eventId: d, amount: 105000, at: at("10") });
    await eventDocument(db, {
      eventId: d,
      kind: "receipt_voucher",
      number: "RV/26-27/000002",
      paymentId: pd1.id,
      at: at("10"),
      taxable: 100000,
      cgst: 2500,
      sgst: 2500,
    });
    const pd2 = await payment(db, { eventId: d, amount: 315000, at: at("20") });
    await eventDocument(db, {
      eventId: d,
      kind: "invoice",
      number: "EI/26-27/000001",
      paymentId: pd2.id,
      at: at("20"),
      taxable: 400000,
      cgst: 10000,
      sgst: 10000,
      detail: {
        advancePaise: 105000,
        advanceGstPaise: 5000,
        balancePaise: 315000,
        balanceGstPaise: 15000,
        vouchers: ["RV/26-27/000002"],
      },
    });
    await refund(db, { paymentId: pd2.id, eventId: d, amount: 42000, at: at("25") });
    await eventDocument(db, {
      eventId: d,
      kind: "credit_note",
      number: "EC/26-27/000001",
      paymentId: null,
      at: at("25"),
      taxable: 40000,
      cgst: 1000,
      sgst: 1000,
    });
  });
  afterAll(() => t.close());
  const tax = (taxablePaise: number, cgst: number) => ({
    taxablePaise,
    igstPaise: 0,
    cgstPaise: cgst,
    sgstPaise: cgst,
    cessPaise: 0,
  });

  it("nets 11A of its refund voucher, leaves a same-month advance to its invoice, and takes an event credit note off table 7", async () => {
    const res = await get("/api/v1/ops/books/gstr1?period=2026-11");
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json() as Gstr1;
    expect(g.at).toEqual([{ pos: "21", supplyType: "INTRA", rate: 5, ...tax(200000 - 50000, 5000 - 1250) }]);
    expect(g.atadj).toEqual([]);
    expect(g.b2cs).toEqual([{ pos: "21", supplyType: "INTRA", rate: 5, ...tax(400000 - 40000, 10000 - 1000) }]);
    expect(g.cdnur).toEqual([]);
    expect(g.hsnB2c).toMatchObject([{ sac: "996601", valuePaise: 378000, ...tax(360000, 9000) }]);
    expect(g.docs.map((r) => [r.series, r.natureNumber, r.nature, r.from, r.to, r.total])).toEqual([
      ["EC", 5, "Credit Note", "EC/26-27/000001", "EC/26-27/000001", 1],
      ["EI", 1, "Invoices for outward supply", "EI/26-27/000001", "EI/26-27/000001", 1],
      ["RF", 8, "Refund voucher", "RF/26-27/000001", "RF/26-27/000001", 1],
      ["RV", 6, "Receipt voucher", "RV/26-27/000001", "RV/26-27/000002", 2],
    ]);
    expect(g.warnings).toEqual([]);
    // the invoice counts the balance it collected; each refund has the event's refund voucher or credit note
    expect(g.reconciliation).toEqual({
      captures: { count: 3, totalPaise: 630000 },
      documents: { count: 3, totalPaise: 630000 },
      refunds: { count: 2, totalPaise: 94500 },
      refundDocuments: { count: 2, totalPaise: 94500 },
      differences: [],
    });
    const b = (await get("/api/v1/ops/books/gstr3b?period=2026-11")).json() as Gstr3b;
    expect(b.outward).toEqual(tax(360000 + 150000, 9000 + 3750));
    expect(b.interStateUnregistered).toEqual([]);
  });
});
