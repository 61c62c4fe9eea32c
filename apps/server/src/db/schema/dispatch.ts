import { boolean, date, pgTable, primaryKey, smallint, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { cars, chauffeurs, users } from "./core.ts";

// Mirrors migrations/1440_dispatch.sql (modules/dispatch: what a chauffeur and a car can do, auto-confirm).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A chauffeur's shift on one weekday (0 = Sunday), Asia/Kolkata wall time 'HH:MM:SS'. */
export const chauffeurWorkHours = pgTable(
  "chauffeur_work_hours",
  {
    chauffeurId: uuid("chauffeur_id")
      .notNull()
      .references(() => chauffeurs.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    starts: time("starts").notNull(),
    ends: time("ends").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chauffeurId, t.weekday] })],
);

export const chauffeurTimeOff = pgTable("chauffeur_time_off", {
  id: uuid("id").primaryKey().defaultRandom(),
  chauffeurId: uuid("chauffeur_id")
    .notNull()
    .references(() => chauffeurs.id, { onDelete: "cascade" }),
  kind: text("kind").$type<"leave" | "sick" | "other">().notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  note: text("note").notNull().default(""),
  status: text("status").$type<"requested" | "approved" | "declined" | "withdrawn">().notNull(),
  requestedBy: text("requested_by").$type<"chauffeur" | "operator">().notNull(),
  decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: ts("decided_at"),
  declineReason: text("decline_reason"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const carUnavailability = pgTable("car_unavailability", {
  id: uuid("id").primaryKey().defaultRandom(),
  carId: uuid("car_id")
    .notNull()
    .references(() => cars.id, { onDelete: "cascade" }),
  reason: text("reason").$type<"service" | "repair" | "puc" | "permit" | "other">().notNull(),
  startsAt: ts("starts_at").notNull(),
  endsAt: ts("ends_at").notNull(),
  note: text("note").notNull().default(""),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const dispatchSettings = pgTable("dispatch_settings", {
  service: text("service_type").primaryKey(),
  autoConfirm: boolean("auto_confirm").notNull().default(false),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
