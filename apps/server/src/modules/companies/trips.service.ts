import { sql } from "drizzle-orm";
import {
  COMPANY_MESSAGES as M,
  COMPANY_TRIPS_CSV_COLUMNS,
  COMPANY_TRIPS_CSV_MAX_ROWS,
  companyMay,
  gstinStateCode,
  splitGst,
  vehicleClassName,
  type ApprovalReason,
  type BookingStatus,
  type CompanyTrip,
  type Service,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import type { CompanyCaller } from "./access.ts";
import { csvLine, fileSlug, istDateTime, rupeesCsv } from "./csv.ts";
import { tripRows, type TripCursor, type TripFilters, type TripRow, type TripViewer } from "./trips.repository.ts";

/** The portal's trips (README "Company accounts"): who sees which, the page, the CSV. */
type Ctx = Pick<AppContext, "db" | "config">;

export interface CompanyBilling {
  id: string;
  legal_name: string;
  gstin: string;
  billing_address: string;
  billing_email: string;
  payment_terms: string;
}
export async function companyBilling(db: DbOrTx, companyId: string): Promise<CompanyBilling> {
  const row = await q1<CompanyBilling>(
    db,
    sql`SELECT id, legal_name, gstin, billing_address, billing_email, payment_terms FROM companies WHERE id = ${companyId}`,
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

export const viewerOf = (caller: CompanyCaller): TripViewer => ({
  userId: caller.user.id,
  role: caller.role,
  all: companyMay(caller.role, "view_company_trips"),
});

/** The opaque cursor: the last trip's (start_time, id), base64url. */
export const encodeCursor = (c: TripCursor) => Buffer.from(`${c.startTime}|${c.id}`).toString("base64url");
export function decodeCursor(s: string | undefined): TripCursor | undefined {
  if (!s) return undefined;
  const [startTime, id] = Buffer.from(s, "base64url").toString().split("|");
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!startTime || !id || !uuid.test(id) || Number.isNaN(Date.parse(startTime))) throw badRequest("Invalid cursor");
  return { startTime, id };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const LIVE_STEPS = new Set(["on_my_way", "arrived", "started"]);

function travellerOf(r: TripRow) {
  const guest = r.traveller_user_id === null && r.traveller_name !== null;
  if (guest) return { name: r.traveller_name!, phone: r.traveller_phone, guest };
  if (r.traveller_user_id) {
    return { name: r.traveller_user_name ?? r.traveller_name ?? "", phone: r.traveller_user_phone, guest };
  }
  return { name: r.booker_name ?? "", phone: r.booker_phone, guest }; // booked for themselves
}

/** One row as the portal shows it; GST from the invoice once issued, else the split by the company's state. */
export function toCompanyTrip(r: TripRow, supplierState: string, companyGstin: string): CompanyTrip {
  const gst =
    r.invoice_gst_paise ??
    (() => {
      const s = splitGst(r.amount_paise, supplierState, companyGstin);
      return s.totalPaise - s.taxablePaise;
    })();
  return {
    id: r.id,
    reference: r.reference,
    status: r.status as BookingStatus,
    service: r.service_type as Service,
    vehicleClass: vehicleClassName(r.car_type),
    pickupAt: iso(r.start_time)!,
    from: r.from_address ?? "",
    to: r.to_address ?? "",
    distanceKm: Math.round(Number(r.distance_km ?? 0) * 10) / 10,
    traveller: travellerOf(r),
    bookedBy: { userId: r.user_id, name: r.booker_name },
    costCentre: r.cost_centre_code ? { code: r.cost_centre_code, name: r.cost_centre_name ?? "" } : null,
    companyReference: r.company_reference ?? "",
    purpose: r.trip_purpose ?? "",
    amountPaise: r.amount_paise,
    gstPaise: Number(gst),
    discountPaise: r.company_discount_paise,
    paymentStatus: r.payment_status,
    invoiceNumber: r.invoice_number,
    approval: r.approval_reasons
      ? {
          reasons: r.approval_reasons as ApprovalReason[],
          expiresAt: iso(r.approval_expires_at),
          decidedBy: r.decided_by_name,
          decidedAt: iso(r.approval_decided_at),
          declineReason: r.approval_decline_reason,
        }
      : null,
    liveStep:
      r.ride_step && LIVE_STEPS.has(r.ride_step) && (r.status === "confirmed" || r.status === "ongoing")
        ? r.ride_step
        : null,
  };
}

export interface TripsPage {
  trips: CompanyTrip[];
  nextCursor: string | null;
}

/** One page of the company's trips the caller may see (limit + 1 rows read: whether a next page exists). */
export async function listCompanyTrips(
  ctx: Ctx,
  caller: CompanyCaller,
  f: TripFilters & { cursor?: string; limit: number },
): Promise<TripsPage> {
  const company = await companyBilling(ctx.db, caller.companyId);
  return tripsPage(ctx, company, viewerOf(caller), f, decodeCursor(f.cursor), f.limit);
}

async function tripsPage(
  ctx: Ctx,
  company: CompanyBilling,
  viewer: TripViewer,
  f: TripFilters,
  cursor: TripCursor | undefined,
  limit: number,
): Promise<TripsPage> {
  const rows = await tripRows(ctx.db, company.id, viewer, f, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const supplier = gstinStateCode(ctx.config.GSTIN);
  const last = page.at(-1);
  return {
    trips: page.map((r) => toCompanyTrip(r, supplier, company.gstin)),
    nextCursor: rows.length > limit && last ? encodeCursor({ startTime: iso(last.start_time)!, id: last.id }) : null,
  };
}

/** A trip as a CSV line (COMPANY_TRIPS_CSV_COLUMNS): IST date, rupees with two decimals. */
export const tripCsvFields = (t: CompanyTrip) => [
  istDateTime(t.pickupAt),
  t.reference,
  t.traveller.name,
  t.costCentre ? `${t.costCentre.code} ${t.costCentre.name}`.trim() : "",
  t.companyReference,
  t.from,
  t.to,
  t.distanceKm,
  rupeesCsv(t.amountPaise),
  rupeesCsv(t.gstPaise),
  t.invoiceNumber ?? "",
  t.status,
];

const CSV_PAGE = 1000;

/** Every trip the filters select (at most COMPANY_TRIPS_CSV_MAX_ROWS), read a keyset page at a time. */
export async function companyTripsCsv(ctx: Ctx, caller: CompanyCaller, f: TripFilters) {
  const company = await companyBilling(ctx.db, caller.companyId);
  const viewer = viewerOf(caller);
  const chunks = [csvLine(COMPANY_TRIPS_CSV_COLUMNS)];
  let cursor: TripCursor | undefined;
  let rows = 0;
  while (rows < COMPANY_TRIPS_CSV_MAX_ROWS) {
    const page = await tripsPage(
      ctx,
      company,
      viewer,
      f,
      cursor,
      Math.min(CSV_PAGE, COMPANY_TRIPS_CSV_MAX_ROWS - rows),
    );
    for (const t of page.trips) chunks.push(csvLine(tripCsvFields(t)));
    rows += page.trips.length;
    const last = page.trips.at(-1);
    if (!page.nextCursor || !last) break;
    cursor = { startTime: last.pickupAt, id: last.id };
  }
  const filename = `${fileSlug(company.legal_name)}-trips-${f.month ?? "all"}.csv`;
  return { filename, csv: chunks.join("") };
}
