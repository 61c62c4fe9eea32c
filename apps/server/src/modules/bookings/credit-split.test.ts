import { describe, expect, it } from "vitest";
import { splitGst } from "@chauffeur/contracts";
import { creditNoteSplit, type TaxAmounts } from "./credit-split.ts";

const invoiceOf = (total: number, buyerGstin?: string): TaxAmounts => {
  const s = splitGst(total, "21", buyerGstin);
  return {
    taxablePaise: s.taxablePaise,
    cgstPaise: s.cgstPaise,
    sgstPaise: s.sgstPaise,
    igstPaise: s.igstPaise,
    totalPaise: total,
  };
};
const sum = (notes: TaxAmounts[], k: keyof TaxAmounts) => notes.reduce((a, n) => a + n[k], 0);
const whole = (n: TaxAmounts) => n.taxablePaise + n.cgstPaise + n.sgstPaise + n.igstPaise;

describe("a credit note's amounts (CGST Act s.34)", () => {
  it("credits a full refund exactly as invoiced: CGST + SGST within Odisha, IGST alone for Karnataka", () => {
    const odisha = invoiceOf(300_000);
    expect(creditNoteSplit(odisha, 0, 300_000)).toEqual(odisha);
    const karnataka = invoiceOf(300_000, "29AAGCB7383J1Z4");
    expect(karnataka.igstPaise).toBe(14_286);
    expect(creditNoteSplit(karnataka, 0, 300_000)).toEqual(karnataka);
  });

  it("splits a partial refund in proportion, with the invoice's place of supply", () => {
    const inv = invoiceOf(250_000, "29AAGCB7383J1Z4");
    const n = creditNoteSplit(inv, 0, 230_000)!;
    expect(n).toEqual({ taxablePaise: 219_047, cgstPaise: 0, sgstPaise: 0, igstPaise: 10_953, totalPaise: 230_000 });
    const local = creditNoteSplit(invoiceOf(250_000), 0, 230_000)!;
    expect(local.igstPaise).toBe(0);
    expect(local.cgstPaise + local.sgstPaise).toBe(10_953);
    expect(Math.abs(local.cgstPaise - local.sgstPaise)).toBeLessThanOrEqual(1);
  });

  it("never credits more than the invoice in sum, and the notes add up to it exactly", () => {
    for (const gstin of [undefined, "29AAGCB7383J1Z4"]) {
      const inv = invoiceOf(512_347, gstin);
      const notes: TaxAmounts[] = [];
      let credited = 0;
      for (const refund of [1, 99_999, 3, 200_000, 250_000, 50_000]) {
        const n = creditNoteSplit(inv, credited, refund);
        if (!n) continue;
        expect(whole(n)).toBe(n.totalPaise);
        for (const v of Object.values(n)) expect(v).toBeGreaterThanOrEqual(0);
        notes.push(n);
        credited += n.totalPaise;
      }
      expect(credited).toBe(512_347);
      for (const k of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const)
        expect(sum(notes, k)).toBe(inv[k]);
      expect(creditNoteSplit(inv, credited, 10_000)).toBeNull();
    }
  });
});
