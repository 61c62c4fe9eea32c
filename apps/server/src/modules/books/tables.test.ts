import { describe, expect, it } from "vitest";
import { TOOL_HEADERS, type Gstr1 } from "@chauffeur/contracts";
import { toolCsv } from "./csv.ts";
import { gstnJson } from "./gstn-json.ts";
import { gstr3bOf } from "./gstr3b.ts";
import { docsRows, seriesChecks, totalsOf, warningsOf } from "./tables.ts";

const tax = (taxablePaise: number, igstPaise = 0, cgstPaise = 0, sgstPaise = 0) => ({
  taxablePaise,
  igstPaise,
  cgstPaise,
  sgstPaise,
  cessPaise: 0,
});
const period = {
  key: "2026-10",
  kind: "month" as const,
  label: "October 2026",
  fromDate: "2026-10-01",
  toDate: "2026-11-01",
  fp: "102026",
};
const empty: Gstr1 = {
  period,
  gstin: "21ABCDE1234F1ZC",
  b2b: [],
  b2cl: [],
  b2cs: [],
  cdnr: [],
  cdnur: [],
  at: [],
  atadj: [],
  hsnB2b: [],
  hsnB2c: [],
  docs: [],
  totals: {},
  series: [],
  reconciliation: {
    captures: { count: 0, totalPaise: 0 },
    documents: { count: 0, totalPaise: 0 },
    refunds: { count: 0, totalPaise: 0 },
    refundDocuments: { count: 0, totalPaise: 0 },
    differences: [],
  },
  warnings: [],
  tookMs: 0,
};

describe("the Books' pure computations", () => {
  it("names each missing number of a series and reports the hole as cancelled in table 13", () => {
    const spans = [{ series: "SL", fy: "26-27", first: "SL/26-27/000010", last: "SL/26-27/000020", issued: 8 }];
    const gaps = [
      { series: "SL", fy: "26-27", gap_from: 12, gap_to: 13 },
      { series: "SL", fy: "26-27", gap_from: 17, gap_to: 17 },
    ];
    const [check] = seriesChecks(spans, gaps);
    expect(check).toMatchObject({
      missing: ["SL/26-27/000012", "SL/26-27/000013", "SL/26-27/000017"],
      missingCount: 3,
    });
    expect(docsRows(spans)).toEqual([
      {
        natureNumber: 1,
        nature: "Invoices for outward supply",
        series: "SL",
        from: "SL/26-27/000010",
        to: "SL/26-27/000020",
        total: 11,
        cancelled: 3,
        issued: 8,
      },
    ]);
    expect(warningsOf([check!], 2)).toEqual([
      "Series SL/26-27 has 3 missing numbers: SL/26-27/000012, SL/26-27/000013, SL/26-27/000017",
      "2 differences between the gateway and the documents: see Reconciliation",
    ]);
  });

  it("names at most 50 missing numbers and counts the rest", () => {
    const [check] = seriesChecks(
      [{ series: "CN", fy: "26-27", first: "CN/26-27/000100", last: "CN/26-27/000100", issued: 1 }],
      [{ series: "CN", fy: "26-27", gap_from: 1, gap_to: 99 }],
    );
    expect(check!.missing).toHaveLength(50);
    expect(warningsOf([check!], 0)[0]).toMatch(/99 missing numbers: CN\/26-27\/000001, .* and 49 more$/);
  });

  it("sums 3.1(a) from the tables: credit notes and adjusted advances taken off, and 3.2 by place of supply", () => {
    const b = gstr3bOf({
      b2b: [
        {
          ctin: "29AAGCB7383J1Z4",
          receiverName: "B",
          number: "1",
          date: "",
          valuePaise: 0,
          pos: "29",
          rate: 5,
          ...tax(1000, 50),
        },
      ],
      b2cl: [{ number: "2", date: "", valuePaise: 0, pos: "27", rate: 5, ...tax(20000000, 1000000) }],
      b2cs: [
        { pos: "21", supplyType: "INTRA", rate: 5, ...tax(4000, 0, 100, 100) },
        { pos: "07", supplyType: "INTER", rate: 5, ...tax(600, 30) },
      ],
      cdnr: [],
      cdnur: [
        {
          ctin: null,
          receiverName: null,
          number: "3",
          date: "",
          valuePaise: 0,
          invoiceNumber: "2",
          invoiceDate: "",
          pos: "27",
          rate: 5,
          ...tax(2000000, 100000),
        },
      ],
      at: [{ pos: "21", supplyType: "INTRA", rate: 5, ...tax(800, 0, 20, 20) }],
      atadj: [{ pos: "21", supplyType: "INTRA", rate: 5, ...tax(300, 0, 7, 8) }],
    });
    expect(b.outward).toEqual(tax(1000 + 20000000 + 4600 - 2000000 + 800 - 300, 50 + 1000000 + 30 - 100000, 113, 112));
    expect(b.interStateUnregistered).toEqual([
      { pos: "07", taxablePaise: 600, igstPaise: 30 },
      { pos: "27", taxablePaise: 18000000, igstPaise: 900000 },
    ]);
  });

  it("writes the tool's CSV: its headers, quoted names, places of supply with their state's name", () => {
    const g: Gstr1 = {
      ...empty,
      b2b: [
        {
          ctin: "29AAGCB7383J1Z4",
          receiverName: 'Rao, "Sons"',
          number: "SL/26-27/000002",
          date: "2026-10-05T03:30:00Z",
          valuePaise: 210050,
          pos: "29",
          rate: 5,
          ...tax(200048, 10002),
        },
      ],
      docs: [
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
      ],
    };
    expect(toolCsv("b2b", g)).toBe(
      `${TOOL_HEADERS.b2b.join(",")}\r\n29AAGCB7383J1Z4,"Rao, ""Sons""",SL/26-27/000002,05-Oct-2026,2100.50,29-Karnataka,N,,Regular B2B,,5,2000.48,0.00\r\n`,
    );
    expect(toolCsv("docs", g).split("\r\n")[1]).toBe("Credit Note,CN/26-27/000001,CN/26-27/000003,3,0");
    expect(toolCsv("b2cl", g)).toBe(`${TOOL_HEADERS.b2cl.join(",")}\r\n`);
  });

  it("writes GSTN's JSON: invoices grouped by buyer, rupees, dd-mm-yyyy, the HSN split and the documents by nature", () => {
    const g: Gstr1 = {
      ...empty,
      b2b: [
        {
          ctin: "29AAGCB7383J1Z4",
          receiverName: "B",
          number: "SL/1",
          date: "2026-10-05T03:30:00Z",
          valuePaise: 105,
          pos: "29",
          rate: 5,
          ...tax(100, 5),
        },
        {
          ctin: "29AAGCB7383J1Z4",
          receiverName: "B",
          number: "SL/2",
          date: "2026-10-06T03:30:00Z",
          valuePaise: 210,
          pos: "29",
          rate: 5,
          ...tax(200, 10),
        },
      ],
      hsnB2c: [
        {
          sac: "996412",
          description: "Passenger transport by motor cab",
          uqc: "NA",
          quantity: 0,
          valuePaise: 10500,
          rate: 5,
          ...tax(10000, 0, 250, 250),
        },
      ],
    };
    const j = gstnJson(g);
    expect(j.fp).toBe("102026");
    expect(j.b2b).toHaveLength(1);
    expect(j.b2b[0]!.inv.map((i) => [i.inum, i.idt, i.val])).toEqual([
      ["SL/1", "05-10-2026", 1.05],
      ["SL/2", "06-10-2026", 2.1],
    ]);
    expect(j.hsn).toEqual({
      hsn_b2b: [],
      hsn_b2c: [
        {
          num: 1,
          hsn_sc: "996412",
          desc: "Passenger transport by motor cab",
          uqc: "NA",
          qty: 0,
          rt: 5,
          txval: 100,
          iamt: 0,
          camt: 2.5,
          samt: 2.5,
          csamt: 0,
        },
      ],
    });
  });

  it("totals a table", () => {
    expect(totalsOf([{ ...tax(100, 5), valuePaise: 105 }, tax(200, 0, 5, 5)])).toEqual({
      count: 2,
      valuePaise: 315,
      ...tax(300, 5, 5, 5),
    });
  });
});
