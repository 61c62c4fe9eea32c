import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Locale } from "@chauffeur/contracts";

// Mirrors migrations/0001_core.sql. The SQL files are the source of truth for the database;
// these definitions give the queries their types. Keep both in step.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const userRole = pgEnum("user_role", ["rider", "operator", "chauffeur"]);
export const userStatus = pgEnum("user_status", ["unverified", "active", "deletion_requested", "purged"]);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name"),
  email: text("email"),
  workEmail: text("work_email"),
  phone: text("phone"),
  homecity: text("homecity"),
  profilePicture: text("profile_picture"),
  passwordHash: text("password_hash"),
  role: userRole("role").notNull().default("rider"),
  status: userStatus("status").notNull().default("unverified"),
  phoneVerifiedAt: ts("phone_verified_at"),
  deletionRequestedAt: ts("deletion_requested_at"),
  recoveredAt: ts("recovered_at"),
  purgedAt: ts("purged_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  /** an e-mail change waiting for its link to be opened (migration 0640); the token only as its SHA-256 */
  pendingEmail: text("pending_email"),
  pendingEmailTokenHash: text("pending_email_token_hash"),
  pendingEmailExpiresAt: ts("pending_email_expires_at"),
  pendingEmailSentAt: ts("pending_email_sent_at"),
  /** sent the share link when the rider presses SOS (migration 0800) */
  emergencyContactName: text("emergency_contact_name"),
  emergencyContactPhone: text("emergency_contact_phone"),
  /** the rider's language: en-IN, hi-IN or or-IN (migration 1100, decision record 017) */
  language: text("language").$type<Locale>().notNull().default("en-IN"),
});

export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  ip: text("ip"),
  userAgent: text("user_agent"),
  /** operators only (migration 0630): 'pending' after the password, 'passed' after the second factor */
  secondFactor: text("second_factor").$type<"pending" | "passed">(),
  secondFactorFailures: integer("second_factor_failures").notNull().default(0),
});

export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").notNull(),
    slot: text("slot").notNull(),
    instance: text("instance").notNull(),
    startedAt: ts("started_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    outcome: text("outcome"),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

export const messageChannel = pgEnum("message_channel", ["sms", "email", "whatsapp", "push"]);
export const messageStatus = pgEnum("message_status", ["pending", "sent", "failed"]);
export type Attachment = { filename: string; contentType: string; contentBase64: string };

export const outboxMessages = pgTable("outbox_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  channel: messageChannel("channel").notNull(),
  toAddress: text("to_address").notNull(),
  subject: text("subject"),
  text: text("text").notNull(),
  html: text("html"),
  attachments: jsonb("attachments").$type<Attachment[]>().notNull().default([]),
  template: text("template"),
  /** a push message's page, opened when its notification is tapped (migration 1451) */
  url: text("url"),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  bookingId: uuid("booking_id"),
  status: messageStatus("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
  lastError: text("last_error"),
  sentAt: ts("sent_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** WhatsApp (migration 1450): the provider's message id, Meta's delivery status, the SMS to send once instead */
  templateParams: jsonb("template_params").$type<string[]>(),
  providerMessageId: text("provider_message_id"),
  deliveryStatus: text("delivery_status").$type<"sent" | "delivered" | "read" | "failed">(),
  deliveryStatusAt: ts("delivery_status_at"),
  fallback: jsonb("fallback").$type<{ text: string; template?: string | null; toAddress: string }>(),
  fallbackOutboxId: uuid("fallback_outbox_id"),
  deliverBy: ts("deliver_by"),
});

export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  detail: jsonb("detail"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const leadKind = pgEnum("lead_kind", ["service_request", "event_enquiry"]);
export const leadStatus = pgEnum("lead_status", ["new", "contacted", "won", "lost"]);
export const deliveryStatus = pgEnum("delivery_status", ["not_configured", "pending", "delivered", "failed"]);
export type LeadNote = { at: string; by: string | null; text: string };

export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: leadKind("kind").notNull(),
  service: text("service"),
  eventType: text("event_type"),
  name: text("name").notNull(),
  email: text("email"),
  phone: text("phone"),
  description: text("description"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  ip: text("ip"),
  status: leadStatus("status").notNull().default("new"),
  notes: jsonb("notes").$type<LeadNote[]>().notNull().default([]),
  deliveryStatus: deliveryStatus("delivery_status").notNull().default("not_configured"),
  deliveryAttempts: integer("delivery_attempts").notNull().default(0),
  deliveryNextAt: ts("delivery_next_at"),
  deliveryLastError: text("delivery_last_error"),
  deliveredAt: ts("delivered_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const vehicleClasses = pgTable("vehicle_classes", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  exampleModels: text("example_models").notNull().default(""),
  seats: integer("seats").notNull(),
  luggage: integer("luggage").notNull(),
  amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
  image: text("image"),
  sort: integer("sort").notNull().default(0),
});

export const cars = pgTable("cars", {
  id: uuid("id").primaryKey().defaultRandom(),
  vehicleClass: text("class_code")
    .notNull()
    .references(() => vehicleClasses.code),
  model: text("model").notNull(),
  plate: text("plate").notNull().unique(),
  seats: integer("seats").notNull(),
  luggage: integer("luggage").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: ts("created_at").notNull().defaultNow(),
  colour: text("colour").notNull().default(""),
  /** migration 1410: a partner owner's car borrowed for this event (never active: the public fleet never offers it) */
  eventId: uuid("event_id"),
});

export const chauffeurs = pgTable("chauffeurs", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  phone: text("phone").notNull().unique(),
  licenceNumber: text("licence_number").notNull(),
  licenceExpiry: date("licence_expiry", { mode: "string" }).notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** the chauffeur app's sign-in identity (a users row of role 'chauffeur'), made at the first sign-in */
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  photoUrl: text("photo_url"),
  /** the chauffeur's language, for their SMS: en-IN, hi-IN or or-IN (migration 1101, decision record 017) */
  language: text("language").$type<Locale>().notNull().default("en-IN"),
  // migration 1440: duty limits and base (modules/dispatch)
  maxDutyMinutes: integer("max_duty_minutes").notNull().default(720),
  maxDrivingMinutes: integer("max_driving_minutes").notNull().default(600),
  minRestMinutes: integer("min_rest_minutes").notNull().default(480),
  baseLabel: text("base_label"),
  baseLat: doublePrecision("base_lat"),
  baseLng: doublePrecision("base_lng"),
});
