import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/db/seed/seed.ts";
import { openDatabase } from "../src/db/client.ts";
import { templatePathFor } from "./template-path.ts";

/**
 * A new PGlite takes seconds to start and migrate; do it once per run, dump the migrated and seeded data folder,
 * and let each test file start from that template (about half a second).
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  await seed(database);
  const client = "__pglite" in database ? database.__pglite : undefined;
  if (!(client instanceof PGlite)) throw new Error("PGlite handle missing");
  const dump = await client.dumpDataDir("none");
  const file = templatePathFor(process.pid);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide("pgliteTemplate", file);
  await database.close();
  return () => rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
