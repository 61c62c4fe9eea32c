/**
 * Accounts benchmark: argon2id hash time at the configured cost; POST /api/v1/user/login (hashing
 * dominates) and GET /api/v1/user/me with a valid session, requests/s and p99, beside the bare node:http figure;
 * and the health route's latency while a login flood runs (hashing is capped by HASH_CONCURRENCY).
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { bareServer, freshPgSchema, load, printTable, startServer } from "./lib.ts";

const MEMORY = Number(process.env.ARGON2_MEMORY_KIB ?? 19456);
const TIME = Number(process.env.ARGON2_TIME_COST ?? 2);
const params = {
  memoryCost: MEMORY,
  timeCost: TIME,
  parallelism: 1,
  algorithm: 2 as Algorithm,
};

// 1. raw hash and verify time, one at a time
const samples: number[] = [];
let stored = "";
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  stored = await hash(`bench-password-${i}`, params);
  samples.push(performance.now() - t0);
}
const verifies: number[] = [];
for (let i = 0; i < 15; i++) {
  const t0 = performance.now();
  await verify(stored, "bench-password-14");
  verifies.push(performance.now() - t0);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `\nargon2id m=${MEMORY} KiB, t=${TIME}, p=1: hash median ${median(samples).toFixed(1)} ms, verify median ${median(verifies).toFixed(1)} ms (15 runs each)`,
);

// 2. the real server with one registered rider, on the embedded database and (when reachable) PostgreSQL
type Server = Awaited<ReturnType<typeof startServer>>;
interface Rider {
  phone: string;
  password: string;
  cookie: string;
  me: unknown;
}

/** Registers a rider, verifies the phone with the code from the development outbox and returns the session. */
async function signUpRider(server: Server): Promise<Rider> {
  const phone = "+919900112233";
  const email = "bench.rider@example.in";
  const password = "Bench#Pass2025";
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const reg = await post("/api/v1/user/register", {
    name: "Bench Rider",
    email,
    phone,
    password,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const outbox = (await (await fetch(`${server.url}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    messages: Array<{ text: string }>;
  };
  const otp = Number(/\b(\d{5})\b/.exec(outbox.messages[0].text)?.[1]);
  const ver = await post("/api/v1/user/otp-verify", { email, phone, otp });
  const cookie = (ver.headers.get("set-cookie") ?? "").split(";")[0];
  if (ver.status !== 200 || !cookie.startsWith("sid=")) throw new Error(`otp-verify failed: ${ver.status}`);
  const me = (await (await fetch(`${server.url}/api/v1/user/me`, { headers: { cookie } })).json()) as unknown;
  return { phone, password, cookie, me };
}

/** GET /me and POST /login beside a bare node:http server answering the same JSON. */
async function measureApi(target: string, server: Server, rider: Rider, port: number) {
  const { cookie } = rider;
  const bare = await bareServer(rider.me, port);
  try {
    await load({
      label: "warm",
      url: `${server.url}/api/v1/user/me`,
      headers: { cookie },
      durationS: 2,
    });
    await load({ label: "warm", url: `${bare.url}/`, durationS: 2 });
    const bareRun = await load({
      label: "bare node:http (same JSON)",
      url: `${bare.url}/`,
      durationS: 8,
    });
    const meRun = await load({
      label: "GET /api/v1/user/me (valid session)",
      url: `${server.url}/api/v1/user/me`,
      headers: { cookie },
      durationS: 8,
    });
    const loginRun = await load({
      label: "POST /api/v1/user/login (argon2id verify)",
      url: `${server.url}/api/v1/user/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: rider.phone, password: rider.password }),
      connections: 20,
      durationS: 8,
    });
    printTable(
      `Accounts API on ${target} vs bare server (me: 50 connections; login: 20 connections; 8 s each)`,
      [bareRun, meRun, loginRun],
      bareRun,
    );
  } finally {
    await bare.close();
  }
}

// 3. other requests during a login flood
async function measureFlood(target: string, server: Server, rider: Rider) {
  const quiet = await load({
    label: "GET /api/v1/health alone",
    url: `${server.url}/api/v1/health`,
    connections: 10,
    durationS: 5,
  });
  const [flood, during] = await Promise.all([
    load({
      label: "login flood (50 connections)",
      url: `${server.url}/api/v1/user/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: rider.phone, password: rider.password }),
      connections: 50,
      durationS: 6,
    }),
    load({
      label: "GET /api/v1/health during the flood",
      url: `${server.url}/api/v1/health`,
      connections: 10,
      durationS: 6,
    }),
  ]);
  printTable(`Health route with and without a concurrent login flood (${target})`, [quiet, during, flood]);
}

async function run(target: string, env: Record<string, string>, port: number) {
  const server = await startServer({
    port,
    env: { RATE_LIMIT_MULTIPLIER: "1000000", JOBS_ENABLED: "false", ...env },
  });
  try {
    const rider = await signUpRider(server);
    await measureApi(target, server, rider, port + 1);
    await measureFlood(target, server, rider);
  } finally {
    await server.stop();
  }
}

await run("PGlite (embedded)", {}, 4331);
let pg: Awaited<ReturnType<typeof freshPgSchema>> | undefined;
try {
  pg = await freshPgSchema();
} catch {
  console.log("\nPostgreSQL not reachable: PGlite figures only");
}
if (pg) {
  try {
    await run("PostgreSQL", pg.env, 4333);
  } finally {
    await pg.drop();
  }
}
