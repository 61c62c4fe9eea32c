import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths, driverPaths, pushPaths } from "@chauffeur/contracts";
import { bookings, outboxMessages, pushSubscriptions } from "../src/db/schema/index.ts";
import { tellChauffeur } from "../src/modules/rides/ride-notify.ts";
import { deliverDueMessages } from "../src/modules/notifications/index.ts";
import { createRideFixture, type RideFixture } from "../src/modules/rides/test-factories.ts";
import { createSignedInUser } from "./factories.ts";
import { registerAndLogin } from "./auth-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on 127.0.0.1: 201 for a live subscription, 410 under /gone/, 404 under /unknown/. */
async function fakePushService() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith("/gone/") ? 410 : req.url?.startsWith("/unknown/") ? 404 : 201;
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, base, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** A browser's subscription: a fresh P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe("web push: subscriptions, delivery through a push service, expiry and sign-out", () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    push = await fakePushService();
    t = await createTestApp({ config: { PUSH_PROVIDER: "webpush" } });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await t.database.query("UPDATE outbox_messages SET status = 'sent' WHERE status = 'pending'");
    push.received.length = 0;
  });

  const subscribe = (cookie: string, body: object) =>
    t.app.inject({ method: "POST", url: pushPaths.subscriptions, payload: body, headers: { cookie } });
  const subscriptionsOf = (userId: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const pushRows = async (bookingId: string) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId))).filter(
      (m) => m.channel === "push",
    );
  const onMyWay = (f: RideFixture) =>
    t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, "on-my-way"),
      payload: {},
      headers: { cookie: f.chauffeur.cookie },
    });

  it("gives the installation's VAPID public key, generated once", async () => {
    const a = await t.app.inject({ method: "GET", url: pushPaths.key });
    const b = await t.app.inject({ method: "GET", url: pushPaths.key });
    expect(a.statusCode).toBe(200);
    expect(a.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.json().publicKey).toBe(a.json().publicKey);
  });

  it("refuses a subscription that is not a browser's PushSubscription, a guest and an operator, with clear messages", async () => {
    const rider = await createSignedInUser(t);
    const good = browserSubscription(`${push.base}/live/${randomBytes(6).toString("hex")}`);
    const noKeys = await subscribe(rider.cookie, { endpoint: good.endpoint });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.body).toMatch(/keys/);
    const badUrl = await subscribe(rider.cookie, { ...good, endpoint: "not a url" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body).toMatch(/endpoint must be the push service's URL/);
    const plainHttp = await subscribe(rider.cookie, { ...good, endpoint: "http://push.example.com/x" });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.body).toMatch(/endpoint must be an https URL/);
    const badKey = await subscribe(rider.cookie, { ...good, keys: { ...good.keys, auth: "not base64!" } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.body).toMatch(/keys.auth must be base64url/);
    expect((await t.app.inject({ method: "POST", url: pushPaths.subscriptions, payload: good })).statusCode).toBe(401);
    const op = await createSignedInUser(t, { role: "operator" });
    expect((await subscribe(op.cookie, good)).statusCode).toBe(403);
    expect(await subscriptionsOf(rider.userId)).toEqual([]);
  });

  it("sends the rider's 'on the way' to each device, encrypted (aes128gcm) and signed with the VAPID key", async () => {
    const f = await createRideFixture(t);
    const sub = browserSubscription(`${push.base}/live/${randomBytes(6).toString("hex")}`);
    const res = await subscribe(f.rider.cookie, sub);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, subscribed: true });
    expect((await onMyWay(f)).statusCode).toBe(200);
    const [row] = await pushRows(f.booking.id);
    expect(row).toMatchObject({
      subject: "Your chauffeur is on the way",
      url: `/user/bookings/${f.booking.id}/trip`,
      template: `ride:${f.booking.id}:on_my_way`,
      status: "pending",
    });
    expect(row.text).toContain(f.chauffeur.name);
    await deliverDueMessages(t.app.ctx);
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    expect(got.path).toBe(new URL(sub.endpoint).pathname);
    const publicKey = (await t.app.inject({ method: "GET", url: pushPaths.key })).json().publicKey as string;
    expect(got.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(got.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    // the payload is encrypted: the title is not readable on the wire
    expect(got.body.length).toBeGreaterThan(86);
    expect(got.body.toString("latin1")).not.toContain("on the way");
    const [after] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(after.status).toBe("sent");
    const [stored] = await subscriptionsOf(f.rider.userId);
    expect(stored.lastSuccessAt).not.toBeNull();
  });

  it("removes a subscription the push service calls expired (410 or 404) and does not retry its message", async () => {
    for (const prefix of ["gone", "unknown"]) {
      const f = await createRideFixture(t);
      await subscribe(f.rider.cookie, browserSubscription(`${push.base}/${prefix}/${randomBytes(6).toString("hex")}`));
      expect(await subscriptionsOf(f.rider.userId)).toHaveLength(1);
      await onMyWay(f);
      await deliverDueMessages(t.app.ctx);
      expect(await subscriptionsOf(f.rider.userId)).toEqual([]);
      const [row] = await pushRows(f.booking.id);
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row.lastError).toMatch(/expired/);
    }
  });

  it("tells a chauffeur's subscribed device of a new trip, opening it in the chauffeur app", async () => {
    const f = await createRideFixture(t);
    const res = await subscribe(f.chauffeur.cookie, browserSubscription(`${push.base}/live/ch-${f.booking.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, f.booking.id));
    await t.database.db.transaction((tx) => tellChauffeur(t.app.ctx, tx, f.chauffeur, b, "assigned"));
    const rows = (
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.template, `trip:${f.booking.id}`))
    ).filter((m) => m.channel === "push");
    expect(rows).toMatchObject([
      { subject: `New trip ${f.booking.reference}`, url: `/driver/trips/${f.booking.id}`, bookingId: null },
    ]);
    await deliverDueMessages(t.app.ctx);
    expect(push.received.map((r) => r.path)).toEqual([`/live/ch-${f.booking.id}`]);
  });

  it("writes no push message for a rider without a subscribed device", async () => {
    const f = await createRideFixture(t);
    await onMyWay(f);
    expect(await pushRows(f.booking.id)).toEqual([]);
    await deliverDueMessages(t.app.ctx);
    expect(push.received).toEqual([]);
  });

  it("signing out removes the device's subscription (rider and chauffeur); DELETE removes one's own only", async () => {
    const rider = await registerAndLogin(t);
    const sub = browserSubscription(`${push.base}/live/${randomBytes(6).toString("hex")}`);
    expect((await subscribe(rider.cookie, sub)).statusCode).toBe(200);
    expect(await subscriptionsOf(rider.userId)).toHaveLength(1);
    const out = await t.app.inject({ method: "POST", url: apiPaths.logout, headers: { cookie: rider.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await subscriptionsOf(rider.userId)).toEqual([]);

    const f = await createRideFixture(t);
    expect((await subscribe(f.chauffeur.cookie, browserSubscription(`${push.base}/live/c1`))).statusCode).toBe(200);
    expect(await subscriptionsOf(f.chauffeur.userId)).toMatchObject([{ role: "chauffeur" }]);
    const signOut = await t.app.inject({
      method: "POST",
      url: driverPaths.signOut,
      headers: { cookie: f.chauffeur.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await subscriptionsOf(f.chauffeur.userId)).toEqual([]);

    // DELETE by endpoint: another rider's device is never touched
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const subA = browserSubscription(`${push.base}/live/a-${randomBytes(6).toString("hex")}`);
    await subscribe(a.cookie, subA);
    const del = (cookie: string) =>
      t.app.inject({
        method: "DELETE",
        url: pushPaths.subscriptions,
        payload: { endpoint: subA.endpoint },
        headers: { cookie },
      });
    expect((await del(b.cookie)).statusCode).toBe(200);
    expect(await subscriptionsOf(a.userId)).toHaveLength(1);
    expect((await del(a.cookie)).json()).toEqual({ success: true, subscribed: false });
    expect(await subscriptionsOf(a.userId)).toEqual([]);
  });
});
