import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { q1 } from "../../lib/sql.ts";
import { issueInvoice, type InvoiceBuyer, type InvoiceRow } from "./invoice.ts";

/**
 * A company ride's B2B tax invoice (README "Company accounts"): the buyer is the company as it stands at issue (legal
 * name, GSTIN, billing address) with the ride's snapshot (cost centre, the company's reference, the traveller).
 * Per-ride companies get it at the capture (bookings/index.ts), rides on the company's account when they are
 * completed (issueAccountInvoice, called by the completing step), without a payment (migration 1331).
 */
export async function companyBuyerOf(db: DbOrTx, bookingId: string): Promise<InvoiceBuyer | undefined> {
  const r = await q1<{
    legal_name: string;
    gstin: string;
    billing_address: string;
    cost_centre_code: string | null;
    cost_centre_name: string | null;
    company_reference: string | null;
    traveller: string | null;
    company_id: string;
  }>(
    db,
    sql`SELECT c.legal_name, c.gstin, c.billing_address, b.cost_centre_code, b.cost_centre_name, b.company_reference,
          coalesce(b.traveller_name, u.name) AS traveller, c.id AS company_id
        FROM bookings b JOIN companies c ON c.id = b.company_id LEFT JOIN users u ON u.id = b.user_id
        WHERE b.id = ${bookingId}`,
  );
  if (!r) return undefined;
  return {
    legalName: r.legal_name,
    gstin: r.gstin,
    address: r.billing_address,
    costCentre: r.cost_centre_code ? `${r.cost_centre_code} ${r.cost_centre_name ?? ""}`.trim() : null,
    reference: r.company_reference || null,
    travellerName: r.traveller,
    companyId: r.company_id,
  };
}

/** The invoice of a ride on the company's account, issued once at its completion; undefined for any other ride. */
export async function issueAccountInvoice(
  ctx: Pick<AppContext, "config">,
  tx: DbOrTx,
  bookingId: string,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const b = await q1<{ amount_paise: number; payment_status: string }>(
    tx,
    sql`SELECT amount_paise, payment_status FROM bookings WHERE id = ${bookingId}`,
  );
  if (b?.payment_status !== "on_account") return undefined;
  return issueInvoice(tx, {
    bookingId,
    paymentId: null,
    totalPaise: b.amount_paise,
    gstin: ctx.config.GSTIN,
    now,
    buyer: await companyBuyerOf(tx, bookingId),
  });
}
