import type { Database } from "../../db/client.ts";
import type { DayRow } from "./aggregate.ts";

/**
 * The dashboard's read of a range (decision record 027): the range's dashboard_days rows (one a day: 365 for a year),
 * and in one more statement the small tables the availability is worked out from (vehicle classes, cars, chauffeurs,
 * their weekly hours, approved time off and cars' unavailable periods in the range). Both prepared once on
 * PostgreSQL (named).
 */
export interface DayRead extends DayRow {
  company_paise: number;
  event_paise: number;
  event_advance_paise: number;
}

export interface RangeRows {
  days: DayRead[];
  classes: Array<{ code: string; name: string }>;
  cars: Array<{ id: string; label: string; active: boolean; event_id: string | null }>;
  chauffeurs: Array<{ id: string; name: string; active: boolean }>;
  workHours: Array<{ chauffeur_id: string; weekday: number; starts: string; ends: string }>;
  timeOff: Array<{ chauffeur_id: string; starts_on: string; ends_on: string }>;
  carUnavailable: Array<{ car_id: string; starts_at: Date; ends_at: Date }>;
  refreshedAt: Date | null;
}

const NUMBERS = [
  "orders",
  "rides",
  "fare_paise",
  "fees_paise",
  "cancellations",
  "no_shows",
  "confirmations",
  "confirmed_in_15",
  "pickups",
  "pickups_on_time",
  "ratings",
  "rating_sum",
  "company_paise",
  "event_paise",
  "event_advance_paise",
] as const;

const DAYS = `SELECT day::text AS day, ${NUMBERS.join(", ")}, stars, by_service, by_class, confirm_minutes, cars, chauffeurs,
  areas FROM dashboard_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`;

const FLEET = `SELECT
  (SELECT coalesce(json_agg(json_build_object('code', code, 'name', name) ORDER BY sort, code), '[]') FROM vehicle_classes) AS classes,
  (SELECT coalesce(json_agg(json_build_object('id', id, 'label', plate || ' · ' || model, 'active', active, 'event_id', event_id)
     ORDER BY plate), '[]') FROM cars) AS cars,
  (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'active', active) ORDER BY name), '[]') FROM chauffeurs) AS chauffeurs,
  (SELECT coalesce(json_agg(json_build_object('chauffeur_id', chauffeur_id, 'weekday', weekday, 'starts', starts::text,
     'ends', ends::text)), '[]') FROM chauffeur_work_hours) AS work_hours,
  (SELECT coalesce(json_agg(json_build_object('chauffeur_id', chauffeur_id, 'starts_on', starts_on, 'ends_on', ends_on)), '[]')
     FROM chauffeur_time_off WHERE status = 'approved' AND ends_on >= $1::date AND starts_on <= $2::date) AS time_off,
  (SELECT coalesce(json_agg(json_build_object('car_id', car_id, 'starts_at', starts_at, 'ends_at', ends_at)), '[]')
     FROM car_unavailability WHERE ends_at > ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')
       AND starts_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')) AS car_unavailable,
  (SELECT refreshed_at FROM dashboard_state WHERE id = 1) AS refreshed_at`;

type Fleet = {
  classes: RangeRows["classes"];
  cars: RangeRows["cars"];
  chauffeurs: RangeRows["chauffeurs"];
  work_hours: RangeRows["workHours"];
  time_off: RangeRows["timeOff"];
  car_unavailable: Array<{ car_id: string; starts_at: string; ends_at: string }>;
  refreshed_at: Date | string | null;
};

/** JSON from either driver: PGlite and node-postgres parse json columns; a string is parsed here. */
const json = <T>(v: unknown): T => (typeof v === "string" ? (JSON.parse(v) as T) : (v as T));

export type FleetRows = Omit<RangeRows, "days">;

export async function readDays(database: Database, from: string, to: string): Promise<DayRead[]> {
  const days = await database.query<DayRead>(DAYS, [from, to], "dashboard_days");
  // PostgreSQL answers bigint as text: the sums are made numbers
  for (const d of days) for (const k of NUMBERS) d[k] = Number(d[k]);
  return days;
}

export async function readFleet(database: Database, from: string, to: string): Promise<FleetRows> {
  const [f] = await database.query<Fleet>(FLEET, [from, to], "dashboard_fleet");
  return {
    classes: json(f!.classes),
    cars: json(f!.cars),
    chauffeurs: json(f!.chauffeurs),
    workHours: json(f!.work_hours),
    timeOff: json(f!.time_off),
    carUnavailable: json<Fleet["car_unavailable"]>(f!.car_unavailable).map((u) => ({
      car_id: u.car_id,
      starts_at: new Date(u.starts_at),
      ends_at: new Date(u.ends_at),
    })),
    refreshedAt: f!.refreshed_at ? new Date(f!.refreshed_at) : null,
  };
}
