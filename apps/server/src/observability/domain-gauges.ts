import type { Gauge, Registry } from "prom-client";
import { CONFIRMATION_MINUTES } from "@chauffeur/contracts";
import type { AppContext } from "../context.ts";

type Prom = typeof import("prom-client");

/**
 * The business's state as gauges, read from the database (the same on every instance: aggregate with max() across
 * instances). Read at scrape time, at most once per REFRESH_MS however often /metrics is scraped, by a handful of
 * indexed queries (decision record 013). A failing read keeps the previous values and counts the failure.
 */
const REFRESH_MS = 10_000;

interface JobRow {
  name: string;
  slot: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  outcome: string | null;
}

const ms = (v: Date | string | null) => (v === null ? undefined : new Date(v).getTime());

function defineGauges(prom: Prom, registry: Registry) {
  const gauge = (name: string, help: string, labelNames: string[] = []): Gauge =>
    new prom.Gauge({ name, help, labelNames, registers: [registry] });
  return {
    outbox: gauge("outbox_messages", "Outbox messages not yet sent (pending) or given up (failed)", ["status"]),
    outboxRetrying: gauge("outbox_messages_retrying", "Pending outbox messages whose delivery failed at least once"),
    outboxOldest: gauge("outbox_oldest_pending_age_seconds", "Age of the oldest pending outbox message"),
    payments: gauge("payments", "Payments (gateway orders) by outcome", ["status"]),
    refunds: gauge("refunds", "Refunds by status", ["status"]),
    awaiting: gauge("bookings_awaiting_confirmation", "Paid bookings waiting for an operator's confirmation"),
    overdue: gauge(
      "bookings_awaiting_confirmation_overdue",
      `Paid bookings waiting for confirmation longer than ${CONFIRMATION_MINUTES} minutes`,
    ),
    jobLag: gauge("job_lag_seconds", "How long the job's due slot has waited to run (0: on time)", ["job"]),
    jobLast: gauge("job_last_run_timestamp_seconds", "When the job's last run started (any instance)", ["job"]),
    jobDuration: gauge("job_last_duration_seconds", "How long the job's last finished run took", ["job"]),
    jobOk: gauge("job_last_run_ok", "1 when the job's last finished run succeeded, 0 when it failed", ["job"]),
  };
}
type Gauges = ReturnType<typeof defineGauges>;

export function createDomainGauges(prom: Prom, registry: Registry, ctx: AppContext) {
  const g = defineGauges(prom, registry);
  const failures = new prom.Counter({
    name: "metrics_domain_refresh_failures_total",
    help: "Reads of the business gauges that failed (the previous values are kept)",
    registers: [registry],
  });
  const startedAt = Date.now();
  let last = 0;
  let pending: Promise<void> | undefined;
  const read = async () => {
    const now = ctx.clock.now().getTime();
    await readOutbox(ctx, g, now);
    await readPaymentsAndBookings(ctx, g, now);
    await readJobs(ctx, g, now, startedAt);
  };
  return {
    /** brings the gauges up to date unless they were read less than REFRESH_MS ago (one read at a time) */
    async refresh() {
      if (Date.now() - last < REFRESH_MS) return;
      pending ??= read()
        .then(() => {
          last = Date.now();
        })
        .catch(() => failures.inc())
        .finally(() => {
          pending = undefined;
        });
      await pending;
    },
  };
}

async function readOutbox(ctx: AppContext, g: Gauges, now: number) {
  const ob = await ctx.database.query<{ status: string; n: number; retrying: number; oldest: Date | string | null }>(
    `SELECT status::text AS status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 0)::int AS retrying,
            min(created_at) AS oldest
       FROM outbox_messages WHERE status IN ('pending', 'failed') GROUP BY status`,
  );
  g.outbox.set({ status: "pending" }, 0);
  g.outbox.set({ status: "failed" }, 0);
  g.outboxRetrying.set(0);
  let oldest: number | undefined;
  for (const r of ob) {
    g.outbox.set({ status: r.status }, r.n);
    if (r.status === "pending") {
      g.outboxRetrying.set(r.retrying);
      oldest = ms(r.oldest);
    }
  }
  g.outboxOldest.set(oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000));
}

async function readPaymentsAndBookings(ctx: AppContext, g: Gauges, now: number) {
  const q = ctx.database.query.bind(ctx.database);
  g.payments.reset();
  for (const s of ["created", "attempted", "captured", "failed"]) g.payments.set({ status: s }, 0);
  for (const r of await q<{ status: string; n: number }>(
    "SELECT status::text AS status, count(*)::int AS n FROM payments GROUP BY status",
  ))
    g.payments.set({ status: r.status }, r.n);
  g.refunds.reset();
  for (const r of await q<{ status: string; n: number }>(
    "SELECT status, count(*)::int AS n FROM refunds GROUP BY status",
  ))
    g.refunds.set({ status: r.status }, r.n);
  // the console's definition (modules/ops admin summary): paid, still pending, paid longer ago than the promise
  const [b] = await q<{ awaiting: number; overdue: number }>(
    `SELECT count(*)::int AS awaiting,
            count(*) FILTER (WHERE coalesce((SELECT max(p.captured_at) FROM payments p WHERE p.booking_id = b.id),
                                            b.updated_at) < $1)::int AS overdue
       FROM bookings b WHERE b.status = 'pending' AND b.payment_status = 'paid'`,
    [new Date(now - CONFIRMATION_MINUTES * 60_000)],
  );
  g.awaiting.set(b?.awaiting ?? 0);
  g.overdue.set(b?.overdue ?? 0);
}

/** each job's latest run through the primary key (name, slot): one index probe per job */
async function readJobs(ctx: AppContext, g: Gauges, now: number, startedAt: number) {
  const defs = ctx.scheduler.status().jobs;
  if (defs.length === 0) return;
  const rows = await ctx.database.query<JobRow>(
    `SELECT j.name, r.slot, r.started_at, r.finished_at, r.outcome
       FROM unnest($1::text[]) AS j(name)
       LEFT JOIN LATERAL (SELECT slot, started_at, finished_at, outcome FROM job_runs
                           WHERE job_runs.name = j.name ORDER BY slot DESC LIMIT 1) r ON true`,
    [defs.map((d) => d.name)],
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const d of defs) {
    const r = byName.get(d.name);
    const slot = r?.slot == null ? undefined : Number(r.slot);
    // the slot after the last one run became due at its start; before any run, count from this process's start
    const dueSince = slot === undefined || Number.isNaN(slot) ? startedAt : (slot + 1) * d.everyMs;
    g.jobLag.set({ job: d.name }, Math.max(0, (now - dueSince) / 1000));
    const started = ms(r?.started_at ?? null);
    const finished = ms(r?.finished_at ?? null);
    if (started !== undefined) g.jobLast.set({ job: d.name }, started / 1000);
    if (started !== undefined && finished !== undefined)
      g.jobDuration.set({ job: d.name }, Math.max(0, (finished - started) / 1000));
    if (r?.outcome) g.jobOk.set({ job: d.name }, r.outcome.startsWith("error") ? 0 : 1);
  }
}
