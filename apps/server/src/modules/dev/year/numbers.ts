import type { Database } from "../../../db/client.ts";
import { IST } from "./prng.ts";

/** The last number issued per financial year ('2026-27') of one series, as the counters' table holds it. */
export type Counters = Map<string, number>;

/** bookings/invoice.ts financialYear: April to March, in IST */
export function financialYearOf(t: number): string {
  const ist = new Date(t + IST);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The next number of the year in its series, six digits. */
export function nextNumber(c: Counters, fy: string): string {
  const n = (c.get(fy) ?? 0) + 1;
  c.set(fy, n);
  return String(n).padStart(6, "0");
}

export async function readCounters(database: Database, table: string, where = ""): Promise<Counters> {
  const rows = await database.query<{ financial_year: string; last_number: number }>(
    `SELECT financial_year, last_number FROM ${table} ${where}`,
  );
  return new Map(rows.map((r) => [r.financial_year, Number(r.last_number)]));
}

/** The counters' rows as the generator leaves them: the next document issued by the server follows on. */
export function counterStatements(table: string, c: Counters, series?: string): Array<[string, unknown[]]> {
  return [...c].map(([fy, n]) =>
    series
      ? [
          `INSERT INTO ${table} (series, financial_year, last_number) VALUES ($1, $2, $3)
          ON CONFLICT (series, financial_year) DO UPDATE SET last_number = excluded.last_number`,
          [series, fy, n],
        ]
      : [
          `INSERT INTO ${table} (financial_year, last_number) VALUES ($1, $2)
          ON CONFLICT (financial_year) DO UPDATE SET last_number = excluded.last_number`,
          [fy, n],
        ],
  );
}
