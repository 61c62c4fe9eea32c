import type { Gstr1, Gstr3bLine, TaxAmounts } from "@chauffeur/contracts";
import { totalsOf } from "./tables.ts";

/**
 * GSTR-3B from the period's GSTR-1 tables (pure; docs/books.md): 3.1(a) outward taxable supplies = B2B + B2C large +
 * B2C others (already net of their credit notes) − credit notes to registered buyers and on B2C large invoices
 * + advances received (11A) − advances adjusted (11B); 3.2 the inter-state part to unregistered persons by place of supply.
 */
const zero = (): TaxAmounts => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
const KEYS = ["taxablePaise", "igstPaise", "cgstPaise", "sgstPaise", "cessPaise"] as const;

function line(label: string, rows: TaxAmounts[], sign: 1 | -1): Gstr3bLine {
  const t = totalsOf(rows);
  const out: Gstr3bLine = { label, ...zero() };
  for (const k of KEYS) out[k] = sign * t[k];
  return out;
}

export function gstr3bOf(g: Pick<Gstr1, "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur" | "at" | "atadj">) {
  const parts = [
    line("4A B2B invoices", g.b2b, 1),
    line("5 B2C large invoices", g.b2cl, 1),
    line("7 B2C others (net of their credit notes)", g.b2cs, 1),
    line("9B credit notes to registered buyers", g.cdnr, -1),
    line("9B credit notes on B2C large invoices", g.cdnur, -1),
    line("11A advances received", g.at, 1),
    line("11B advances adjusted", g.atadj, -1),
  ];
  const outward = zero();
  for (const p of parts) for (const k of KEYS) outward[k] += p[k];
  const byPos = new Map<string, { pos: string; taxablePaise: number; igstPaise: number }>();
  const add = (pos: string, taxable: number, igst: number) => {
    const e = byPos.get(pos) ?? { pos, taxablePaise: 0, igstPaise: 0 };
    e.taxablePaise += taxable;
    e.igstPaise += igst;
    byPos.set(pos, e);
  };
  for (const r of g.b2cl) add(r.pos, r.taxablePaise, r.igstPaise);
  for (const r of g.cdnur) add(r.pos, -r.taxablePaise, -r.igstPaise);
  for (const r of g.b2cs) if (r.supplyType === "INTER") add(r.pos, r.taxablePaise, r.igstPaise);
  const interStateUnregistered = [...byPos.values()]
    .filter((e) => e.taxablePaise !== 0)
    .sort((a, b) => a.pos.localeCompare(b.pos));
  return { outward, parts, interStateUnregistered };
}
