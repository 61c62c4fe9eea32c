import type { AppContext } from "../../context.ts";
import { desc, eq } from "drizzle-orm";
import { TariffSchema, type Tariff, type Vehicle } from "@chauffeur/contracts";
import { tariffs, vehicleClasses } from "../../db/schema/index.ts";

/**
 * Tariff versions never change once written, so each is cached for the life of the process; which version is
 * current is re-read every 30 s (a new version reaches every instance within that time). Vehicle classes likewise.
 */
const CURRENT_TTL_MS = 30_000;
interface Cache {
  versions: Map<number, Tariff>;
  current?: { version: number; at: number };
  classes?: { list: Vehicle[]; at: number };
}
const caches = new WeakMap<AppContext, Cache>();
const cacheOf = (ctx: AppContext) => {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = { versions: new Map() }));
  return c;
};

/** A stored version, checked against the contracts' schema (the row's version number wins over the data's). */
function readTariff(row: { version: number; data: unknown }): Tariff {
  return TariffSchema.parse({ ...(row.data as object), version: row.version });
}

export async function loadTariff(ctx: AppContext, version?: number): Promise<Tariff | null> {
  const c = cacheOf(ctx);
  const now = Date.now();
  let v = version;
  if (v === undefined) {
    if (c.current && now - c.current.at < CURRENT_TTL_MS) v = c.current.version;
    else {
      const rows = await ctx.db
        .select({ version: tariffs.version, data: tariffs.data })
        .from(tariffs)
        .orderBy(desc(tariffs.version))
        .limit(1);
      if (!rows[0]) return null;
      c.current = { version: rows[0].version, at: now };
      c.versions.set(rows[0].version, readTariff(rows[0]));
      v = rows[0].version;
    }
  }
  const hit = c.versions.get(v);
  if (hit) return hit;
  const rows = await ctx.db
    .select({ version: tariffs.version, data: tariffs.data })
    .from(tariffs)
    .where(eq(tariffs.version, v))
    .limit(1);
  if (!rows[0]) return null;
  const t = readTariff(rows[0]);
  c.versions.set(v, t);
  return t;
}

export async function loadVehicleClasses(ctx: AppContext): Promise<Vehicle[]> {
  const c = cacheOf(ctx);
  if (c.classes && Date.now() - c.classes.at < CURRENT_TTL_MS) return c.classes.list;
  const rows = await ctx.db.select().from(vehicleClasses).orderBy(vehicleClasses.sort);
  const list = rows.map((r) => ({
    code: r.code,
    name: r.name,
    description: r.description,
    exampleModels: r.exampleModels,
    seats: r.seats,
    luggage: r.luggage,
    amenities: (r.amenities as string[]) ?? [],
  }));
  c.classes = { list, at: Date.now() };
  return list;
}
