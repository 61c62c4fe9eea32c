/** One endpoint's latency: sequential requests (127.0.0.1 only), a fixed count after a warm-up. */
export type Timing = { label: string; status: number; p50: number; p95: number; n: number; rows: number };

/**
 * How many rows a list answered: the lengths of the arrays at the shallowest level of the JSON body that has any
 * (My Bookings: its active and past bookings), NaN for anything else.
 */
function rowsOf(body: ArrayBuffer): number {
  let level: unknown[];
  try {
    level = [JSON.parse(Buffer.from(body).toString("utf8")) as unknown];
  } catch {
    return NaN;
  }
  for (let depth = 0; depth < 3 && level.length; depth++) {
    const arrays = level.filter(Array.isArray);
    if (arrays.length) return arrays.reduce((n, a) => n + a.length, 0);
    level = level.flatMap((v) => (v && typeof v === "object" ? Object.values(v) : []));
  }
  return NaN;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function timeEndpoint(
  url: string,
  label: string,
  path: string,
  cookie: string,
  o: { warmup?: number; n?: number } = {},
): Promise<Timing> {
  let rows = NaN;
  const get = async () => {
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (Number.isNaN(rows)) rows = rowsOf(body);
    return res.status;
  };
  let status = await get();
  if (status === 404 || status >= 500) return { label, status, p50: NaN, p95: NaN, n: 0, rows };
  for (let i = 0; i < (o.warmup ?? 20); i++) await get();
  const times: number[] = [];
  for (let i = 0; i < (o.n ?? 200); i++) {
    const t0 = performance.now();
    status = await get();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return { label, status, p50: round(pct(times, 50)), p95: round(pct(times, 95)), n: times.length, rows };
}

/** The resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFileSync } = await import("node:fs");
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}
