import { sql } from "drizzle-orm";
import { istDateTime } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { q1 } from "../../lib/sql.ts";
import { findBookingView } from "./bookings.repository.ts";
import { findInvoice, issueSupplementaryInvoice } from "./invoice.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoiceParties, loadRider } from "./notify.ts";

const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The paid difference of a booking moved to a dearer time: a supplementary tax invoice in the fare invoices' series,
 * issued in the capture's transaction and stored as issued (docs/security.md §6), attached to the rider's e-mail.
 */
export async function issueRescheduleInvoice(
  ctx: AppContext,
  tx: Tx,
  m: {
    bookingId: string;
    paymentId: string;
    amountPaise: number;
    from: Date;
    to: Date;
    fromPaise: number;
    toPaise: number;
  },
  now: Date,
) {
  const invoice = await issueSupplementaryInvoice(
    tx,
    { bookingId: m.bookingId, paymentId: m.paymentId, totalPaise: m.amountPaise, gstin: ctx.config.GSTIN, now },
    "reschedule",
  );
  const row = await findBookingView(tx, m.bookingId);
  if (!row) return null;
  const payment = await q1<{ provider_payment_id: string | null }>(
    tx,
    sql`SELECT provider_payment_id FROM payments WHERE id = ${m.paymentId}`,
  );
  const pdf = await invoicePdf({
    invoice,
    config: ctx.config,
    ...invoiceParties(ctx, row, await loadRider(tx, row.user_id)),
    providerPaymentId: payment?.provider_payment_id ?? null,
    supplementary: {
      heading: "Change of pickup time (GST included)",
      fareInvoiceNumber: (await findInvoice(tx, m.bookingId))?.number ?? null,
      lines: [
        {
          label: `Pickup moved from ${istDateTime(m.from)} to ${istDateTime(m.to)}: fare ${inr(m.fromPaise)} to ${inr(m.toPaise)}`,
          amountPaise: m.amountPaise,
        },
      ],
    },
  });
  await tx.execute(
    sql`UPDATE invoices SET document_pdf = ${pdf}::bytea WHERE id = ${invoice.id} AND document_pdf IS NULL`,
  );
  return { number: invoice.number, pdf };
}
