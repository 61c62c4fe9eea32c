import { jsonDate, rupeesNumber, type Gstr1, type NoteRow, type TaxAmounts } from "@chauffeur/contracts";

/**
 * GSTN's GSTR-1 JSON of the period (pure; the shape the offline tool and the portal's upload read, docs/books.md):
 * amounts in rupees with two decimals, dates dd-mm-yyyy, one item per document at its one rate (num 1).
 */
const det = (r: TaxAmounts & { rate: number }) => ({
  txval: rupeesNumber(r.taxablePaise),
  rt: r.rate,
  iamt: rupeesNumber(r.igstPaise),
  camt: rupeesNumber(r.cgstPaise),
  samt: rupeesNumber(r.sgstPaise),
  csamt: rupeesNumber(r.cessPaise),
});
const itms = (r: TaxAmounts & { rate: number }) => [{ num: 1, itm_det: det(r) }];

function groupBy<T, K extends string>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

const note = (r: NoteRow) => ({
  ntty: "C",
  nt_num: r.number,
  nt_dt: jsonDate(r.date),
  val: rupeesNumber(r.valuePaise),
  pos: r.pos,
});

const hsn = (rows: Gstr1["hsnB2b"]) =>
  rows.map((r, i) => ({
    num: i + 1,
    hsn_sc: r.sac,
    desc: r.description,
    uqc: r.uqc,
    qty: r.quantity,
    rt: r.rate,
    txval: rupeesNumber(r.taxablePaise),
    iamt: rupeesNumber(r.igstPaise),
    camt: rupeesNumber(r.cgstPaise),
    samt: rupeesNumber(r.sgstPaise),
    csamt: rupeesNumber(r.cessPaise),
  }));

const advances = (rows: Gstr1["at"]) =>
  rows.map((r) => ({
    pos: r.pos,
    sply_ty: r.supplyType,
    itms: [
      {
        rt: r.rate,
        ad_amt: rupeesNumber(r.taxablePaise),
        iamt: rupeesNumber(r.igstPaise),
        camt: rupeesNumber(r.cgstPaise),
        samt: rupeesNumber(r.sgstPaise),
        csamt: rupeesNumber(r.cessPaise),
      },
    ],
  }));

export function gstnJson(g: Gstr1) {
  return {
    gstin: g.gstin,
    fp: g.period.fp,
    b2b: [...groupBy(g.b2b, (r) => r.ctin)].map(([ctin, rows]) => ({
      ctin,
      inv: rows.map((r) => ({
        inum: r.number,
        idt: jsonDate(r.date),
        val: rupeesNumber(r.valuePaise),
        pos: r.pos,
        rchrg: "N",
        inv_typ: "R",
        itms: itms(r),
      })),
    })),
    b2cl: [...groupBy(g.b2cl, (r) => r.pos)].map(([pos, rows]) => ({
      pos,
      inv: rows.map((r) => ({ inum: r.number, idt: jsonDate(r.date), val: rupeesNumber(r.valuePaise), itms: itms(r) })),
    })),
    b2cs: g.b2cs.map((r) => ({ sply_ty: r.supplyType, pos: r.pos, typ: "OE", ...det(r) })),
    cdnr: [...groupBy(g.cdnr, (r) => r.ctin ?? "")].map(([ctin, rows]) => ({
      ctin,
      nt: rows.map((r) => ({ ...note(r), rchrg: "N", inv_typ: "R", itms: itms(r) })),
    })),
    cdnur: g.cdnur.map((r) => ({ typ: "B2CL", ...note(r), itms: itms(r) })),
    at: advances(g.at),
    txpd: advances(g.atadj),
    hsn: { hsn_b2b: hsn(g.hsnB2b), hsn_b2c: hsn(g.hsnB2c) },
    doc_issue: {
      doc_det: [...groupBy(g.docs, (d) => String(d.natureNumber))].map(([num, rows]) => ({
        doc_num: Number(num),
        doc_typ: rows[0]!.nature,
        docs: rows.map((d, i) => ({
          num: i + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.issued,
        })),
      })),
    },
  };
}
