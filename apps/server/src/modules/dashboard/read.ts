import type { Database } from "../../db/client.ts";

/**
 * The dashboard's read of a range (decision record 027): the rollups' rows of its days (O(days) rows), and the small
 * tables the availability is worked out from (cars, chauffeurs, their hours, time off and unavailable periods).
 * Each statement is prepared once on PostgreSQL (named).
 */
export interface FigureDay {
  day: string;
  service_type: string;
  car_type: string;
  orders: number;
  rides: number;
  fare_paise: number;
  fees_paise: number;
  cancellations: number;
  no_shows: number;
  confirmations: number;
  confirmed_in_15: number;
  pickups: number;
  pickups_on_time: number;
  ratings: number;
  rating_sum: number;
  stars_1: number;
  stars_2: number;
  stars_3: number;
  stars_4: number;
  stars_5: number;
}

export interface RangeRows {
  figures: FigureDay[];
  confirmMinutes: Array<{ minutes: number; n: number }>;
  resources: Array<{ kind: "car" | "chauffeur"; resource_id: string; booked_minutes: number }>;
  areas: Array<{ area: string; orders: number }>;
  money: Array<{ day: string; company_paise: number; event_paise: number; event_advance_paise: number }>;
  classes: Array<{ code: string; name: string }>;
  cars: Array<{ id: string; label: string; active: boolean; event_id: string | null }>;
  chauffeurs: Array<{ id: string; name: string; active: boolean }>;
  workHours: Array<{ chauffeur_id: string; weekday: number; starts: string; ends: string }>;
  timeOff: Array<{ chauffeur_id: string; starts_on: string; ends_on: string }>;
  carUnavailable: Array<{ car_id: string; starts_at: Date; ends_at: Date }>;
  refreshedAt: Date | null;
}

/** PostgreSQL answers bigint as text: the columns named are made numbers. */
const num = <T extends object>(rows: T[], keys: string[]): T[] =>
  rows.map((r) => {
    const o = { ...r } as Record<string, unknown>;
    for (const k of keys) o[k] = Number(o[k]);
    return o as T;
  });

const FIGURE_NUMBERS = [
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
  "stars_1",
  "stars_2",
  "stars_3",
  "stars_4",
  "stars_5",
];

export async function readRange(database: Database, from: string, to: string): Promise<RangeRows> {
  const p = [from, to];
  const [figures, confirmMinutes, resources, areas, money, classes, cars, chauffeurs, workHours, timeOff, carUn, st] =
    await Promise.all([
      database.query<FigureDay>(
        `SELECT day::text AS day, service_type, car_type, ${FIGURE_NUMBERS.join(", ")}
         FROM dashboard_day_figures WHERE day BETWEEN $1::date AND $2::date`,
        p,
        "dashboard_figures",
      ),
      database.query<{ minutes: number; n: number }>(
        `SELECT minutes, sum(n)::int AS n FROM dashboard_day_confirm_minutes WHERE day BETWEEN $1::date AND $2::date
         GROUP BY minutes`,
        p,
        "dashboard_confirm",
      ),
      database.query<RangeRows["resources"][number]>(
        `SELECT kind, resource_id::text AS resource_id, sum(booked_minutes)::int AS booked_minutes
         FROM dashboard_day_resources WHERE day BETWEEN $1::date AND $2::date GROUP BY kind, resource_id`,
        p,
        "dashboard_resources",
      ),
      database.query<{ area: string; orders: number }>(
        `SELECT area, sum(orders)::int AS orders FROM dashboard_day_areas WHERE day BETWEEN $1::date AND $2::date
         GROUP BY area ORDER BY 2 DESC, 1`,
        p,
        "dashboard_areas",
      ),
      database.query<RangeRows["money"][number]>(
        `SELECT day::text AS day, company_paise, event_paise, event_advance_paise FROM dashboard_day_money
         WHERE day BETWEEN $1::date AND $2::date`,
        p,
        "dashboard_money",
      ),
      database.query<{ code: string; name: string }>(`SELECT code, name FROM vehicle_classes ORDER BY sort, code`),
      database.query<RangeRows["cars"][number]>(
        `SELECT id::text AS id, plate || ' · ' || model AS label, active, event_id::text AS event_id FROM cars ORDER BY plate`,
      ),
      database.query<RangeRows["chauffeurs"][number]>(
        `SELECT id::text AS id, name, active FROM chauffeurs ORDER BY name`,
      ),
      database.query<RangeRows["workHours"][number]>(
        `SELECT chauffeur_id::text AS chauffeur_id, weekday, starts::text AS starts, ends::text AS ends FROM chauffeur_work_hours`,
      ),
      database.query<RangeRows["timeOff"][number]>(
        `SELECT chauffeur_id::text AS chauffeur_id, starts_on::text AS starts_on, ends_on::text AS ends_on
         FROM chauffeur_time_off WHERE status = 'approved' AND ends_on >= $1::date AND starts_on <= $2::date`,
        p,
        "dashboard_time_off",
      ),
      database.query<RangeRows["carUnavailable"][number]>(
        `SELECT car_id::text AS car_id, starts_at, ends_at FROM car_unavailability
         WHERE ends_at > ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')
           AND starts_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`,
        p,
        "dashboard_car_unavailable",
      ),
      database.query<{ refreshed_at: Date | null }>(`SELECT refreshed_at FROM dashboard_state WHERE id = 1`),
    ]);
  return {
    figures: num(figures, FIGURE_NUMBERS),
    confirmMinutes: num(confirmMinutes, ["minutes", "n"]),
    resources: num(resources, ["booked_minutes"]),
    areas: num(areas, ["orders"]),
    money: num(money, ["company_paise", "event_paise", "event_advance_paise"]),
    classes,
    cars,
    chauffeurs,
    workHours: num(workHours, ["weekday"]),
    timeOff,
    carUnavailable: carUn.map((r) => ({ ...r, starts_at: new Date(r.starts_at), ends_at: new Date(r.ends_at) })),
    refreshedAt: st[0]?.refreshed_at ? new Date(st[0].refreshed_at) : null,
  };
}
