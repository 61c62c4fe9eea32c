import { bigserial, boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { FlightDirection, FlightState } from "@chauffeur/contracts";
import { users } from "./core.ts";
import { bookings } from "./trips.ts";

// Mirrors migrations/0900_flights.sql: airport transfers that follow the flight (decision record 011).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const flightTracking = pgTable("flight_tracking", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  flightNumber: text("flight_number").notNull(),
  direction: text("direction").$type<FlightDirection>().notNull(),
  airportCode: text("airport_code").notNull(),
  international: boolean("international").notNull().default(false),
  scheduledAt: ts("scheduled_at").notNull(),
  estimatedAt: ts("estimated_at"),
  actualAt: ts("actual_at"),
  state: text("state").$type<FlightState>().notNull().default("scheduled"),
  notifiedPickup: ts("notified_pickup"),
  tracking: text("tracking").$type<"provider" | "manual">().notNull(),
  nextPollAt: ts("next_poll_at"),
  polls: integer("polls").notNull().default(0),
  failures: integer("failures").notNull().default(0),
  lastError: text("last_error"),
  lastCheckedAt: ts("last_checked_at"),
  stoppedReason: text("stopped_reason"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const flightUpdates = pgTable("flight_updates", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  source: text("source").$type<"provider" | "manual">().notNull(),
  state: text("state").$type<FlightState>().notNull(),
  expectedAt: ts("expected_at"),
  pickupBefore: ts("pickup_before"),
  pickupAfter: ts("pickup_after"),
  note: text("note"),
  actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});
