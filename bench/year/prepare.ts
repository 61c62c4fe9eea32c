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

/** A fresh installation: migrated and seeded, one rider who is the admin of one company (no bookings). */
export async function prepareFresh(t: Target): Promise<Subjects> {
  const db = await t.open();
  try {
    await migrate(db);
    await seed(db);
    const [u] = await db.query<{ id: string }>(
      "INSERT INTO users (name, phone, email, status, phone_verified_at) VALUES ('Fresh Rider', '+919800000001', 'fresh@example.in', 'active', now()) RETURNING id",
    );
    const [c] = await db.query<{ id: string }>(
      "INSERT INTO companies (legal_name, gstin, state_code, billing_address, billing_email) VALUES ('Fresh Pvt Ltd', '21AAAAA0000A1Z5', '21', 'Bhubaneswar', 'a@example.in') RETURNING id",
    );
    await db.query("INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'admin')", [c.id, u.id]);
    const cookie = await session(db, u.id);
    return {
      riderCookie: cookie,
      companyId: c.id,
      adminCookie: cookie,
      reference: "SL-ABCDEFGH",
      phoneDigits: "98000",
    };
  } finally {
    await db.close();
  }
}

/** The year written into the installation (timed), then sessions for its busiest rider and busiest company's admin. */
export async function prepareYear(t: Target, gstin: string): Promise<Subjects & { seconds: number; rows: number }> {
  const db = await t.open();
  try {
    const s = await generateYear(db, { gstin });
    const [rider] = await db.query<{ user_id: string }>(
      "SELECT user_id FROM bookings WHERE company_id IS NULL GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1",
    );
    const [co] = await db.query<{ company_id: string; user_id: string }>(
      `SELECT b.company_id, m.user_id FROM bookings b
         JOIN company_members m ON m.company_id = b.company_id AND m.role = 'admin'
        WHERE b.company_id IS NOT NULL GROUP BY b.company_id, m.user_id ORDER BY count(*) DESC, b.company_id LIMIT 1`,
    );
    const [b] = await db.query<{ reference: string; phone: string }>(
      "SELECT b.reference, u.phone FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.start_time DESC LIMIT 1 OFFSET 500",
    );
    return {
      riderCookie: await session(db, rider.user_id),
      companyId: co.company_id,
      adminCookie: await session(db, co.user_id),
      reference: b.reference,
      phoneDigits: b.phone.slice(-6),
      seconds: s.seconds,
      rows: s.rows,
    };
  } finally {
    await db.close();
  }
}
