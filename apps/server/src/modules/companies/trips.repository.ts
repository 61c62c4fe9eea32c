import { sql, type SQL } from "drizzle-orm";
import type { CompanyRole } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";
import { istMonthRange } from "./csv.ts";

/**
 * The company's trips as the portal lists them (README "Company accounts"): one query a page, keyset paging on
 * (start_time DESC, id DESC) over `bookings_company_start_idx` (migration 1331), the traveller, booker and approver
 * names, the fare invoice and the ride's step joined in, never a query per trip.
 */
export interface TripFilters {
  travellerUserId?: string;
  traveller?: string;
  costCentreId?: string;
  month?: string;
  status?: string;
}
export interface TripCursor {
  startTime: string;
  id: string;
}
/** Who is asking: admins and approvers see every trip; others the trips they booked or travel on. */
export interface TripViewer {
  userId: string;
  role: CompanyRole;
  all: boolean;
}

export interface TripRow {
  id: string;
  reference: string;
  status: string;
  service_type: string;
  car_type: string;
  start_time: Date | string;
  from_address: string | null;
  to_address: string | null;
  distance_km: number | string | null;
  user_id: string | null;
  booker_name: string | null;
  booker_phone: string | null;
  traveller_user_id: string | null;
  traveller_name: string | null;
  traveller_phone: string | null;
  traveller_user_name: string | null;
  traveller_user_phone: string | null;
  cost_centre_code: string | null;
  cost_centre_name: string | null;
  company_reference: string | null;
  trip_purpose: string | null;
  amount_paise: number;
  company_discount_paise: number;
  payment_status: string;
  invoice_number: string | null;
  invoice_gst_paise: number | null;
  approval_reasons: string[] | null;
  approval_expires_at: Date | string | null;
  approval_decided_at: Date | string | null;
  decided_by_name: string | null;
  approval_decline_reason: string | null;
  ride_step: string | null;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a company's trips for a viewer and filters (the list, the CSV and the benchmark's EXPLAIN). */
export function tripsWhere(companyId: string, viewer: TripViewer, f: TripFilters, cursor?: TripCursor): SQL {
  const parts: SQL[] = [sql`b.company_id = ${companyId}`];
  if (!viewer.all) parts.push(sql`(b.user_id = ${viewer.userId} OR b.traveller_user_id = ${viewer.userId})`);
  if (f.travellerUserId) parts.push(sql`b.traveller_user_id = ${f.travellerUserId}`);
  if (f.traveller) {
    parts.push(sql`COALESCE(b.traveller_name, tu.name, bu.name) ILIKE ${likePattern(f.traveller)}`);
  }
  if (f.costCentreId) parts.push(sql`b.cost_centre_id = ${f.costCentreId}`);
  if (f.month) {
    const { from, to } = istMonthRange(f.month);
    parts.push(
      sql`b.start_time >= ${from.toISOString()}::timestamptz AND b.start_time < ${to.toISOString()}::timestamptz`,
    );
  }
  if (f.status) parts.push(sql`b.status = ${f.status}::booking_status`);
  if (cursor) parts.push(sql`(b.start_time, b.id) < (${cursor.startTime}::timestamptz, ${cursor.id}::uuid)`);
  return sql.join(parts, sql` AND `);
}

export async function tripRows(
  db: DbOrTx,
  companyId: string,
  viewer: TripViewer,
  f: TripFilters,
  cursor: TripCursor | undefined,
  limit: number,
): Promise<TripRow[]> {
  return q<TripRow>(
    db,
    sql`SELECT b.id, b.reference, b.status, b.service_type, b.car_type, b.start_time,
          b.trip->'pickUp'->>'address' AS from_address, b.trip->'dropOff'->>'address' AS to_address,
          (b.route->>'distanceKm')::float8 AS distance_km,
          b.user_id, bu.name AS booker_name, bu.phone AS booker_phone,
          b.traveller_user_id, b.traveller_name, b.traveller_phone,
          tu.name AS traveller_user_name, tu.phone AS traveller_user_phone,
          b.cost_centre_code, b.cost_centre_name, b.company_reference, b.trip_purpose,
          b.amount_paise, b.company_discount_paise, b.payment_status,
          i.number AS invoice_number, (i.cgst_paise + i.sgst_paise + i.igst_paise) AS invoice_gst_paise,
          b.approval_reasons, b.approval_expires_at, b.approval_decided_at, du.name AS decided_by_name,
          b.approval_decline_reason, r.step AS ride_step
        FROM bookings b
        LEFT JOIN users bu ON bu.id = b.user_id
        LEFT JOIN users tu ON tu.id = b.traveller_user_id
        LEFT JOIN users du ON du.id = b.approval_decided_by
        LEFT JOIN invoices i ON i.booking_id = b.id AND i.kind = 'fare'
        LEFT JOIN rides r ON r.booking_id = b.id
        WHERE ${tripsWhere(companyId, viewer, f, cursor)}
        ORDER BY b.start_time DESC, b.id DESC
        LIMIT ${limit}`,
  );
}
