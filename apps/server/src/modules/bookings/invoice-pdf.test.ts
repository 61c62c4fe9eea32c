import { describe, expect, it } from "vitest";
import { splitGst } from "@chauffeur/contracts";
import { ConfigSchema } from "../../config.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { creditNotePdf } from "./credit-note-pdf.ts";
import { creditNoteSplit } from "./credit-split.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import type { InvoiceRow } from "./invoice.ts";

const config = ConfigSchema.parse({});
const KARNATAKA_BUYER = {
  buyer_legal_name: "Bengaluru Analytics Private Limited",
  buyer_gstin: "29AAGCB7383J1Z4",
  buyer_address: "14 Residency Road, Bengaluru, Karnataka 560025",
  cost_centre: "CC-Sales-East",
  buyer_reference: "PO 4471",
  traveller_name: "Ananya Rao",
};

/** An invoice row as insertInvoice writes it: the split by the supplier's state (config GSTIN: Odisha). */
function invoiceRow(totalPaise: number, buyer: Partial<InvoiceRow> = {}): InvoiceRow {
  const s = splitGst(totalPaise, config.GSTIN.slice(0, 2), buyer.buyer_gstin);
  return {
    id: crypto.randomUUID(),
    booking_id: crypto.randomUUID(),
    payment_id: crypto.randomUUID(),
    kind: "fare",
    number: "SL/26-27/000042",
    gstin: config.GSTIN,
    taxable_paise: s.taxablePaise,
    cgst_paise: s.cgstPaise,
    sgst_paise: s.sgstPaise,
    igst_paise: s.igstPaise,
    total_paise: s.totalPaise,
    place_of_supply: s.placeOfSupplyCode,
    issued_at: new Date("2026-07-02T06:30:00Z"),
    ...buyer,
  };
}

const rider = { name: "Rhea Das", email: "rhea@example.in", phone: "+919437000001", language: "en-IN" };
const booking = {
  reference: "SL-7QK2",
  serviceLabel: "Outstation Trip",
  pickup: "Biju Patnaik International Airport, Bhubaneswar",
  drop: "Puri Beach, Puri",
  startFormatted: "4 Jul 2026, 9:00 am",
  vehicleClass: "Executive Sedan",
};
const read = async (inv: InvoiceRow) =>
  pdfText(await invoicePdf({ invoice: inv, config, rider, booking, providerPaymentId: "pay_1" }));

describe("the tax invoice's PDF (GST Rule 46)", () => {
  it("bills a buyer registered in Karnataka with IGST alone, place of supply Karnataka (29)", async () => {
    const text = await read(invoiceRow(300_000, KARNATAKA_BUYER));
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("Reverse charge: No");
    expect(text).toContain("SAC 996412");
    expect(text).toContain(`GSTIN: ${config.GSTIN}`);
    for (const line of [
      "Bengaluru Analytics Private Limited",
      "14 Residency Road, Bengaluru, Karnataka 560025",
      "GSTIN: 29AAGCB7383J1Z4",
      "Cost centre: CC-Sales-East",
      "Reference: PO 4471",
      "Traveller: Ananya Rao",
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("rhea@example.in"); // the company is billed, not the rider
    expect(text).toContain("IGST @ 5%");
    expect(text).toContain("INR 142.86");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("bills a rider, or a buyer registered in Odisha, with CGST and SGST, place of supply Odisha (21)", async () => {
    const person = await read(invoiceRow(300_000));
    expect(person).toContain("Place of supply: Odisha (21)");
    expect(person).toContain("Rhea Das");
    expect(person).toContain("CGST @ 2.5%");
    expect(person).toContain("SGST @ 2.5%");
    expect(person).toContain("INR 71.43");
    expect(person).not.toContain("IGST");
    expect(person).not.toContain("Cost centre");
    const odishaBuyer = await read(
      invoiceRow(300_000, {
        buyer_legal_name: "Kalinga Works Limited",
        buyer_gstin: "21ABCDE1234F1ZC",
        buyer_address: "Cuttack",
      }),
    );
    expect(odishaBuyer).toContain("Place of supply: Odisha (21)");
    expect(odishaBuyer).toContain("GSTIN: 21ABCDE1234F1ZC");
    expect(odishaBuyer).toContain("CGST @ 2.5%");
    expect(odishaBuyer).not.toContain("IGST");
  });
});

describe("the credit note's PDF (GST Rule 53)", () => {
  it("names the invoice it reduces, bills the invoice's buyer and credits the refund's share of its tax", async () => {
    const invoice = invoiceRow(250_000, KARNATAKA_BUYER);
    const s = creditNoteSplit(
      {
        taxablePaise: invoice.taxable_paise,
        cgstPaise: invoice.cgst_paise,
        sgstPaise: invoice.sgst_paise,
        igstPaise: invoice.igst_paise,
        totalPaise: invoice.total_paise,
      },
      0,
      230_000,
    )!;
    const note = {
      id: crypto.randomUUID(),
      invoice_id: invoice.id,
      booking_id: invoice.booking_id,
      refund_id: null,
      number: "CN/26-27/000007",
      taxable_paise: s.taxablePaise,
      cgst_paise: s.cgstPaise,
      sgst_paise: s.sgstPaise,
      igst_paise: s.igstPaise,
      total_paise: s.totalPaise,
      reason: "rider cancelled",
      issued_at: new Date("2026-07-03T06:30:00Z"),
    };
    const text = pdfText(await creditNotePdf({ note, invoice, config, rider, bookingReference: "SL-7QK2" }));
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("Credit note number: CN/26-27/000007");
    expect(text).toContain("Credit note date: 3 Jul 2026");
    expect(text).toContain("Against tax invoice SL/26-27/000042 dated 2 Jul 2026");
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(text).toContain("Traveller: Ananya Rao");
    expect(text).toContain("Reason: cancellation or change of the booking, refunded (rider cancelled)");
    expect(text).toContain("IGST @ 5%");
    expect(text).toContain("INR 109.53");
    expect(text).toContain("INR 2,300.00");
    expect(text).not.toMatch(/CGST|SGST/);
  });
});
