import { DEFAULT_EVENT_CANCELLATION, gstinStateCode, splitGst } from "@chauffeur/contracts";
import { financialYearOf, nextNumber, type Counters } from "./numbers.ts";
import { DAY, HOUR, istDate, MINUTE, type Prng } from "./prng.ts";
import { personName, phoneNumber } from "./riders.ts";
import type { TableRows } from "./writer.ts";

// prettier-ignore
const VENUES = ["Mayfair Lagoon", "Swosti Premium", "Trident Bhubaneswar", "Kalinga Stadium Lawns", "Hotel Crown",
  "Pal Heights", "Vivanta Bhubaneswar", "Ekamra Haat", "Toshali Sands, Puri", "Mayfair Heritage, Puri"];
const TYPES = { wedding: 70, reception: 10, corporate: 12, conference: 8 } as const;
/** weddings fall in the auspicious winter months most (Nov–Feb), a few in spring and May–June */
// prettier-ignore
const WEDDING_MONTH = [14, 13, 6, 5, 8, 6, 1, 1, 1, 3, 14, 15];
const REF = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const SERIES = { receipt_voucher: "RV", invoice: "EI" } as const;

export type EventsOut = { tables: TableRows[]; docs: Map<string, Counters> };

function eventDay(r: Prng, type: string, now: number): number {
  for (;;) {
    const t = now - 330 * DAY + r.int(0, 420) * DAY;
    const m = new Date(t).getUTCMonth();
    const w = type === "wedding" || type === "reception" ? WEDDING_MONTH[m] / 15 : 0.6;
    if (r.chance(w)) return t;
  }
}

type EventCtx = {
  now: number;
  gstin: string;
  supplier: string;
  phones: Set<string>;
  tariffVersion: number;
  refs: Set<string>;
};
type Out = { events: unknown[][]; quotes: unknown[][]; payments: unknown[][]; pending: Pending[] };
type Pending = { at: number; row: unknown[]; kind: keyof typeof SERIES };

/** About 200 events: weddings mostly in winter, with quotes, deposits, balances and their gapless documents. */
export function makeEvents(
  r: Prng,
  count: number,
  now: number,
  gstin: string,
  phones: Set<string>,
  tariffVersion: number,
  docs: Map<string, Counters>,
): EventsOut {
  const out: Out = { events: [], quotes: [], payments: [], pending: [] };
  const ctx: EventCtx = { now, gstin, supplier: gstinStateCode(gstin), phones, tariffVersion, refs: new Set() };
  for (let i = 0; i < count; i++) oneEvent(r, ctx, out);
  const documents = numberDocs(out.pending, docs);
  const { events, quotes, payments } = out;
  return {
    docs,
    tables: TABLES_OF(events, quotes, payments, documents),
  };
}

/** One event with its quote and the money it has received so far. */
function oneEvent(r: Prng, ctx: EventCtx, out: Out) {
  const type = r.weighted(TYPES);
  const first = eventDay(r, type, ctx.now);
  const days = type === "wedding" ? r.int(1, 3) : 1;
  const dates = Array.from({ length: days }, (_, d) => istDate(first + d * DAY));
  const past = first + days * DAY < ctx.now;
  const status = past
    ? r.weighted({ completed: 86, cancelled: 14 })
    : r.weighted({ draft: 8, sent: 27, accepted: 12, deposit_paid: 38, fully_paid: 15 });
  const client = personName(r);
  const created = first - r.int(20, 120) * DAY;
  let reference: string;
  do reference = `EV-${r.chars(REF, 6)}`;
  while (ctx.refs.has(reference));
  ctx.refs.add(reference);
  const cars = type === "wedding" ? r.int(4, 18) : r.int(2, 8);
  const total = Math.round((cars * days * r.int(55, 95) * 100 * 105) / 100) * 100;
  const taxable = Math.round(total / 1.05);
  const deposit = Math.round(total * 0.3);
  const id = r.uuid();
  const quoteId = r.uuid();
  const accepted = !["draft", "sent"].includes(status) && !(status === "cancelled" && r.chance(0.5));
  const venue = r.pick(VENUES);
  // prettier-ignore
  out.events.push([id, reference, status, type, type === "wedding" ? `${client.family} wedding` : `${client.family} ${type}`,
    client.name, phoneNumber(r, ctx.phones), r.chance(0.7) ? `${client.given.toLowerCase()}.events@example.in` : null,
    JSON.stringify([{ name: venue, address: `${venue}, Odisha` }]), JSON.stringify(dates), dates[0], dates[days - 1],
    status === "cancelled" ? new Date(first - r.int(3, 20) * DAY) : null,
    status === "cancelled" ? "The family postponed the wedding" : null, new Date(created), new Date(created + DAY)]);
  const line = {
    kind: "cars",
    vehicleClass: r.pick(["sedan", "suv", "luxury"]),
    cars,
    dates,
    start: "09:00",
    end: "23:00",
    basis: "day",
  };
  const breakdown = {
    lines: [{ index: 0, kind: "cars", label: "Cars", detail: `${cars} cars × ${days} days`, amountPaise: taxable }],
    subtotalPaise: taxable,
    discountPaise: 0,
    taxablePaise: taxable,
    gstPercent: 5,
    gstPaise: total - taxable,
    totalPaise: total,
    depositPaise: deposit,
    balancePaise: total - deposit,
  };
  const sentAt = status === "draft" ? null : created + HOUR;
  const acceptedAt = accepted ? created + r.int(2, 10) * DAY : null;
  // prettier-ignore
  out.quotes.push([quoteId, id, 1, status === "draft" ? "draft" : accepted ? "accepted" : status === "cancelled" ? "withdrawn" : "sent",
    ctx.tariffVersion, JSON.stringify([line]), JSON.stringify(breakdown), JSON.stringify({ kind: "percent", percent: 30 }),
    JSON.stringify(DEFAULT_EVENT_CANCELLATION), taxable, taxable, total - taxable, total, deposit, istDate(first - 7 * DAY),
    new Date(created + 14 * DAY), sentAt && new Date(sentAt), acceptedAt && new Date(acceptedAt), new Date(created)]);
  if (accepted) out.events[out.events.length - 1].push(quoteId);
  else out.events[out.events.length - 1].push(null);
  const depositPaid = accepted && status !== "accepted";
  const balancePaid = status === "fully_paid" || status === "completed";
  eventMoney(r, ctx, out, {
    id,
    quoteId,
    total,
    taxable,
    deposit,
    depositAt: depositPaid ? acceptedAt! + 30 * MINUTE : null,
    balanceAt: balancePaid ? first - r.int(2, 7) * DAY : null,
  });
}

type EventMoney = {
  id: string;
  quoteId: string;
  total: number;
  taxable: number;
  deposit: number;
  depositAt: number | null;
  balanceAt: number | null;
};

/** The deposit and the balance received: their payments, the receipt voucher and the invoice (numbered later). */
function eventMoney(r: Prng, ctx: EventCtx, out: Out, e: EventMoney) {
  const { id, quoteId, total, taxable, deposit } = e;
  for (const [purpose, amount, at] of [
    ["event_deposit", deposit, e.depositAt],
    ["event_balance", total - deposit, e.balanceAt],
  ] as const) {
    if (at === null) continue;
    const paymentId = r.uuid();
    // prettier-ignore
    out.payments.push([paymentId, id, "sandbox", `order_${r.chars(REF, 14)}`, `pay_${r.chars(REF, 14)}`, amount, "captured",
      "netbanking", new Date(at), new Date(at), new Date(at), purpose]);
    const kind = purpose === "event_deposit" ? "receipt_voucher" : "invoice";
    const s = splitGst(kind === "invoice" ? total : amount, ctx.supplier);
    const detail =
      kind === "invoice"
        ? {
            advancePaise: deposit,
            advanceGstPaise: deposit - Math.round(deposit / 1.05),
            balancePaise: total - deposit,
            balanceGstPaise: total - taxable - (deposit - Math.round(deposit / 1.05)),
            vouchers: [] as string[],
          }
        : {};
    const row = [
      r.uuid(),
      id,
      kind,
      "",
      paymentId,
      quoteId,
      ctx.gstin,
      s.placeOfSupplyCode,
      s.taxablePaise,
      s.cgstPaise,
      s.sgstPaise,
      s.igstPaise,
      s.totalPaise,
      detail,
      new Date(at),
    ];
    out.pending.push({ at, row, kind });
  }
}

/** The documents' numbers in the order of issue, each series gapless per financial year (events/documents.ts). */
function numberDocs(pending: Pending[], docs: Map<string, Counters>): unknown[][] {
  const documents: unknown[][] = [];
  pending.sort((a, b) => a.at - b.at);
  const vouchers = new Map<string, string>();
  for (const d of pending) {
    const series = SERIES[d.kind];
    const counters = docs.get(series) ?? new Map();
    docs.set(series, counters);
    const fy = financialYearOf(d.at);
    d.row[3] = `${series}/${fy.slice(2)}/${nextNumber(counters, fy)}`;
    if (d.kind === "receipt_voucher") vouchers.set(d.row[1] as string, d.row[3] as string);
    else (d.row[13] as { vouchers: string[] }).vouchers.push(vouchers.get(d.row[1] as string) ?? "");
    documents.push(d.row);
  }
  return documents;
}

const TABLES_OF = (
  events: unknown[][],
  quotes: unknown[][],
  payments: unknown[][],
  documents: unknown[][],
): TableRows[] => [
  {
    table: "events",
    // prettier-ignore
    columns: ["id", "reference", "status", "event_type", "title", "client_name", "client_phone", "client_email",
          "venues", "dates", "starts_on", "ends_on", "cancelled_at", "cancel_reason", "created_at", "updated_at", "accepted_quote_id"],
    rows: events,
  },
  {
    table: "event_quotes",
    // prettier-ignore
    columns: ["id", "event_id", "version", "status", "tariff_version", "lines", "breakdown", "deposit", "cancellation",
          "subtotal_paise", "taxable_paise", "gst_paise", "total_paise", "deposit_paise", "balance_due_on", "valid_until",
          "sent_at", "accepted_at", "created_at"],
    rows: quotes,
  },
  {
    table: "payments",
    // prettier-ignore
    columns: ["id", "event_id", "gateway", "provider_order_id", "provider_payment_id", "amount_paise", "status",
          "method", "captured_at", "created_at", "updated_at", "purpose"],
    rows: payments,
  },
  {
    table: "event_documents",
    // prettier-ignore
    columns: ["id", "event_id", "kind", "number", "payment_id", "quote_id", "gstin", "place_of_supply", "taxable_paise",
          "cgst_paise", "sgst_paise", "igst_paise", "total_paise", "detail", "issued_at"],
    rows: documents,
  },
];
