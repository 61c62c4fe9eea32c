/**
 * The runtime benches' mixed load (decision record 012): fare quotes, My Bookings and logins at once, from
 * riders prepared with quotes and orders. `bench/runtime.bench.ts` measures memory under it;
 * `bench/config-after-load.ts` what it leaves behind. 127.0.0.1 only, bounded in time.
 */
import { QUOTE_BODY, load, signUpRider, type LoadResult } from "./lib.ts";

const RIDERS = 4;

export interface Rider {
  cookie: string;
  phone: string;
  password: string;
}

/** Riders with a quote and up to two unpaid orders each, so My Bookings has rows to list. */
export async function prepareRiders(url: string): Promise<Rider[]> {
  const riders: Rider[] = [];
  for (let i = 0; i < RIDERS; i++) {
    const rider = await signUpRider(url);
    riders.push(rider);
    const headers = { "content-type": "application/json", cookie: rider.cookie };
    for (let j = 0; j < 2; j++) {
      const q = await fetch(`${url}/api/v1/bookings/charges/outstation`, { method: "POST", headers, body: QUOTE_BODY });
      if (q.status !== 200) throw new Error(`quote ${q.status}: ${await q.text()}`);
      const body = (await q.json()) as { quoteId?: string; data?: { quoteId?: string } };
      const quoteId = body.data?.quoteId ?? body.quoteId;
      const order = await fetch(`${url}/api/v1/bookings/order/outstation`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": `bench-${i}-${j}-${Date.now()}` },
        body: JSON.stringify({ quoteId, addOns: {} }),
      });
      if (order.status >= 300) console.log(`(order ${order.status}: ${await order.text()})`);
    }
  }
  return riders;
}

/** The parts of the mixed load, each on its own connections. */
export type MixPart = "quotes" | "list" | "logins";
export const MIX_PARTS: readonly MixPart[] = ["quotes", "list", "logins"];

/**
 * The mixed load: fare quotes and My Bookings (8 connections each) and logins (argon2id, 2 connections) at once, or
 * only the `parts` named.
 */
export async function mixedLoad(
  url: string,
  riders: Rider[],
  seconds: number,
  parts: readonly MixPart[] = MIX_PARTS,
): Promise<LoadResult[]> {
  const [a, b] = riders;
  const runs: Record<MixPart, () => Promise<LoadResult>> = {
    quotes: () =>
      load({
        label: "POST charges/outstation",
        url: `${url}/api/v1/bookings/charges/outstation`,
        method: "POST",
        headers: { "content-type": "application/json", cookie: a.cookie },
        body: QUOTE_BODY,
        connections: 8,
        durationS: seconds,
      }),
    list: () =>
      load({
        label: "GET /api/v1/bookings",
        url: `${url}/api/v1/bookings`,
        headers: { cookie: b.cookie },
        connections: 8,
        durationS: seconds,
      }),
    logins: () =>
      load({
        label: "POST /api/v1/user/login",
        url: `${url}/api/v1/user/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: riders[2].phone, password: riders[2].password }),
        connections: 2,
        durationS: seconds,
      }),
  };
  return Promise.all(parts.map((p) => runs[p]()));
}
