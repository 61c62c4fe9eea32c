/**
 * The live benchmark's baselines: a bare node:http Server-Sent Events server (GET /stream/:id opens a stream, POST
 * /position/:id writes the posted JSON to that id's streams as an `event: position`), and bare INSERTs of position
 * rows through a pg pool.
 */
import http from "node:http";
import pg from "pg";

export async function bareSseServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const streams = new Map<string, Set<http.ServerResponse>>();
  const server = http.createServer((req, res) => {
    const [, kind, id = ""] = (req.url ?? "").split("/");
    if (req.method === "GET" && kind === "stream") {
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store" });
      res.write(`event: snapshot\ndata: {}\n\n`);
      let set = streams.get(id);
      if (!set) streams.set(id, (set = new Set()));
      set.add(res);
      res.on("close", () => set.delete(res));
      return;
    }
    if (req.method === "POST" && kind === "position") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => (body += c));
      req.on("end", () => {
        const frame = `event: position\ndata: ${JSON.stringify({ bookingId: id, position: JSON.parse(body) })}\n\n`;
        for (const s of streams.get(id) ?? []) s.write(frame);
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"accepted":1}');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * Rows per second of plain INSERTs of one position each, `concurrency` at a time for `durationS`, through a pool, with
 * the p50 and p99 time of one INSERT (waiting for a connection included).
 */
export async function bareInserts(opts: {
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  trips: Array<{ bookingId: string; chauffeurId: string }>;
  concurrency: number;
  durationS: number;
}): Promise<{ rate: number; p50: number; p99: number }> {
  const pool = new pg.Pool({
    connectionString: opts.env.DATABASE_URL,
    options: `-c search_path=${opts.env.DATABASE_SCHEMA}`,
    max: 10,
  });
  let rows = 0;
  let k = 0;
  const times: number[] = [];
  const until = performance.now() + opts.durationS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t = opts.trips[k++ % opts.trips.length]!;
      const t0 = performance.now();
      await pool.query({
        name: "bare_position_insert",
        text: `INSERT INTO ride_positions (booking_id, chauffeur_id, lat, lng, accuracy_m, heading, speed_mps, recorded_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        values: [t.bookingId, t.chauffeurId, 20.3 + (k % 1000) * 1e-5, 85.82, 8, 90, 11, new Date()],
      });
      times.push(performance.now() - t0);
      rows++;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const rate = rows / ((performance.now() - t0) / 1000);
  await pool.end();
  times.sort((a, b) => a - b);
  const pct = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { rate: Math.round(rate), p50: pct(0.5), p99: pct(0.99) };
}
