import { bigint, bigserial, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./core.ts";

// Mirrors migrations/0630_operator_second_factor.sql.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const operatorTotp = pgTable("operator_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEnc: text("secret_enc").notNull(),
  confirmedAt: ts("confirmed_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.codeHash)],
);
