import { gstinStateCode, splitGst } from "@chauffeur/contracts";
import type { Plan } from "./bookings.ts";
import { financialYearOf, nextNumber, type Counters } from "./numbers.ts";
import { HOUR, MINUTE, type Prng } from "./prng.ts";
import type { TableRows } from "./writer.ts";

// prettier-ignore
const BOOKING_COLUMNS = ["id", "reference", "user_id", "service_type", "car_type", "status", "payment_status", "trip",
  "route", "add_ons", "breakdown", "amount_paise", "tariff_version", "start_time", "end_time", "hold_until",
  "pending_expires_at", "car_id", "chauffeur_id", "cancelled_at", "cancel_reason", "cancellation_fee_paise",
  "created_at", "updated_at", "company_id", "traveller_user_id", "traveller_name", "cost_centre_id", "cost_centre_code",
  "cost_centre_name", "approval_reasons", "approval_expires_at", "assigned_by"] as const;

const STATUS: Record<Plan["outcome"], string> = {
  completed: "completed",
  no_show: "cancelled",
  cancelled_refunded: "cancelled",
  cancelled_unpaid: "cancelled",
  expired: "cancelled",
  ongoing: "ongoing",
  confirmed: "confirmed",
  pending_paid: "pending",
  pending_unpaid: "pending",
  awaiting_approval: "awaiting_approval",
};
const REASON: Partial<Record<Plan["outcome"], string>> = {
  no_show: "No-show: the rider did not come after the wait",
  cancelled_refunded: "Cancelled by the rider",
  cancelled_unpaid: "Cancelled by the rider before paying",
  expired: "Payment not completed in time",
};

function paymentStatus(p: Plan): string {
  if (p.outcome === "cancelled_refunded") return p.feePaise > 0 ? "partially_refunded" : "refunded";
  if (p.outcome === "cancelled_unpaid" || p.outcome === "expired") return "expired";
  if (p.outcome === "pending_unpaid" || p.outcome === "awaiting_approval") return "pending";
  return p.captureAt === null ? "on_account" : "paid";
}

/** The bookings' rows of one chunk. */
export function bookingRows(plans: Plan[], tariffVersion: number, now: number): TableRows {
  const rows = plans.map((p) => {
    const c = p.company;
    const updated = Math.min(now, Math.max(p.created, p.cancelAt ?? 0, p.outcome === "completed" ? p.end : 0));
    // prettier-ignore
    return [p.id, p.reference, p.userId, p.service, p.vehicleClass, STATUS[p.outcome], paymentStatus(p), p.trip,
      p.route, p.addOns, p.lines, p.totalPaise, tariffVersion, new Date(p.start), new Date(p.end),
      new Date(p.end + 30 * MINUTE), p.outcome === "pending_unpaid" ? new Date(p.created + 30 * MINUTE) : null,
      p.carId, p.chauffeurId, p.cancelAt !== null || p.outcome === "no_show" ? new Date(p.cancelAt ?? p.start + 40 * MINUTE) : null,
      REASON[p.outcome] ?? null, p.feePaise, new Date(p.created), new Date(updated), c?.company.id ?? null,
      c?.travellerId ?? null, c ? p.riderName : null, c?.costCentre?.id ?? null, c?.costCentre?.code ?? null,
      c?.costCentre?.name ?? null, p.outcome === "awaiting_approval" ? ["amount"] : null,
      p.outcome === "awaiting_approval" ? new Date(Math.min(p.start, now + 24 * HOUR)) : null,
      p.carId ? (p.outcome === "confirmed" && p.start > now ? "system" : "operator") : null];
  });
  return { table: "bookings", columns: BOOKING_COLUMNS, rows };
}

/**
 * Gives the invoices and credit notes their numbers in the order they were issued, each series gapless per financial
 * year from the installation's counters (bookings/invoice.ts SL/26-27/000001, credit-notes.ts CN/26-27/000001).
 */
export function numberDocuments(plans: Plan[], invoices: Counters, credits: Counters) {
  const docs: Array<{ at: number; p: Plan; kind: "invoice" | "credit" }> = [];
  for (const p of plans) {
    if (p.invoiceAt !== null) docs.push({ at: p.invoiceAt, p, kind: "invoice" });
    if (p.outcome === "cancelled_refunded" && p.captureAt !== null) docs.push({ at: p.cancelAt!, p, kind: "credit" });
  }
  docs.sort((a, b) => a.at - b.at || (a.kind === "invoice" ? -1 : 1) || a.p.id.localeCompare(b.p.id));
  for (const d of docs) {
    const fy = financialYearOf(d.at);
    if (d.kind === "invoice") d.p.invoiceNumber = `SL/${fy.slice(2)}/${nextNumber(invoices, fy)}`;
    else d.p.creditNumber = `CN/${fy.slice(2)}/${nextNumber(credits, fy)}`;
  }
}

/** Payments, invoices, refunds and credit notes of one chunk; identifiers drawn from `r`. */
export function moneyRows(r: Prng, plans: Plan[], supplierGstin: string): TableRows[] {
  const payments: unknown[][] = [];
  const invoices: unknown[][] = [];
  const refunds: unknown[][] = [];
  const credits: unknown[][] = [];
  const supplier = gstinStateCode(supplierGstin);
  for (const p of plans) {
    let paymentId: string | null = null;
    if (p.captureAt !== null) {
      paymentId = r.uuid();
      const at = new Date(p.captureAt);
      // prettier-ignore
      payments.push([paymentId, p.id, "sandbox", `order_${r.chars("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 14)}`,
        `pay_${r.chars("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789", 14)}`, p.totalPaise, "captured",
        r.weighted({ upi: 55, card: 30, netbanking: 15 }), at, new Date(p.captureAt - r.int(1, 5) * MINUTE), at, "fare"]);
    }
    if (!p.invoiceNumber) continue;
    const buyer = p.company?.company ?? null;
    const s = splitGst(p.totalPaise, supplier, buyer?.gstin);
    const invoiceId = r.uuid();
    // prettier-ignore
    invoices.push([invoiceId, p.id, paymentId, p.invoiceNumber, supplierGstin, s.taxablePaise, s.cgstPaise, s.sgstPaise,
      s.igstPaise, s.totalPaise, s.placeOfSupplyCode, buyer?.legalName ?? null, buyer?.gstin ?? null, buyer?.address ?? null,
      p.company?.costCentre ? `${p.company.costCentre.code} ${p.company.costCentre.name}` : null, null,
      buyer ? p.riderName : null, buyer?.id ?? null, new Date(p.invoiceAt!), "fare"]);
    if (p.creditNumber && paymentId) {
      const amount = p.totalPaise - p.feePaise;
      const refundId = r.uuid();
      const at = new Date(p.cancelAt!);
      // prettier-ignore
      refunds.push([refundId, paymentId, p.id, `refund-${p.id}`, `rfnd_${r.chars("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 14)}`,
        amount, "processed", "Cancelled by the rider", at, new Date(p.cancelAt! + r.int(1, 30) * MINUTE)]);
      const c = splitGst(amount, supplier, buyer?.gstin);
      // prettier-ignore
      credits.push([r.uuid(), invoiceId, p.id, refundId, p.creditNumber, c.taxablePaise, c.cgstPaise, c.sgstPaise,
        c.igstPaise, c.totalPaise, "Cancelled by the rider", at]);
    }
  }
  return [
    {
      table: "payments",
      // prettier-ignore
      columns: ["id", "booking_id", "gateway", "provider_order_id", "provider_payment_id", "amount_paise", "status",
        "method", "captured_at", "created_at", "updated_at", "purpose"],
      rows: payments,
    },
    {
      table: "invoices",
      // prettier-ignore
      columns: ["id", "booking_id", "payment_id", "number", "gstin", "taxable_paise", "cgst_paise", "sgst_paise",
        "igst_paise", "total_paise", "place_of_supply", "buyer_legal_name", "buyer_gstin", "buyer_address", "cost_centre",
        "buyer_reference", "traveller_name", "company_id", "issued_at", "kind"],
      rows: invoices,
    },
    {
      table: "refunds",
      // prettier-ignore
      columns: ["id", "payment_id", "booking_id", "idempotency_key", "provider_refund_id", "amount_paise", "status",
        "reason", "created_at", "processed_at"],
      rows: refunds,
    },
    {
      table: "credit_notes",
      // prettier-ignore
      columns: ["id", "invoice_id", "booking_id", "refund_id", "number", "taxable_paise", "cgst_paise", "sgst_paise",
        "igst_paise", "total_paise", "reason", "issued_at"],
      rows: credits,
    },
  ];
}
