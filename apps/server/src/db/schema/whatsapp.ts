import { bigserial, boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./core.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type WhatsAppOptInSource = "profile" | "fare_summary";
export type WhatsAppOptOutSource = "profile" | "stop_reply";

/** A rider's current WhatsApp consent (migration 1450): nothing goes out on WhatsApp unless `optedIn`. */
export const whatsappConsents = pgTable("whatsapp_consents", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedIn: boolean("opted_in").notNull(),
  optedInAt: ts("opted_in_at"),
  source: text("source").$type<WhatsAppOptInSource>(),
  wording: text("wording"),
  optedOutAt: ts("opted_out_at"),
  optedOutSource: text("opted_out_source").$type<WhatsAppOptOutSource>(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Every opt-in and opt-out, kept: the record of what the rider agreed to, when and where. */
export const whatsappConsentEvents = pgTable("whatsapp_consent_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  optedIn: boolean("opted_in").notNull(),
  source: text("source").$type<WhatsAppOptInSource | "stop_reply">().notNull(),
  wording: text("wording"),
  at: ts("at").notNull().defaultNow(),
});
