import { randomToken, sha256Hex } from "../../apps/server/src/lib/crypto.ts";
import { openDatabase, type Database } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import { seed } from "../../apps/server/src/db/seed/seed.ts";
import { generateYear } from "../../apps/server/src/modules/dev/index.ts";

/** Where a bench installation lives: a PGlite folder, or a PostgreSQL database. */
export type Target = { name: string; env: Record<string, string>; open(): Promise<Database> };

export const pgliteTarget = (dataDir: string): Target => ({
  name: "PGlite",
  env: { DATA_DIR: dataDir },
  open: () => openDatabase({ dataDir }),
});
export const postgresTarget = (url: string): Target => ({
  name: "PostgreSQL",
  env: { DATABASE_URL: url },
  open: () => openDatabase({ databaseUrl: url, poolSize: 2 }),
});

/** Who the measured pages are for: the busiest rider's session and their company's admin's (portal trips). */
export type Subjects = {
  riderCookie: string;
  companyId: string;
  adminCookie: string;
  reference: string;
  phoneDigits: string;
};

async function session(db: Database, userId: string): Promise<string> {
  const token = randomToken(32);
  await db.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
    sha256Hex(token),
    userId,
  ]);
  return `sid=${token}`;
}

/**
 * An installation in its first days of use: a small fill by the year's generator holding at least one full page of
 * every measured list (the console's queue, riders, leads, events and companies, the busiest rider's My Bookings and
 * the busiest company's trips), so that the comparison with a year measures the history's size, not empty pages.
 */
export const FIRST_DAYS = { scale: 0.1, counts: { companies: 30, events: 200, leads: 200 } };

export type Installation = Subjects & { seconds: number; rows: number; bookings: number };

/** The installation migrated and seeded, then filled (timed), then sessions for its busiest rider and company admin. */
export async function prepare(
  t: Target,
  gstin: string,
  fill: { scale: number; counts?: object },
): Promise<Installation> {
  const db = await t.open();
  try {
    await migrate(db);
    await seed(db);
    const s = await generateYear(db, { gstin, ...fill });
    const [rider] = await db.query<{ user_id: string }>(
      "SELECT user_id FROM bookings WHERE company_id IS NULL GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1",
    );
    const [co] = await db.query<{ company_id: string; user_id: string }>(
      `SELECT b.company_id, m.user_id FROM bookings b
         JOIN company_members m ON m.company_id = b.company_id AND m.role = 'admin'
        WHERE b.company_id IS NOT NULL GROUP BY b.company_id, m.user_id ORDER BY count(*) DESC, b.company_id LIMIT 1`,
    );
    // a booking a few pages down the queue: at most the 500th newest pickup
    const [b] = await db.query<{ reference: string; phone: string }>(
      `SELECT b.reference, u.phone FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.start_time DESC
        LIMIT 1 OFFSET LEAST(500, (SELECT count(*) - 1 FROM bookings))`,
    );
    return {
      riderCookie: await session(db, rider.user_id),
      companyId: co.company_id,
      adminCookie: await session(db, co.user_id),
      reference: b.reference,
      phoneDigits: b.phone.slice(-6),
      seconds: s.seconds,
      rows: s.rows,
      bookings: s.bookings,
    };
  } finally {
    await db.close();
  }
}
