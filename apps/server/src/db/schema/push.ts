import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "./core.ts";

// Mirrors migrations/1451_push.sql (modules/notifications: web push subscriptions, one per device).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A device's push subscription, made in a session and removed with it (signing out). */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  role: text("role").$type<"rider" | "chauffeur">().notNull(),
  sessionId: text("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  userAgent: text("user_agent"),
  createdAt: ts("created_at").notNull().defaultNow(),
  lastSuccessAt: ts("last_success_at"),
});
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
