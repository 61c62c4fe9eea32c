import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_HEADERS, type Gstr1, type Gstr3b } from "@chauffeur/contracts";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createTestBooking } from "../ops/test-factories.ts";
import { BUYER, seedOctober } from "./books.test-support.ts";

/**
 * October 2026, built by hand (supplier 21 Odisha): every GSTR-1 table has a row, SL/26-27/000004 is missing, and
 * the gateway disagrees four ways. Each expected figure below is worked out from the documents written in beforeAll.
 */

describe(`the console's Books (${DB_TARGET})`, () => {
  let t: TestApp;
  let op: { cookie: string };
  let rider: { cookie: string; userId: string };
  const get = (url: string, cookie = op.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    op = await createSignedInUser(t, { role: "operator" });
    rider = await createSignedInUser(t);
    await seedOctober(db, async () => (await createTestBooking(db, { userId: rider.userId, withPayment: false })).id);
  });
  afterAll(() => t.close());

  const amounts = (taxablePaise: number, x: { igst?: number; cgst?: number; sgst?: number } = {}) => ({
    taxablePaise,
    igstPaise: x.igst ?? 0,
    cgstPaise: x.cgst ?? 0,
    sgstPaise: x.sgst ?? 0,
    cessPaise: 0,
  });

  it("computes every GSTR-1 table of the month from the documents, as worked out by hand", async () => {
    const res = await get("/api/v1/ops/books/gstr1?period=2026-10");
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json() as Gstr1;
    expect(g.period).toMatchObject({ key: "2026-10", fp: "102026", fromDate: "2026-10-01", toDate: "2026-11-01" });
    expect(g.b2b).toEqual([
      {
        ctin: BUYER.gstin,
        receiverName: BUYER.name,
        number: "SL/26-27/000002",
        date: "2026-10-05T03:30:00.000Z",
        valuePaise: 210000,
        pos: "29",
        rate: 5,
        ...amounts(200000, { igst: 10000 }),
      },
    ]);
    expect(g.b2cl).toEqual([
      {
        number: "SL/26-27/000005",
        date: "2026-10-12T03:30:00.000Z",
        valuePaise: 12600000,
        pos: "27",
        rate: 5,
        ...amounts(12000000, { igst: 600000 }),
      },
    ]);
    // invoices 000003, 000006, 000007 and EI/000001 (1,00,000 + 40,000 + 20,000 + 10,00,000 paise taxable) less CN/000003
    expect(g.b2cs).toEqual([
      { pos: "21", supplyType: "INTRA", rate: 5, ...amounts(1150000, { cgst: 28750, sgst: 28750 }) },
    ]);
    expect(g.cdnr).toMatchObject([
      {
        ctin: BUYER.gstin,
        number: "CN/26-27/000001",
        invoiceNumber: "SL/26-27/000002",
        valuePaise: 21000,
        pos: "29",
        ...amounts(20000, { igst: 1000 }),
      },
    ]);
    expect(g.cdnur).toMatchObject([
      {
        ctin: null,
        number: "CN/26-27/000002",
        invoiceNumber: "SL/26-27/000005",
        valuePaise: 1050000,
        pos: "27",
        ...amounts(1000000, { igst: 50000 }),
      },
    ]);
    expect(g.at).toEqual([{ pos: "21", supplyType: "INTRA", rate: 5, ...amounts(200000, { cgst: 5000, sgst: 5000 }) }]);
    expect(g.atadj).toEqual([
      { pos: "21", supplyType: "INTRA", rate: 5, ...amounts(300000, { cgst: 7500, sgst: 7500 }) },
    ]);
    expect(g.hsnB2b).toEqual([
      {
        sac: "996412",
        description: "Passenger transport by motor cab",
        uqc: "NA",
        quantity: 0,
        valuePaise: 189000,
        rate: 5,
        ...amounts(180000, { igst: 9000 }),
      },
    ]);
    // rides to unregistered buyers: 1,00,000 + 1,20,00,000 + 40,000 + 20,000 less CN/000002 and CN/000003
    expect(g.hsnB2c).toEqual([
      {
        sac: "996412",
        description: "Passenger transport by motor cab",
        uqc: "NA",
        quantity: 0,
        valuePaise: 11707500,
        rate: 5,
        ...amounts(11150000, { igst: 550000, cgst: 3750, sgst: 3750 }),
      },
      {
        sac: "996601",
        description: "Rental of cars with operator",
        uqc: "NA",
        quantity: 0,
        valuePaise: 1050000,
        rate: 5,
        ...amounts(1000000, { cgst: 25000, sgst: 25000 }),
      },
    ]);
    expect(g.docs).toEqual([
      {
        natureNumber: 5,
        nature: "Credit Note",
        series: "CN",
        from: "CN/26-27/000001",
        to: "CN/26-27/000003",
        total: 3,
        cancelled: 0,
        issued: 3,
      },
      {
        natureNumber: 1,
        nature: "Invoices for outward supply",
        series: "EI",
        from: "EI/26-27/000001",
        to: "EI/26-27/000001",
        total: 1,
        cancelled: 0,
        issued: 1,
      },
      {
        natureNumber: 6,
        nature: "Receipt voucher",
        series: "RV",
        from: "RV/26-27/000002",
        to: "RV/26-27/000002",
        total: 1,
        cancelled: 0,
        issued: 1,
      },
      {
        natureNumber: 1,
        nature: "Invoices for outward supply",
        series: "SL",
        from: "SL/26-27/000002",
        to: "SL/26-27/000007",
        total: 6,
        cancelled: 1,
        issued: 5,
      },
    ]);
    expect(g.totals.b2cs).toMatchObject({ count: 1, taxablePaise: 1150000, cgstPaise: 28750 });
  });

  it("names the missing number of a series, on the screen's JSON and its warnings", async () => {
    const g = (await get("/api/v1/ops/books/gstr1?period=2026-10")).json() as Gstr1;
    const sl = g.series.find((s) => s.series === "SL");
    expect(sl).toMatchObject({ missing: ["SL/26-27/000004"], missingCount: 1, issued: 5 });
    expect(g.series.filter((s) => s.missingCount > 0)).toHaveLength(1); // RV/000002 follows September's RV/000001
    expect(g.warnings[0]).toBe("Series SL/26-27 has 1 missing number: SL/26-27/000004");
  });

  it("lists each difference between the gateway's captures and refunds and the documents, with each side's totals", async () => {
    const { reconciliation: r } = (await get("/api/v1/ops/books/gstr1?period=2026-10")).json() as Gstr1;
    expect(r.captures).toEqual({ count: 7, totalPaise: 14004900 });
    expect(r.documents).toEqual({ count: 7, totalPaise: 13923000 }); // EI counts the balance it collected
    expect(r.refunds).toEqual({ count: 4, totalPaise: 1086500 });
    expect(r.refundDocuments).toEqual({ count: 3, totalPaise: 1081500 });
    const kinds = r.differences.map((d) => [d.kind, d.documentNumber, d.gatewayPaise, d.documentPaise]);
    expect(kinds).toEqual([
      ["amount_differs", "SL/26-27/000006", 45000, 42000],
      ["capture_without_document", null, 99900, null],
      ["document_without_capture", "SL/26-27/000007", null, 21000],
      ["refund_without_document", null, 5000, null],
    ]);
  });

  it("sums GSTR-3B 3.1(a) and 3.2 from the tables", async () => {
    const res = await get("/api/v1/ops/books/gstr3b?period=2026-10");
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json() as Gstr3b;
    // 2,00,000 + 1,20,00,000 + 11,50,000 − 20,000 − 10,00,000 + 2,00,000 − 3,00,000 paise
    expect(b.outward).toEqual(amounts(12230000, { igst: 559000, cgst: 26250, sgst: 26250 }));
    expect(b.interStateUnregistered).toEqual([{ pos: "27", taxablePaise: 11000000, igstPaise: 550000 }]);
  });

  it("writes each table as the offline tool's CSV and the period as GSTN's JSON", async () => {
    const b2b = await get("/api/v1/ops/books/gstr1/b2b.csv?period=2026-10");
    expect(b2b.statusCode).toBe(200);
    expect(b2b.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = b2b.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
    );
    expect(lines[1]).toBe(
      "29AAGCB7383J1Z4,Bharat Tech Pvt Ltd,SL/26-27/000002,05-Oct-2026,2100.00,29-Karnataka,N,,Regular B2B,,5,2000.00,0.00",
    );
    for (const table of Object.keys(TOOL_HEADERS) as Array<keyof typeof TOOL_HEADERS>) {
      const res = await get(`/api/v1/ops/books/gstr1/${table}.csv?period=2026-10`);
      expect(res.body.split("\r\n")[0], table).toBe(TOOL_HEADERS[table].join(","));
      expect(res.body.trim().split("\r\n").length, table).toBeGreaterThan(1);
    }
    const b2cs = await get("/api/v1/ops/books/gstr1/b2cs.csv?period=2026-10");
    expect(b2cs.body.split("\r\n")[1]).toBe("OE,21-Odisha,,5,11500.00,0.00,");
    const json = (await get("/api/v1/ops/books/gstr1.json?period=2026-10")).json();
    expect(json).toMatchObject({
      gstin: "21ABCDE1234F1ZC",
      fp: "102026",
      b2b: [
        {
          ctin: BUYER.gstin,
          inv: [
            {
              inum: "SL/26-27/000002",
              idt: "05-10-2026",
              val: 2100,
              pos: "29",
              rchrg: "N",
              inv_typ: "R",
              itms: [{ num: 1, itm_det: { txval: 2000, rt: 5, iamt: 100, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cs: [{ sply_ty: "INTRA", pos: "21", typ: "OE", txval: 11500, camt: 287.5, samt: 287.5 }],
      at: [{ pos: "21", itms: [{ ad_amt: 2000 }] }],
      txpd: [{ pos: "21", itms: [{ ad_amt: 3000 }] }],
    });
    expect(json.hsn.hsn_b2b).toHaveLength(1);
    expect(json.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 1).docs).toHaveLength(2);
  });

  it("takes a financial-year quarter, and refuses a period it cannot read with a message to act on", async () => {
    const q = (await get("/api/v1/ops/books/gstr1?period=2026-27-Q3")).json() as Gstr1;
    expect(q.period).toMatchObject({ kind: "quarter", fromDate: "2026-10-01", toDate: "2027-01-01", fp: "122026" });
    expect(q.b2b.map((r) => r.number)).toEqual(["SL/26-27/000002"]);
    expect(q.b2cs[0]!.taxablePaise).toBe(1150000 + 20000); // November's invoice too
    for (const bad of ["2026-13", "2026-28-Q3", "2026-27-Q5", "october", ""]) {
      const res = await get(`/api/v1/ops/books/gstr1?period=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/month \(2026-10\) or a financial-year quarter/);
    }
    expect((await get("/api/v1/ops/books/gstr1")).statusCode).toBe(400);
    expect((await get("/api/v1/ops/books/gstr1/b2x.csv?period=2026-10")).statusCode).toBe(400);
  });

  it("is the operators' only: 401 for a guest, 403 for a rider", async () => {
    for (const url of [
      "/api/v1/ops/books/gstr1?period=2026-10",
      "/api/v1/ops/books/gstr1/b2b.csv?period=2026-10",
      "/api/v1/ops/books/gstr1.json?period=2026-10",
      "/api/v1/ops/books/gstr3b?period=2026-10",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await get(url, rider.cookie)).statusCode, url).toBe(403);
    }
  });
});
