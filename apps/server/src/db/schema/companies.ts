import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_COMPANY_POLICY, type CompanyPolicy, type CompanyRole } from "@chauffeur/contracts";
import { users } from "./core.ts";

// Mirrors migrations/1300_companies.sql: company accounts (module `companies`). The module queries them with raw SQL
// (lib/sql.ts); these definitions give the row types and keep the schema readable in one place.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  legalName: text("legal_name").notNull(),
  gstin: text("gstin").notNull().unique(),
  stateCode: text("state_code").notNull(),
  billingAddress: text("billing_address").notNull(),
  billingEmail: text("billing_email").notNull(),
  paymentTerms: text("payment_terms", { enum: ["per_ride", "monthly"] })
    .notNull()
    .default("per_ride"),
  creditLimitPaise: bigint("credit_limit_paise", { mode: "number" }).notNull().default(0),
  discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
  status: text("status", { enum: ["active", "suspended"] })
    .notNull()
    .default("active"),
  policy: jsonb("policy").$type<CompanyPolicy>().notNull().default(DEFAULT_COMPANY_POLICY),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<CompanyRole>().notNull(),
    joinedAt: ts("joined_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index("company_members_user_idx").on(t.userId)],
);

export const companyInvitations = pgTable("company_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  role: text("role").$type<CompanyRole>().notNull(),
  invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
  expiresAt: ts("expires_at").notNull(),
  acceptedAt: ts("accepted_at"),
  acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
  revokedAt: ts("revoked_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const companyCostCentres = pgTable(
  "company_cost_centres",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("company_cost_centres_code_idx").on(t.companyId, sql`lower(${t.code})`)],
);

export const companyApplications = pgTable("company_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicantUserId: uuid("applicant_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  legalName: text("legal_name").notNull(),
  gstin: text("gstin").notNull(),
  billingAddress: text("billing_address").notNull(),
  billingEmail: text("billing_email").notNull(),
  note: text("note").notNull().default(""),
  status: text("status", { enum: ["pending", "approved", "declined"] })
    .notNull()
    .default("pending"),
  declineReason: text("decline_reason"),
  decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: ts("decided_at"),
  companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
  createdAt: ts("created_at").notNull().defaultNow(),
});
