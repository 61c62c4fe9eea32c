import { date, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { EventCancellation, EventAmountRule, EventLine, EventQuoteAmounts } from "@chauffeur/contracts";
import { cars, leads, users, vehicleClasses } from "./core.ts";
import { tariffs } from "./trips.ts";

// migration 1410: weddings and events (README "Weddings and events", decision record 023)
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const events = pgTable("events", {
  id: uuid("id").primaryKey().defaultRandom(),
  reference: text("reference").notNull().unique(),
  leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  status: text("status").notNull().default("draft"),
  eventType: text("event_type").notNull(),
  title: text("title").notNull(),
  clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "set null" }),
  clientName: text("client_name").notNull(),
  clientPhone: text("client_phone").notNull(),
  clientEmail: text("client_email"),
  coordinatorName: text("coordinator_name"),
  coordinatorPhone: text("coordinator_phone"),
  venues: jsonb("venues").$type<{ name: string; address?: string }[]>().notNull().default([]),
  dates: jsonb("dates").$type<string[]>().notNull(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  notes: text("notes"),
  coordinatorTokenHash: text("coordinator_token_hash").unique(),
  acceptedQuoteId: uuid("accepted_quote_id"),
  cancelledAt: ts("cancelled_at"),
  cancelReason: text("cancel_reason"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const eventQuotes = pgTable(
  "event_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status").notNull().default("draft"),
    tariffVersion: integer("tariff_version")
      .notNull()
      .references(() => tariffs.version),
    lines: jsonb("lines").$type<EventLine[]>().notNull(),
    breakdown: jsonb("breakdown").$type<EventQuoteAmounts>().notNull(),
    discount: jsonb("discount").$type<EventAmountRule | null>(),
    deposit: jsonb("deposit").$type<EventAmountRule>().notNull(),
    cancellation: jsonb("cancellation").$type<EventCancellation>().notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    discountPaise: integer("discount_paise").notNull().default(0),
    taxablePaise: integer("taxable_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    depositPaise: integer("deposit_paise").notNull(),
    balanceDueOn: date("balance_due_on").notNull(),
    validUntil: ts("valid_until").notNull(),
    sentAt: ts("sent_at"),
    acceptedAt: ts("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    withdrawnAt: ts("withdrawn_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique().on(t.eventId, t.version)],
);

export const eventPartnerCars = pgTable("event_partner_cars", {
  id: uuid("id").primaryKey().defaultRandom(),
  eventId: uuid("event_id")
    .notNull()
    .references(() => events.id, { onDelete: "cascade" }),
  ownerName: text("owner_name").notNull(),
  ownerPhone: text("owner_phone").notNull(),
  plate: text("plate").notNull(),
  vehicleClass: text("class_code")
    .notNull()
    .references(() => vehicleClasses.code),
  costPaise: integer("cost_paise").notNull(),
  carId: uuid("car_id")
    .unique()
    .references(() => cars.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** A run's place in its event (bookings.event_run): which line, which car of it, which day, and its run-sheet. */
export type EventRun = import("@chauffeur/contracts").EventRunSheet;
