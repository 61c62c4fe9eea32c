import { bigserial, doublePrecision, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ExtraKind, ExtraStatus, OpsAlertKind, RideStep } from "@chauffeur/contracts";
import { chauffeurs, users } from "./core.ts";
import { bookings, payments } from "./trips.ts";

// Mirrors migrations/0800_rides.sql: the day of the ride (decision record 010).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const rides = pgTable("rides", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  pin: text("pin").notNull(),
  pinFailures: integer("pin_failures").notNull().default(0),
  step: text("step").$type<RideStep>().notNull().default("assigned"),
  onMyWayAt: ts("on_my_way_at"),
  arrivedAt: ts("arrived_at"),
  startedAt: ts("started_at"),
  completedAt: ts("completed_at"),
  noShowAt: ts("no_show_at"),
  lastLat: doublePrecision("last_lat"),
  lastLng: doublePrecision("last_lng"),
  lastHeading: real("last_heading"),
  lastPositionAt: ts("last_position_at"),
  etaMinutes: integer("eta_minutes"),
  etaTo: text("eta_to").$type<"pickup" | "drop-off">(),
  etaComputedAt: ts("eta_computed_at"),
  distanceM: integer("distance_m").notNull().default(0),
  trailPurgedAt: ts("trail_purged_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const ridePositions = pgTable("ride_positions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  chauffeurId: uuid("chauffeur_id")
    .notNull()
    .references(() => chauffeurs.id, { onDelete: "cascade" }),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  accuracyM: real("accuracy_m"),
  heading: real("heading"),
  speedMps: real("speed_mps"),
  recordedAt: ts("recorded_at").notNull(),
  receivedAt: ts("received_at").notNull().defaultNow(),
});

export const liveEvents = pgTable("live_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  topic: text("topic").notNull(),
  kind: text("kind").notNull(),
  data: jsonb("data").$type<unknown>().notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const rideShares = pgTable("ride_shares", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").$type<"rider" | "sos">().notNull().default("rider"),
  createdAt: ts("created_at").notNull().defaultNow(),
  revokedAt: ts("revoked_at"),
});

export const opsAlerts = pgTable("ops_alerts", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").$type<OpsAlertKind>().notNull(),
  bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
  message: text("message").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts("created_at").notNull().defaultNow(),
  acknowledgedAt: ts("acknowledged_at"),
  acknowledgedBy: uuid("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
});

export const rideRatings = pgTable("ride_ratings", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  chauffeurId: uuid("chauffeur_id").references(() => chauffeurs.id, { onDelete: "set null" }),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  stars: integer("stars").notNull(),
  comment: text("comment"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const bookingExtras = pgTable("booking_extras", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  kind: text("kind").$type<ExtraKind>().notNull(),
  label: text("label").notNull(),
  minutes: integer("minutes"),
  amountPaise: integer("amount_paise").notNull(),
  status: text("status").$type<ExtraStatus>().notNull().default("due"),
  paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

// Mirrors migrations/0810_chauffeur_sign_in.sql: the chauffeur app's SMS codes (one live code per chauffeur).
export const chauffeurOtps = pgTable("chauffeur_otps", {
  chauffeurId: uuid("chauffeur_id")
    .primaryKey()
    .references(() => chauffeurs.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: ts("expires_at").notNull(),
  consumedAt: ts("consumed_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});
