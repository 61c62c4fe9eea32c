import { bigint, date, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Mirrors migrations/1470_dashboard.sql (modules/dashboard: the owner's figures kept per Asia/Kolkata day).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = () => date("day", { mode: "string" }).notNull();
const count = (name: string) => integer(name).notNull().default(0);
const paise = (name: string) => bigint(name, { mode: "number" }).notNull().default(0);

export const dashboardDayFigures = pgTable(
  "dashboard_day_figures",
  {
    day: day(),
    serviceType: text("service_type").notNull(),
    carType: text("car_type").notNull(),
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
    stars1: count("stars_1"),
    stars2: count("stars_2"),
    stars3: count("stars_3"),
    stars4: count("stars_4"),
    stars5: count("stars_5"),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceType, t.carType] })],
);

export const dashboardDayConfirmMinutes = pgTable(
  "dashboard_day_confirm_minutes",
  { day: day(), minutes: smallint("minutes").notNull(), n: integer("n").notNull() },
  (t) => [primaryKey({ columns: [t.day, t.minutes] })],
);

export const dashboardDayResources = pgTable(
  "dashboard_day_resources",
  {
    day: day(),
    kind: text("kind").$type<"car" | "chauffeur">().notNull(),
    resourceId: uuid("resource_id").notNull(),
    bookedMinutes: integer("booked_minutes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.resourceId] })],
);

export const dashboardDayAreas = pgTable(
  "dashboard_day_areas",
  { day: day(), area: text("area").notNull(), orders: integer("orders").notNull() },
  (t) => [primaryKey({ columns: [t.day, t.area] })],
);

export const dashboardDayMoney = pgTable("dashboard_day_money", {
  day: date("day", { mode: "string" }).primaryKey(),
  companyPaise: paise("company_paise"),
  eventPaise: paise("event_paise"),
  eventAdvancePaise: paise("event_advance_paise"),
});

export const dashboardBookingDays = pgTable("dashboard_booking_days", {
  bookingId: uuid("booking_id").primaryKey(),
  day: date("day", { mode: "string" }).notNull(),
});

export const dashboardState = pgTable("dashboard_state", {
  id: smallint("id").primaryKey(),
  bookingsMark: ts("bookings_mark"),
  ridesMark: ts("rides_mark"),
  ratingsMark: ts("ratings_mark"),
  moneyMark: ts("money_mark"),
  refreshedAt: ts("refreshed_at"),
});
