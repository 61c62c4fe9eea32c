import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GUEST_STREAMS_SHARE, MAX_STREAMS_PER_ADDRESS, liveStreams } from "../src/modules/live/index.ts";
import { startLiveApp, type LiveTestApp } from "../src/modules/live/live-app.test-support.ts";
import { SseClient } from "../src/modules/live/sse-client.test-support.ts";
import { createSignedInUser } from "./factories.ts";

/**
 * Live streams cannot be exhausted from one network (docs/security.md §7 "Live streams"): a guest (a share link's
 * visitor) counts per IPv6 /64 as the rate limits do, and guests together hold at most GUEST_STREAMS_SHARE of
 * LIVE_MAX_STREAMS, so the rider and the chauffeur of a booking still get theirs. The test app trusts 127.0.0.1 as its
 * proxy, so each request says its client's address in X-Forwarded-For, as an attacker's many addresses would.
 */
const MAX = 80;
let t: LiveTestApp;
const open: SseClient[] = [];
const connect = async (headers: Record<string, string>) => {
  const c = await SseClient.open(t.streamUrl(`booking:${randomUUID()}`), headers);
  open.push(c);
  if (c.status !== 200) await c.closedByServer();
  return c;
};
const from = (ip: string) => ({ "x-forwarded-for": ip });
const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  t = await startLiveApp({ config: { LIVE_MAX_STREAMS: String(MAX), TRUST_PROXY: "127.0.0.1" } });
});
afterEach(async () => {
  for (const c of open.splice(0)) c.close();
  await until(() => liveStreams(t.app.ctx).size === 0, "every stream released");
});
afterAll(() => t.close());

describe("live streams of guests", () => {
  it("counts an IPv6 guest by its /64: rotating addresses inside one network does not open more", async () => {
    for (let i = 1; i <= MAX_STREAMS_PER_ADDRESS; i++)
      expect((await connect(from(`2001:db8:aa:1::${i.toString(16)}`))).status).toBe(200);
    const rotated = await connect(from("2001:db8:aa:1:ffff:ffff:ffff:fffe"));
    expect(rotated.status).toBe(429);
    expect(JSON.parse(rotated.body).message).toMatch(/live pages open already/);
    // another network is another guest
    expect((await connect(from("2001:db8:aa:2::1"))).status).toBe(200);
  });

  it("keeps a reserve for signed-in people: guests from many networks fill their share, the rider and chauffeur still connect", async () => {
    const share = Math.floor(MAX * GUEST_STREAMS_SHARE);
    for (let i = 0; i < share; i++)
      expect((await connect(from(`2001:db8:${(i + 1).toString(16)}::1`))).status).toBe(200);
    const guest = await connect(from("198.51.100.7"));
    expect(guest.status).toBe(429);
    expect(JSON.parse(guest.body).message).toBe(
      "Too many live connections to this server right now: please try again in a moment.",
    );
    const rider = await createSignedInUser(t);
    const chauffeur = await createSignedInUser(t);
    expect((await connect({ cookie: rider.cookie, ...from("2001:db8:1::1") })).status).toBe(200);
    expect((await connect({ cookie: chauffeur.cookie, ...from("203.0.113.9") })).status).toBe(200);
    expect(liveStreams(t.app.ctx).size).toBe(share + 2);
  });
});
