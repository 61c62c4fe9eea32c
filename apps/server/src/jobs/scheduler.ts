import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";

export interface JobDefinition {
  name: string;
  /** The job runs once per slot of this length, across all instances. */
  everyMs: number;
  run(): Promise<string | void>;
}

export interface Scheduler {
  register(job: JobDefinition): void;
  /** Runs every due job once now (tests call this instead of waiting for the timer). */
  tick(): Promise<void>;
  /** Runs a job immediately, outside its slot (work that claims rows with SKIP LOCKED is safe to run anywhere). */
  runNow(name: string): Promise<string | void>;
  start(tickMs: number): void;
  stop(): Promise<void>;
  jobs(): string[];
  /** what readiness and /metrics read: whether this instance ticks, when its last tick ended, each job's period */
  status(): SchedulerStatus;
}

export interface SchedulerStatus {
  started: boolean;
  tickMs: number;
  /** real time (not the movable clock) of this instance's last finished tick, or of start() before the first */
  lastTickAt?: number;
  jobs: Array<{ name: string; everyMs: number }>;
}

/**
 * Exactly-once scheduling without an extra service: for each (job, time slot) an instance first inserts
 * a row into job_runs; the primary key lets only one instance win, and only the winner runs the slot.
 */
export function createScheduler(opts: {
  database: Database;
  clock: Clock;
  instanceId: string;
  log: FastifyBaseLogger;
}): Scheduler {
  const { database, clock, instanceId, log } = opts;
  const jobs = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let tickMs = 0;
  let lastTickAt: number | undefined;

  async function runJob(job: JobDefinition, slot: string) {
    const won = await database.query(
      "INSERT INTO job_runs (name, slot, instance) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING name",
      [job.name, slot, instanceId],
    );
    if (won.length === 0) return;
    let outcome = "ok";
    try {
      outcome = (await job.run()) || "ok";
    } catch (e) {
      outcome = `error: ${(e as Error).message}`.slice(0, 500);
      log.error({ err: e, job: job.name }, "job failed");
    }
    await database.query("UPDATE job_runs SET finished_at = now(), outcome = $3 WHERE name = $1 AND slot = $2", [
      job.name,
      slot,
      outcome,
    ]);
  }

  const scheduler: Scheduler = {
    register(job) {
      jobs.set(job.name, job);
    },
    async tick() {
      const now = clock.now().getTime();
      for (const job of jobs.values()) {
        await runJob(job, String(Math.floor(now / job.everyMs)));
      }
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`unknown job ${name}`);
      return job.run();
    },
    start(every) {
      tickMs = every;
      lastTickAt = Date.now();
      const loop = () => {
        running = scheduler
          .tick()
          .catch((e) => log.error({ err: e }, "scheduler tick failed"))
          .finally(() => {
            running = undefined;
            lastTickAt = Date.now();
          });
      };
      timer = setInterval(() => {
        if (!running) loop();
      }, every);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    jobs: () => [...jobs.keys()],
    status: () => ({
      started: timer !== undefined,
      tickMs,
      lastTickAt,
      jobs: [...jobs.values()].map((j) => ({ name: j.name, everyMs: j.everyMs })),
    }),
  };
  return scheduler;
}
