import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { COMPANY_ORDER_MESSAGES as O, COMPANY_ROLES } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { q, q1 } from "../../lib/sql.ts";
import { optionsOf } from "../bookings/test-factories.ts";
import { carsOfClass, createTestChauffeur } from "../ops/test-factories.ts";
import {
  billedTo,
  bookingOf,
  companyFixture,
  expectOk,
  orderRide,
  payCheckout,
  type CompanyFixture,
} from "./company-rides.test-support.ts";
import { operator, validGstin } from "./test-factories.ts";

/**
 * The order's 'Book for' and 'Bill to' (README "Company accounts": "Booking for a company, approval and credit"):
 * who may bill the company, the cost centre, the discount line, the B2B invoice at the capture, and the traveller's
 * messages that never carry a price.
 */
describe("ordering a ride billed to a company", () => {
  let t: TestApp;
  let c: CompanyFixture;
  beforeAll(async () => {
    t = await createTestApp();
    c = await companyFixture(t);
  });
  afterAll(() => t.close());

  it("lets every role book for itself, snapshotting the cost centre, reference and purpose", async () => {
    for (const role of COMPANY_ROLES) {
      const m = await c.member(role);
      const res = await orderRide(t, m, { billTo: billedTo(c.id, { costCentreId: c.costCentreId }) });
      expectOk(res);
      expect(res.json()).toMatchObject({ payment: "checkout", status: "pending" });
      const b = await bookingOf(t, res.json().bookingId);
      expect(b).toMatchObject({
        company_id: c.id,
        user_id: m.userId,
        cost_centre_code: "SALES",
        cost_centre_name: "Sales East",
        company_reference: "PO-4471",
        trip_purpose: "Client visit",
        traveller_name: null,
      });
    }
  });

  it("answers 404 to a non-member (as the portal does) and 403 for a suspended company", async () => {
    const stranger = await createSignedInUser(t);
    const res = await orderRide(t, stranger, { billTo: billedTo(c.id) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Company not found");

    const other = await companyFixture(t);
    const m = await other.member("booker");
    await q(t.database.db, sql`UPDATE companies SET status = 'suspended' WHERE id = ${other.id}`);
    const suspended = await orderRide(t, m, { billTo: billedTo(other.id) });
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toMatchObject({ code: "company_suspended", message: O.suspended });
  });

  it("refuses another company's or an inactive cost centre, and a missing one when the policy requires it", async () => {
    const other = await companyFixture(t);
    const m = await c.member("booker");
    const wrong = await orderRide(t, m, { billTo: billedTo(c.id, { costCentreId: other.costCentreId }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(O.costCentreUnknown);

    const strict = await companyFixture(t, { policy: { costCentreRequired: true } });
    const booker = await strict.member("booker");
    const missing = await orderRide(t, booker, { billTo: billedTo(strict.id) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(O.costCentreRequired);
    await q(t.database.db, sql`UPDATE company_cost_centres SET active = false WHERE id = ${strict.costCentreId}`);
    const inactive = await orderRide(t, booker, { billTo: billedTo(strict.id, { costCentreId: strict.costCentreId }) });
    expect(inactive.statusCode).toBe(400);
  });

  it("books for a colleague or a guest by role; a traveller books a guest only when the policy allows it", async () => {
    const booker = await c.member("booker");
    const colleague = await c.member("traveller");
    const forColleague = await orderRide(t, booker, {
      bookFor: { kind: "member", userId: colleague.userId },
      billTo: billedTo(c.id),
    });
    expectOk(forColleague);
    expect(await bookingOf(t, forColleague.json().bookingId)).toMatchObject({
      user_id: booker.userId,
      traveller_user_id: colleague.userId,
      traveller_phone: colleague.phone,
    });

    const outsider = await createSignedInUser(t);
    const notMember = await orderRide(t, booker, {
      bookFor: { kind: "member", userId: outsider.userId },
      billTo: billedTo(c.id),
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().message).toBe(O.travellerNotMember);

    const guest = { kind: "guest", name: "Meera Das", phone: uniquePhone() };
    const traveller = await c.member("traveller");
    const refused = await orderRide(t, traveller, { bookFor: guest, billTo: billedTo(c.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(O.mayNotBookForOthers);
    const forColleagueByTraveller = await orderRide(t, traveller, {
      bookFor: { kind: "member", userId: colleague.userId },
      billTo: billedTo(c.id),
    });
    expect(forColleagueByTraveller.statusCode).toBe(403);

    const lenient = await companyFixture(t, { policy: { travellersMayBookGuests: true } });
    const t2 = await lenient.member("traveller");
    const allowed = await orderRide(t, t2, { bookFor: guest, billTo: billedTo(lenient.id) });
    expectOk(allowed);
    expect(await bookingOf(t, allowed.json().bookingId)).toMatchObject({
      traveller_name: "Meera Das",
      traveller_phone: guest.phone,
      traveller_user_id: null,
    });
  });

  it("takes a guest on a personal bill (a rider booking for a parent), but a colleague only on the company's", async () => {
    const rider = await createSignedInUser(t);
    const guest = await orderRide(t, rider, { bookFor: { kind: "guest", name: "Kamala Devi", phone: uniquePhone() } });
    expectOk(guest);
    expect(await bookingOf(t, guest.json().bookingId)).toMatchObject({
      company_id: null,
      traveller_name: "Kamala Devi",
    });
    const m = await c.member("booker");
    const colleague = await c.member("traveller");
    const personal = await orderRide(t, m, { bookFor: { kind: "member", userId: colleague.userId } });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe(O.memberNeedsCompany);
  });

  it("subtracts the company discount as a fare line and charges the discounted amount", async () => {
    const discounted = await companyFixture(t, { terms: { paymentTerms: "per_ride", discountPercent: 10 } });
    const m = await discounted.member("booker");
    const res = await orderRide(t, m, { billTo: billedTo(discounted.id) }, { farePaise: 400_001 });
    expectOk(res);
    const b = await bookingOf(t, res.json().bookingId);
    expect(b.company_discount_paise).toBe(40_000);
    expect(b.amount_paise).toBe(360_001);
    expect(b.breakdown).toEqual(
      expect.arrayContaining([{ code: "company_discount", label: "Company discount (10%)", amountPaise: -40_000 }]),
    );
    expect(optionsOf(t, res.json()).amount).toBe(360_001);
  });

  it("issues the B2B invoice at the capture: a Karnataka company is billed IGST", async () => {
    const ka = await companyFixture(t, { gstin: validGstin("29") });
    const m = await ka.member("booker");
    const res = await orderRide(t, m, { billTo: billedTo(ka.id, { costCentreId: ka.costCentreId }) });
    expectOk(res);
    await payCheckout(t, res);
    const inv = await q1<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM invoices WHERE booking_id = ${res.json().bookingId} AND kind = 'fare'`,
    );
    expect(inv).toMatchObject({
      company_id: ka.id,
      place_of_supply: "29",
      cgst_paise: 0,
      sgst_paise: 0,
      buyer_reference: "PO-4471",
      cost_centre: "SALES Sales East",
    });
    expect(Number(inv!.igst_paise)).toBeGreaterThan(0);
    expect(inv!.buyer_legal_name).toBe("Kalinga Steel Works Pvt Ltd");
  });

  it("tells a guest traveller the chauffeur, the Ride PIN and a live link, never a price; the booker gets it all", async () => {
    const booker = await c.member("booker");
    const guestPhone = uniquePhone();
    const res = await orderRide(
      t,
      booker,
      { bookFor: { kind: "guest", name: "Meera Das", phone: guestPhone }, billTo: billedTo(c.id) },
      { carType: "suv" },
    );
    expectOk(res);
    await payCheckout(t, res);
    const ops = await operator(t);
    const ch = await createTestChauffeur(t.database.db, { name: "Bikash Sahoo" });
    const [suv] = await carsOfClass(t.database.db, "suv");
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/v1/ops/bookings/${res.json().bookingId}/confirm`,
      headers: { cookie: ops.cookie },
      payload: { chauffeurId: ch.id, carId: suv!.id },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const toGuest = await q<{ text: string; channel: string }>(
      t.database.db,
      sql`SELECT text, channel FROM outbox_messages WHERE to_address = ${guestPhone}`,
    );
    expect(toGuest.length).toBe(1);
    const text = toGuest[0]!.text;
    expect(text).toContain("Bikash Sahoo");
    expect(text).toMatch(/Ride PIN \d{4}/);
    expect(text).toContain("/shared-trip/");
    expect(text).not.toMatch(/₹|INR|Rs\.?\s?\d|\d[\d,]*\.\d{2}\b/);
    const toBooker = await q<{ text: string }>(
      t.database.db,
      sql`SELECT text FROM outbox_messages WHERE to_address IN (${booker.phone}, ${booker.email}) AND text LIKE '%₹%'`,
    );
    expect(toBooker.length).toBeGreaterThan(0); // the booker's payment confirmation names the amount as before
  });
});
