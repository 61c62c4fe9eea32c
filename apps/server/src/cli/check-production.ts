/**
 * `npm run check:production`: reads the environment as the server does and prints, one line each, what a production
 * configuration still lacks (docs/security.md §1). Exit code 1 when a required item is missing, 0 otherwise (advice
 * alone does not fail it). Nothing is contacted and no database is opened.
 */
import { pathToFileURL } from "node:url";
import {
  ConfigError,
  EMBEDDED_COMPONENTS,
  installationMode,
  isLoopbackHost,
  loadConfig,
  usesFlightProvider,
  type Config,
} from "../config.ts";

export interface ChecklistItem {
  /** missing: production is not safe or not real without it; advice: depends on how the installation runs */
  level: "missing" | "advice";
  text: string;
}

export function productionChecklist(c: Config): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const missing = (text: string) => items.push({ level: "missing", text });
  const advice = (text: string) => items.push({ level: "advice", text });
  const { required } = installationMode(c);
  for (const e of required) {
    const { name, fix } = EMBEDDED_COMPONENTS[e];
    missing(
      `${name[0].toUpperCase()}${name.slice(1)}: embedded (${e === "payments" ? "sandbox, takes no money" : "kept in the outbox, never delivered"}) — ${fix}.`,
    );
  }
  if (c.DEMO_MODE === true)
    missing(
      "DEMO_MODE=true: this installation runs as a demo (Demo ribbon, marked messages) — remove it, or set DEMO_MODE=false to have the start refuse anything embedded.",
    );
  if (!c.DATABASE_URL)
    missing(
      `DATABASE_URL: not set, so data lives in the embedded PGlite folder ${c.DATA_DIR} (one process; nightly backups on the same disk in DATA_DIR/backups) — move it with npm run db:move-to-postgres -- --to postgres://… and set DATABASE_URL.`,
    );
  if (!c.SESSION_SECRET)
    missing(
      "SESSION_SECRET: not set, so the key of the OTP hashes is generated and kept in the database beside the hashes — set at least 32 random characters (e.g. openssl rand -base64 48).",
    );
  if (!c.PUBLIC_BASE_URL.startsWith("https://"))
    missing(
      `PUBLIC_BASE_URL: ${c.PUBLIC_BASE_URL} is not https, so session cookies are not Secure and e-mailed links are plain http — set the https address riders use.`,
    );
  if (c.ENABLE_TEST_CLOCK)
    missing("ENABLE_TEST_CLOCK=true: a movable server clock is a test aid, refused in production mode — remove it.");
  if (c.RATE_LIMIT_MULTIPLIER !== 1)
    missing(
      `RATE_LIMIT_MULTIPLIER=${c.RATE_LIMIT_MULTIPLIER}: multiplies every accounts rate limit (benchmarks and tests only) — set it to 1 or remove it.`,
    );
  if (c.NODE_ENV !== "production") missing(`NODE_ENV=${c.NODE_ENV}: set NODE_ENV=production (or remove it).`);
  if (!usesFlightProvider(c))
    advice(
      "Flight status: not tracked (FLIGHT_STATUS_PROVIDER=none), so airport pickups follow the scheduled landing and operations record delays by hand in the console — set FLIGHT_STATUS_PROVIDER=aeroapi with AEROAPI_KEY to follow flights.",
    );
  if (c.OPERATOR_BOOTSTRAP_PASSWORD)
    advice(
      "OPERATOR_BOOTSTRAP_PASSWORD is still set: remove OPERATOR_BOOTSTRAP_* once the first operator exists, so no password waits in the environment.",
    );
  if (!c.REDIS_URL)
    advice(
      "REDIS_URL: not set, so rate-limit counters live in the database; with several instances, set REDIS_URL to share them at lower cost.",
    );
  if (!c.TRUST_PROXY)
    advice(
      isLoopbackHost(c.HOST)
        ? `TRUST_PROXY: not set while HOST=${c.HOST}: behind a reverse proxy on this machine every request seems to come from it — set TRUST_PROXY to the proxy's address (e.g. 127.0.0.1) so limits see client addresses.`
        : "TRUST_PROXY: not set; if a reverse proxy or load balancer stands in front, set it to the proxy's addresses so limits see client addresses (never 'true' on a directly reachable server).",
    );
  else if (c.TRUST_PROXY === "true")
    advice(
      "TRUST_PROXY=true trusts any X-Forwarded-For: anyone reaching the server directly can choose their address — list the proxy's addresses or a hop count instead.",
    );
  if (!c.METRICS_TOKEN && c.METRICS_PORT === undefined)
    advice(
      "Metrics: off (neither METRICS_TOKEN nor METRICS_PORT), so nothing outside can watch requests, jobs, the outbox or payments — set METRICS_PORT (127.0.0.1 only) for a Prometheus on this machine, or METRICS_TOKEN (openssl rand -hex 32) for one elsewhere; probe /api/v1/health/ready.",
    );
  if (c.LOG_LEVEL === "debug" || c.LOG_LEVEL === "trace")
    advice(`LOG_LEVEL=${c.LOG_LEVEL} logs every request: use info in production.`);
  return items;
}

function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.log(`${e.message}\nNot ready for production: the server would refuse to start (exit 78).`);
      process.exit(1);
    }
    throw e;
  }
  const items = productionChecklist(config);
  const missing = items.filter((i) => i.level === "missing");
  for (const i of missing) console.log(`missing: ${i.text}`);
  for (const i of items.filter((x) => x.level === "advice")) console.log(`advice:  ${i.text}`);
  if (missing.length === 0) {
    console.log("ready for production");
    process.exit(0);
  }
  console.log(`Not ready for production: ${missing.length} required item${missing.length === 1 ? "" : "s"} missing.`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
