import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { issueInvoice, type InvoiceBuyer, type InvoiceRow } from "./invoice.ts";
import { countRows, insertQuote, optionsOf, payOrder, placeOrder } from "./test-factories.ts";

const KARNATAKA: InvoiceBuyer = {
  legalName: "Bengaluru Analytics Private Limited",
  gstin: "29AAGCB7383J1Z4",
  address: "14 Residency Road, Bengaluru, Karnataka 560025",
  costCentre: "CC-Sales-East",
  reference: "PO 4471",
  travellerName: "Ananya Rao",
};
const ODISHA: InvoiceBuyer = { legalName: "Kalinga Works Limited", gstin: "21ABCDE1234F1ZC", address: "Cuttack" };

type CreditNote = {
  id: string;
  invoice_id: string;
  refund_id: string | null;
  number: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};

// company accounts are proven on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`GST: invoices by the place of supply, credit notes for refunds (${DB_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let day = 0;
  const nextDay = () => 72 + 24 * day++;

  /**
   * A booking ordered and paid through the sandbox; with a buyer, its fare invoice is issued for that buyer before the
   * capture (as a company booking would be), and the capture's listener finds it.
   */
  async function paidBooking(farePaise: number, buyer?: InvoiceBuyer, startInHours = nextDay()) {
    const rider = await createSignedInUser(t);
    const qid = await insertQuote(t, { userId: rider.userId, startInHours, farePaise });
    const order = await placeOrder(t, rider.cookie, qid, `gst-${crypto.randomUUID()}`);
    expect(order.statusCode, order.body).toBe(200);
    const bookingId: string = order.json().bookingId;
    if (buyer) {
      const [payment] = await t.database.query<{ id: string }>("SELECT id FROM payments WHERE booking_id = $1", [
        bookingId,
      ]);
      await t.app.ctx.db.transaction((tx) =>
        issueInvoice(tx, {
          bookingId,
          paymentId: payment.id,
          totalPaise: farePaise,
          gstin: t.app.ctx.config.GSTIN,
          now: t.clock.now(),
          buyer,
        }),
      );
    }
    await payOrder(t, optionsOf(t, order.json()).order_id);
    const [invoice] = await t.database.query<InvoiceRow>(
      "SELECT * FROM invoices WHERE booking_id = $1 AND kind = 'fare'",
      [bookingId],
    );
    return { rider, bookingId, invoice };
  }

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const invoiceText = async (bookingId: string, cookie: string) => {
    const res = await get(`/api/v1/bookings/${bookingId}/invoice.pdf`, cookie);
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  const creditNotesOf = (bookingId: string) =>
    t.database.query<CreditNote>("SELECT * FROM credit_notes WHERE booking_id = $1 ORDER BY issued_at, number", [
      bookingId,
    ]);

  it("bills a buyer registered in Karnataka with IGST alone, place of supply Karnataka (29), on the row and the PDF", async () => {
    const { rider, bookingId, invoice } = await paidBooking(300_000, KARNATAKA);
    expect(invoice).toMatchObject({
      place_of_supply: "29",
      taxable_paise: 285_714,
      igst_paise: 14_286,
      cgst_paise: 0,
      sgst_paise: 0,
      total_paise: 300_000,
      gstin: "21ABCDE1234F1ZC",
      buyer_gstin: "29AAGCB7383J1Z4",
      buyer_legal_name: KARNATAKA.legalName,
      cost_centre: "CC-Sales-East",
      traveller_name: "Ananya Rao",
    });
    const text = await invoiceText(bookingId, rider.cookie);
    expect(text).toContain("Place of supply: Karnataka (29)");
    expect(text).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(text).toContain("Traveller: Ananya Rao");
    expect(text).toContain("IGST @ 5%");
    expect(text).not.toMatch(/CGST|SGST/);
    // the payment's e-mail says the tax is IGST
    const [mail] = await t.database.query<{ body: string }>(
      "SELECT text AS body FROM outbox_messages WHERE booking_id = $1 AND template = 'booking-payment-confirmation' AND channel = 'email'",
      [bookingId],
    );
    expect(mail.body).toContain("GST on this invoice: IGST ₹142.86 (place of supply: Karnataka (29))");
  });

  it("bills a buyer registered in Odisha, and a rider, with CGST + SGST, place of supply Odisha (21)", async () => {
    const company = await paidBooking(300_000, ODISHA);
    expect(company.invoice).toMatchObject({
      place_of_supply: "21",
      cgst_paise: 7_143,
      sgst_paise: 7_143,
      igst_paise: 0,
    });
    const text = await invoiceText(company.bookingId, company.rider.cookie);
    expect(text).toContain("Place of supply: Odisha (21)");
    expect(text).toContain("GSTIN: 21ABCDE1234F1ZC");
    expect(text).toContain("CGST @ 2.5%");
    expect(text).not.toContain("IGST");
    const person = await paidBooking(300_000);
    expect(person.invoice).toMatchObject({ place_of_supply: "21", igst_paise: 0, buyer_gstin: null });
    expect(await invoiceText(person.bookingId, person.rider.cookie)).toContain("Reverse charge: No");
  });

  it("issues one credit note for a refund, against the invoice, in the CN series, and only its rider can read it", async () => {
    const { rider, bookingId, invoice } = await paidBooking(300_000, KARNATAKA);
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.json().data).toMatchObject({ refundPaise: 300_000, paymentStatus: "refunded" });
    const notes = await creditNotesOf(bookingId);
    expect(notes).toHaveLength(1);
    const [refund] = await t.database.query<{ id: string }>("SELECT id FROM refunds WHERE booking_id = $1", [
      bookingId,
    ]);
    expect(notes[0]).toMatchObject({
      invoice_id: invoice.id,
      refund_id: refund.id,
      taxable_paise: 285_714,
      igst_paise: 14_286,
      cgst_paise: 0,
      sgst_paise: 0,
      total_paise: 300_000,
    });
    expect(notes[0].number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    // GST Rule 46(b): a document's serial number has at most 16 characters
    expect(notes[0].number.length).toBeLessThanOrEqual(16);
    // a repeat of the refund (an operator's decline after the rider's cancellation) credits nothing more
    const { refundBooking } = await import("../payments/index.ts");
    await refundBooking(t.app.ctx, { bookingId, reason: "declined", actorUserId: null });
    expect(await countRows(t, "credit_notes", "booking_id = $1", [bookingId])).toBe(1);

    const details = await get(`/api/v1/bookings/${bookingId}`, rider.cookie);
    const [ref] = details.json().data.creditNotes;
    expect(ref).toMatchObject({ number: notes[0].number, totalPaise: 300_000 });
    expect(ref.downloadUrl).toBe(`/api/v1/bookings/${bookingId}/credit-notes/${notes[0].id}`);
    const pdf = await get(ref.downloadUrl, rider.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Credit note number: ${notes[0].number}`);
    expect(text).toMatch(
      new RegExp(`Against tax invoice ${invoice.number.replace(/\//g, "\\/")} dated \\d{1,2} \\w{3} \\d{4}`),
    );
    expect(text).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(text).toContain("Reason: cancellation or change of the booking, refunded (rider cancelled)");
    expect(text).toContain("IGST @ 5%");
    expect(text).toContain("INR 3,000.00");

    const other = await createSignedInUser(t);
    expect((await get(ref.downloadUrl, other.cookie)).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/bookings/${bookingId}/credit-notes/${crypto.randomUUID()}`, rider.cookie)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: ref.downloadUrl })).statusCode).toBe(401);
    // documented beside the invoice's route
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: object };
    expect(Object.keys(doc.paths)).toContain("/api/v1/bookings/{id}/credit-notes/{creditNoteId}");
  });

  it("credits a partial refund in proportion and numbers credit notes without gaps", async () => {
    // cancelled under 30 minutes before pickup: the nominal fee is kept, the rest refunded
    const first = await paidBooking(250_000, undefined, 0.25);
    await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${first.bookingId}`,
      headers: { cookie: first.rider.cookie },
    });
    const [note] = await creditNotesOf(first.bookingId);
    expect(note).toMatchObject({
      invoice_id: first.invoice.id,
      total_paise: 230_000,
      taxable_paise: 219_047,
      igst_paise: 0,
    });
    expect(note.cgst_paise + note.sgst_paise).toBe(10_953);
    const second = await paidBooking(300_000, ODISHA);
    await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${second.bookingId}`,
      headers: { cookie: second.rider.cookie },
    });
    const [next] = await creditNotesOf(second.bookingId);
    const serial = (n: string) => Number(n.slice(-6));
    expect(next.number.slice(0, -6)).toBe(note.number.slice(0, -6));
    expect(serial(next.number)).toBe(serial(note.number) + 1);
    expect(next).toMatchObject({ cgst_paise: 7_143, sgst_paise: 7_143, igst_paise: 0 });
  });
});
