import { doublePrecision, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./core.ts";

// Mirrors migrations/0102_rider_places.sql: a rider's saved places ('home', 'work'), as the server resolved them.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const riderPlaces = pgTable(
  "rider_places",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label", { enum: ["home", "work"] }).notNull(),
    address: text("address").notNull(),
    placeId: text("place_id").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.label] })],
);
