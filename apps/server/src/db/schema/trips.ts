import { sql } from "drizzle-orm";
import { bigint, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, PAYMENT_STATES } from "@chauffeur/contracts";
import type { AddOns, FareLine, QuoteTrip, RouteInfo, Tariff } from "@chauffeur/contracts";
import { cars, chauffeurs, users, vehicleClasses } from "./core.ts";

// Mirrors migrations/0001_core.sql (tariffs, quotes, bookings, payments, refunds, webhook events).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const tariffs = pgTable("tariffs", {
  version: integer("version").primaryKey(),
  /** checked against the contracts' TariffSchema when published and when read */
  data: jsonb("data").$type<Tariff>().notNull(),
  note: text("note"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const quotes = pgTable("quotes", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  service: text("service_type").notNull(),
  vehicleClass: text("car_type")
    .notNull()
    .references(() => vehicleClasses.code),
  trip: jsonb("trip").$type<QuoteTrip>().notNull(),
  route: jsonb("route").$type<RouteInfo>().notNull(),
  addOns: jsonb("add_ons")
    .$type<AddOns>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  breakdown: jsonb("breakdown").$type<FareLine[]>().notNull(),
  farePaise: integer("fare_paise").notNull(),
  tariffVersion: integer("tariff_version")
    .notNull()
    .references(() => tariffs.version),
  pickupAt: ts("start_time").notNull(),
  endTime: ts("end_time").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

// values added by migration 1330 come last in the database's enum order; the contracts' lists name them
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);
export const paymentState = pgEnum("payment_state", PAYMENT_STATES);

export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  reference: text("reference").notNull().unique(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
  idempotencyKey: text("idempotency_key"),
  service: text("service_type").notNull(),
  vehicleClass: text("car_type")
    .notNull()
    .references(() => vehicleClasses.code),
  status: bookingStatus("status").notNull().default("pending"),
  paymentStatus: paymentState("payment_status").notNull().default("pending"),
  trip: jsonb("trip").$type<Record<string, unknown>>().notNull(),
  route: jsonb("route").$type<Record<string, unknown>>().notNull(),
  addOns: jsonb("add_ons").$type<Record<string, unknown>>().notNull().default({}),
  breakdown: jsonb("breakdown").$type<unknown>().notNull(),
  amountPaise: integer("amount_paise").notNull(),
  tariffVersion: integer("tariff_version")
    .notNull()
    .references(() => tariffs.version),
  pickupAt: ts("start_time").notNull(),
  endTime: ts("end_time").notNull(),
  holdUntil: ts("hold_until").notNull(),
  pendingExpiresAt: ts("pending_expires_at"),
  carId: uuid("car_id").references(() => cars.id),
  chauffeurId: uuid("chauffeur_id").references(() => chauffeurs.id),
  cancelledAt: ts("cancelled_at"),
  cancelReason: text("cancel_reason"),
  cancellationFeePaise: integer("cancellation_fee_paise").notNull().default(0),
  /** migration 0900: set when the flight was cancelled or diverted; cancelling is then free, with a full refund */
  freeCancelReason: text("free_cancel_reason"),
  // migration 1331: a company ride (README "Company accounts"): the company, who travels, the cost centre's snapshot,
  // the company's reference and purpose, its discount, and the approval's request and decision
  companyId: uuid("company_id"),
  travellerUserId: uuid("traveller_user_id").references(() => users.id, { onDelete: "set null" }),
  travellerName: text("traveller_name"),
  travellerPhone: text("traveller_phone"),
  costCentreId: uuid("cost_centre_id"),
  costCentreCode: text("cost_centre_code"),
  costCentreName: text("cost_centre_name"),
  companyReference: text("company_reference"),
  tripPurpose: text("trip_purpose"),
  companyDiscountPaise: integer("company_discount_paise").notNull().default(0),
  approvalReasons: jsonb("approval_reasons").$type<string[]>(),
  approvalExpiresAt: ts("approval_expires_at"),
  approvalDecidedBy: uuid("approval_decided_by").references(() => users.id, { onDelete: "set null" }),
  approvalDecidedAt: ts("approval_decided_at"),
  approvalDeclineReason: text("approval_decline_reason"),
  // migration 1410: a run of an event (one car on one day, README "Weddings and events"): its event and its place
  // in it; no foreign key here (events.ts imports this file), the database has it
  eventId: uuid("event_id"),
  eventRun: jsonb("event_run").$type<import("./events.ts").EventRun>(),
  // migration 1440: why a paid booking waits for a person (the allocator's answer) and who assigned its crew
  dispatchHold: jsonb("dispatch_hold").$type<{ code: string; message: string; at: string }>(),
  assignedBy: text("assigned_by").$type<"system" | "operator">(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const paymentAttemptStatus = pgEnum("payment_attempt_status", ["created", "attempted", "captured", "failed"]);

export const payments = pgTable("payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  gateway: text("gateway").notNull(),
  providerOrderId: text("provider_order_id").notNull().unique(),
  providerPaymentId: text("provider_payment_id").unique(),
  amountPaise: integer("amount_paise").notNull(),
  currency: text("currency").notNull().default("INR"),
  status: paymentAttemptStatus("status").notNull().default("created"),
  method: text("method"),
  error: text("error"),
  /** 'fare' (Pay Now) or 'extras' (Pay extras, migration 0800) */
  purpose: text("purpose")
    .$type<"fare" | "extras" | "reschedule" | "event_deposit" | "event_balance" | "event_difference">()
    .notNull()
    .default("fare"),
  /** migration 1411: a payment of an event (its deposit, balance or a revised quote's difference); booking_id is then null */
  eventId: uuid("event_id"),
  capturedAt: ts("captured_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const refunds = pgTable("refunds", {
  id: uuid("id").primaryKey().defaultRandom(),
  paymentId: uuid("payment_id")
    .notNull()
    .references(() => payments.id, { onDelete: "cascade" }),
  bookingId: uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" }),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  providerRefundId: text("provider_refund_id").unique(),
  amountPaise: integer("amount_paise").notNull(),
  status: text("status").notNull().default("pending"),
  reason: text("reason"),
  createdAt: ts("created_at").notNull().defaultNow(),
  processedAt: ts("processed_at"),
});

export const webhookEvents = pgTable("webhook_events", {
  eventId: text("event_id").primaryKey(),
  gateway: text("gateway").notNull(),
  eventType: text("event_type").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: ts("received_at").notNull().defaultNow(),
  processedAt: ts("processed_at"),
  outcome: text("outcome"),
});

/** Bumped by deferred triggers on every change to a rider's bookings, payments, refunds and invoices (migration 0402). */
export const riderBookingVersions = pgTable("rider_booking_versions", {
  userId: uuid("user_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
