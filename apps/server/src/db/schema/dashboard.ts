import { bigint, date, index, integer, jsonb, pgTable, smallint, timestamp, uuid } from "drizzle-orm/pg-core";

// Mirrors migrations/1470_dashboard.sql (modules/dashboard: the owner's figures kept per Asia/Kolkata day).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const count = (name: string) => integer(name).notNull().default(0);
const paise = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);
const obj = <T>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default({} as T);

export const dashboardDays = pgTable("dashboard_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  orders: count("orders"),
  rides: count("rides"),
  farePaise: paise("fare_paise"),
  feesPaise: paise("fees_paise"),
  cancellations: count("cancellations"),
  noShows: count("no_shows"),
  confirmations: count("confirmations"),
  confirmedIn15: count("confirmed_in_15"),
  pickups: count("pickups"),
  pickupsOnTime: count("pickups_on_time"),
  ratings: count("ratings"),
  ratingSum: count("rating_sum"),
  stars: jsonb("stars").$type<number[]>().notNull().default([0, 0, 0, 0, 0]),
  /** rides and revenue (paise) per service: { "outstation": [rides, paise] } */
  byService: obj<Record<string, [number, number]>>("by_service"),
  byClass: obj<Record<string, [number, number]>>("by_class"),
  /** confirmations per whole minute from payment (capped at 240) */
  confirmMinutes: obj<Record<string, number>>("confirm_minutes"),
  /** minutes booked per car / chauffeur id */
  cars: obj<Record<string, number>>("cars"),
  chauffeurs: obj<Record<string, number>>("chauffeurs"),
  areas: obj<Record<string, number>>("areas"),
  companyPaise: paise("company_paise"),
  eventPaise: paise("event_paise"),
  eventAdvancePaise: paise("event_advance_paise"),
});

export const dashboardBookingDays = pgTable(
  "dashboard_booking_days",
  {
    bookingId: uuid("booking_id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [index("dashboard_booking_days_day_idx").on(t.day)],
);

export const dashboardState = pgTable("dashboard_state", {
  id: smallint("id").primaryKey(),
  bookingsMark: ts("bookings_mark"),
  ridesMark: ts("rides_mark"),
  ratingsMark: ts("ratings_mark"),
  moneyMark: ts("money_mark"),
  refreshedAt: ts("refreshed_at"),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
