// Test and benchmark data for the company portal's read side (trips, invoices, statements): company rides, their
// invoices and credit notes written straight into the tables, as the order and payment flows would leave them.
import { sql } from "drizzle-orm";
import { splitGst } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";

const TRIP = (pickUp: string, dropOff: string) =>
  JSON.stringify({
    service: "outstation",
    pickUp: { address: pickUp, lat: 20.2444, lng: 85.8178 },
    dropOff: { address: dropOff, lat: 19.7983, lng: 85.8249 },
    stops: [],
  });

export async function ensureBillingBasics(db: DbOrTx) {
  await db.execute(
    sql`INSERT INTO tariffs (version, data, note) VALUES (1, '{}'::jsonb, 'test') ON CONFLICT (version) DO NOTHING`,
  );
}

let seq = 0;
export interface RideOpts {
  companyId: string;
  bookerId: string;
  startTime: Date;
  amountPaise?: number;
  status?: string;
  paymentStatus?: string;
  travellerUserId?: string | null;
  guest?: { name: string; phone: string };
  costCentre?: { id: string | null; code: string; name: string };
  companyReference?: string;
  from?: string;
}

/** One company ride (a booking billed to the company); answers its id and reference. */
export async function companyRide(db: DbOrTx, o: RideOpts) {
  await ensureBillingBasics(db);
  const reference = `CT${Date.now().toString(36).toUpperCase()}${++seq}`;
  const start = o.startTime;
  const end = new Date(start.getTime() + 3 * 3600_000);
  const row = await q1<{ id: string }>(
    db,
    sql`INSERT INTO bookings (reference, user_id, service_type, car_type, status, payment_status, trip, route, breakdown,
          amount_paise, tariff_version, start_time, end_time, hold_until, company_id, traveller_user_id, traveller_name,
          traveller_phone, cost_centre_id, cost_centre_code, cost_centre_name, company_reference, trip_purpose)
        VALUES (${reference}, ${o.bookerId}, 'outstation', 'sedan', ${o.status ?? "completed"}::booking_status,
          ${o.paymentStatus ?? "on_account"}::payment_state,
          ${TRIP(o.from ?? "Biju Patnaik International Airport, Bhubaneswar", "Puri Beach, Puri")}::jsonb,
          '{"distanceKm": 62}'::jsonb, '[]'::jsonb, ${o.amountPaise ?? 350000}, 1, ${start.toISOString()}::timestamptz,
          ${end.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${o.companyId},
          ${o.travellerUserId ?? null}, ${o.guest?.name ?? null}, ${o.guest?.phone ?? null},
          ${o.costCentre?.id ?? null}, ${o.costCentre?.code ?? null}, ${o.costCentre?.name ?? null},
          ${o.companyReference ?? ""}, 'Client visit')
        RETURNING id`,
  );
  return { id: row!.id, reference };
}

/** The ride's tax invoice issued at `issuedAt` (a payment row beside it: invoices need one). */
export async function companyInvoice(
  db: DbOrTx,
  o: { bookingId: string; companyId: string; issuedAt: Date; totalPaise?: number; traveller?: string },
) {
  const total = o.totalPaise ?? 350000;
  const s = splitGst(total, "21", "21");
  const pay = await q1<{ id: string }>(
    db,
    sql`INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, status)
        VALUES (${o.bookingId}, 'sandbox', ${`acct_${o.bookingId}`}, ${total}, 'created') RETURNING id`,
  );
  const number = `SL/TEST/${String(++seq).padStart(6, "0")}`;
  const inv = await q1<{ id: string; number: string }>(
    db,
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, company_id, traveller_name, buyer_legal_name, buyer_gstin, buyer_address, issued_at)
        VALUES (${o.bookingId}, ${pay!.id}, ${number}, '21ABCDE1234F1ZC', ${s.taxablePaise}, ${s.cgstPaise},
          ${s.sgstPaise}, ${s.igstPaise}, ${total}, ${o.companyId}, ${o.traveller ?? null}, 'Test Co', '21AAAAA0000A1Z5',
          'Bhubaneswar', ${o.issuedAt.toISOString()}::timestamptz)
        RETURNING id, number`,
  );
  return inv!;
}

export async function companyCreditNote(
  db: DbOrTx,
  o: { invoiceId: string; bookingId: string; totalPaise: number; issuedAt: Date },
) {
  const s = splitGst(o.totalPaise, "21", "21");
  const number = `SL/CN/TEST/${String(++seq).padStart(6, "0")}`;
  return (await q1<{ id: string; number: string }>(
    db,
    sql`INSERT INTO credit_notes (invoice_id, booking_id, number, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, reason, issued_at)
        VALUES (${o.invoiceId}, ${o.bookingId}, ${number}, ${s.taxablePaise}, ${s.cgstPaise}, ${s.sgstPaise}, 0,
          ${o.totalPaise}, 'Cancelled by the company', ${o.issuedAt.toISOString()}::timestamptz)
        RETURNING id, number`,
  ))!;
}

/**
 * `n` on-account rides of a company in one IST month (spread over its first 28 days), each with its invoice issued at
 * pickup: bulk SQL (generate_series), for the benchmark and the paging tests. References start with `prefix`.
 */
export async function seedCompanyRides(
  db: DbOrTx,
  o: { companyId: string; bookerId: string; n: number; monthStart: Date; prefix: string; invoiced?: boolean },
) {
  await ensureBillingBasics(db);
  const start = o.monthStart.toISOString();
  await q(
    db,
    sql`INSERT INTO bookings (reference, user_id, service_type, car_type, status, payment_status, trip, route, breakdown,
          amount_paise, tariff_version, start_time, end_time, hold_until, company_id, traveller_name, cost_centre_code,
          cost_centre_name, company_reference)
        SELECT ${o.prefix} || '-' || g, ${o.bookerId}, 'outstation', 'sedan', 'completed', 'on_account',
          ${TRIP("Biju Patnaik International Airport, Bhubaneswar", "Puri Beach, Puri")}::jsonb,
          '{"distanceKm": 62}'::jsonb, '[]'::jsonb, 200000 + (g % 50) * 1000, 1, st, st + interval '3 hours',
          st + interval '4 hours', ${o.companyId}, 'Guest ' || (g % 40), 'CC' || (g % 5), 'Centre ' || (g % 5),
          'PO-' || (g % 100)
        FROM generate_series(1, ${o.n}) g,
          LATERAL (SELECT ${start}::timestamptz + (g % 28) * interval '1 day' + (g % 20) * interval '30 minutes'
            + g * interval '1 second' AS st) t`,
  );
  if (o.invoiced === false) return;
  await q(
    db,
    sql`INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, status)
        SELECT id, 'sandbox', 'acct_' || reference, amount_paise, 'created' FROM bookings
        WHERE company_id = ${o.companyId} AND reference LIKE ${`${o.prefix}-%`}`,
  );
  await q(
    db,
    sql`INSERT INTO invoices (booking_id, payment_id, number, gstin, taxable_paise, cgst_paise, sgst_paise, igst_paise,
          total_paise, company_id, traveller_name, cost_centre, buyer_reference, buyer_legal_name, buyer_gstin,
          buyer_address, issued_at)
        SELECT b.id, p.id, 'SL/' || b.reference, '21ABCDE1234F1ZC', x.taxable, (b.amount_paise - x.taxable) / 2,
          b.amount_paise - x.taxable - (b.amount_paise - x.taxable) / 2, 0, b.amount_paise, b.company_id,
          b.traveller_name, b.cost_centre_code || ' ' || b.cost_centre_name, b.company_reference, 'Test Co',
          '21AAAAA0000A1Z5', 'Bhubaneswar', b.start_time
        FROM bookings b JOIN payments p ON p.booking_id = b.id,
          LATERAL (SELECT round(b.amount_paise * 100.0 / 105)::int AS taxable) x
        WHERE b.company_id = ${o.companyId} AND b.reference LIKE ${`${o.prefix}-%`}`,
  );
}
