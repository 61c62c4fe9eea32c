/**
 * The slow-4G phone figures (README "Fast on Indian mobile networks"), run by bench/web.bench.ts: Playwright's chromium (Debian's /usr/bin/chromium)
 * at 375 px with a touch screen, each visit in a fresh context (cold cache), the network throttled through the Chrome
 * DevTools Protocol (Network.emulateNetworkConditions: 150 ms RTT, 1.6 Mbps down, 750 kbps up) and the CPU slowed 4×
 * (Emulation.setCPUThrottlingRate). FCP, LCP and INP come from the `web-vitals` library injected before the page's
 * own scripts; the first tap is made on the page's primary control 3 s after the load event and timed from the
 * touch to the visible answer (a validation message, a dialog, a new page) on the next frame; JS bytes are the
 * scripts' bytes over the wire until that tap. Service-worker fetches are not throttled by the page's emulation (the
 * repeat visit's cache is local anyway).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../scripts/find-browser.mjs";

const require = createRequire(import.meta.url);
const WEB_VITALS = readFileSync(require.resolve("web-vitals").replace(/web-vitals\.js$/, "web-vitals.iife.js"), "utf8");
/** what the first tap must make visible: a message, an invalid field, a dialog, or another page */
const RESPONSE = '[role="alert"]:not(:empty), [aria-invalid="true"], [role="dialog"], [role="alertdialog"]';

/** Records the vitals, the first touch and when a selector first became visible, in every page of the context. */
const PROBE = `(() => {
  const b = (window.__bench = { fcp: null, lcp: null, inp: null, tapAt: null, seen: {}, path: location.pathname });
  webVitals.onFCP((m) => (b.fcp = m.value));
  webVitals.onLCP((m) => (b.lcp = m.value), { reportAllChanges: true });
  webVitals.onINP((m) => (b.inp = m.value), { reportAllChanges: true, durationThreshold: 0 });
  addEventListener("pointerdown", (e) => { if (b.tapAt === null) b.tapAt = e.timeStamp; }, true);
  b.frame = {};
  b.watch = (key, sel, painted) => {
    const check = () => {
      if (b.seen[key] !== undefined) return true;
      const hits = [...document.querySelectorAll(sel)];
      const hit = hits.some((el) => el.checkVisibility ? el.checkVisibility() : true);
      const moved = key === "tap" && location.pathname !== b.path;
      if (!hit && !moved) return false;
      b.seen[key] = -1;
      if (painted) {
        // when the browser painted it (Element Timing; marked before the next paint, in the mutation's microtask)
        for (const el of hits) for (const e of [el, ...el.querySelectorAll("*")]) e.setAttribute("elementtiming", key);
        new PerformanceObserver((l) => { for (const e of l.getEntries())
          if (e.identifier === key && !(b.seen[key] > 0)) b.seen[key] = e.renderTime || e.loadTime; })
          .observe({ type: "element", buffered: true });
        requestAnimationFrame(() => setTimeout(() => (b.frame[key] = performance.now())));
        return true;
      }
      requestAnimationFrame(() => setTimeout(() => (b.seen[key] = performance.now())));
      return true;
    };
    if (!check()) {
      const mo = new MutationObserver(() => check() && mo.disconnect());
      mo.observe(document, { subtree: true, childList: true, attributes: true });
    }
  };
})();`;

export interface MobileRow {
  route: string;
  fcp: number | null;
  lcp: number | null;
  tap: number | null;
  inp: number | null;
  jsBytes: number;
  note?: string;
}

type Bench = {
  fcp: number | null;
  lcp: number | null;
  inp: number | null;
  tapAt: number | null;
  seen: Record<string, number>;
};

export async function launchPhone(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
}

export async function phoneContext(browser: Browser, cookies: Parameters<BrowserContext["addCookies"]>[0] = []) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  if (cookies.length) await context.addCookies(cookies);
  await context.addInitScript({ content: WEB_VITALS });
  await context.addInitScript({ content: PROBE });
  return context;
}

/** A page on the slow-4G profile, counting the scripts' bytes over the wire. */
export async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scripts = new Set<string>();
  const js = { bytes: 0 };
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (scripts.has(e.requestId)) js.bytes += e.encodedDataLength;
  });
  return { page, js };
}

const bench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** Waits until `selector` is visible and returns when it was (ms from navigation start), or null after timeoutMs. */
export async function visibleAt(page: Page, key: string, selector: string, timeoutMs = 15_000): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  // the probe exists once the document does (right after a navigation commits it may not yet)
  while (
    !(await page
      .evaluate(
        ([k, s]) => {
          const b = (window as unknown as { __bench?: { watch(k: string, s: string): void } }).__bench;
          b?.watch(k, s);
          return Boolean(b);
        },
        [key, selector],
      )
      .catch(() => false))
  ) {
    if (Date.now() > deadline) return null;
    await page.waitForTimeout(20);
  }
  while (Date.now() < deadline) {
    const at = (await bench(page).catch(() => null))?.seen[key];
    if (at !== undefined && at > 0) return at;
    await page.waitForTimeout(50);
  }
  return null;
}

/** One cold visit: vitals, the first tap on `control` 3 s after load, a few keystrokes for INP, JS bytes. */
export async function measureRoute(
  browser: Browser,
  url: string,
  control: string | null,
  cookies: Parameters<BrowserContext["addCookies"]>[0] = [],
): Promise<MobileRow> {
  const context = await phoneContext(browser, cookies);
  const route = new URL(url).pathname;
  try {
    const { page, js } = await throttledPage(context);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(3000);
    const jsBytes = js.bytes;
    let tap: number | null = null;
    let note: string | undefined;
    const target = control ? page.locator(control).first() : null;
    if (target && (await target.count()) > 0) {
      await page.evaluate(() => ((window as unknown as { __bench: Bench }).__bench.seen = {}));
      await page.evaluate(
        (s) => (window as unknown as { __bench: { watch(k: string, s: string): void } }).__bench.watch("tap", s),
        RESPONSE,
      );
      await target.tap({ timeout: 10_000, noWaitAfter: true });
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const b = await bench(page).catch(() => null);
        if (b && b.seen.tap > 0 && b.tapAt !== null) {
          tap = b.seen.tap - b.tapAt;
          break;
        }
        await page.waitForTimeout(50);
      }
      if (tap === null) note = "no visible answer within 10 s";
      // a few keystrokes in the first text field for INP (the booking forms' typing)
      const field = page.locator('main input[type="text"], main input[type="email"], main input:not([type])').first();
      if ((await field.count()) > 0 && (await field.isVisible())) {
        await field.tap({ timeout: 5000 }).catch(() => {});
        await page.keyboard.type("Pur", { delay: 120 });
        await page.waitForTimeout(500);
      }
    } else note = "no primary control";
    const b = await bench(page).catch(() => null);
    return { route, fcp: b?.fcp ?? null, lcp: b?.lcp ?? null, tap, inp: b?.inp ?? null, jsBytes, note };
  } finally {
    await context.close();
  }
}

type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

/** A rider signed in through the real API with two unpaid bookings (the sandbox never charges): the session cookies. */
export async function riderWithBookings(base: string): Promise<Cookie[]> {
  const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const email = `bench-${Date.now().toString(36)}@example.in`;
  const post = (path: string, body: unknown, cookie = "", headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...headers },
      body: JSON.stringify(body),
    });
  const reg = await post("/api/v1/user/register", { name: "Bench Rider", email, phone, password: "Sarathi#2025" });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const outbox = (await (await fetch(`${base}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
    messages: { channel: string; text: string }[];
  };
  const otp = outbox.messages.find((m) => m.channel === "sms")?.text.match(/\b(\d{5})\b/)?.[1];
  const ver = await post("/api/v1/user/otp-verify", { email, phone, otp: Number(otp) });
  if (ver.status !== 200) throw new Error(`otp-verify: ${ver.status} ${await ver.text()}`);
  const pairs = ver.headers.getSetCookie().map((c) => c.split(";")[0].split("="));
  const cookie = pairs.map(([k, v]) => `${k}=${v}`).join("; ");
  const place = (address: string, lat: number, lng: number) => ({
    address,
    location: { type: "Point", coordinates: [lng, lat] },
  });
  for (let i = 0; i < 2; i++) {
    const hours = 48 + Math.floor(Math.random() * 24 * 80);
    const trip = {
      pickUp: place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818),
      dropOff: place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449),
      stops: [],
      startTime: new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString().slice(0, 16),
      hours: 3,
      passengerCount: 2,
      luggageCount: 2,
    };
    const charge = await post("/api/v1/bookings/charges/hourly-rental", trip, cookie);
    const quoteId = ((await charge.json()) as { data: { quoteId: string } }).data.quoteId;
    const order = await post("/api/v1/bookings/order/hourly-rental", { ...trip, quoteId }, cookie, {
      "Idempotency-Key": `bench-${Date.now()}-${i}`,
    });
    if (order.status !== 200 && order.status !== 201) throw new Error(`order: ${order.status} ${await order.text()}`);
  }
  const host = new URL(base).hostname;
  return pairs.map(([name, value]) => ({ name, value, domain: host, path: "/" }));
}

/** the first booking card of My Bookings, painted by the shell or by React */
const BOOKING_CARD = '[data-testid="booking-card"]';

/**
 * When the first booking card was painted (ms from navigation start): watched from the document's start (an init
 * script), timed by Element Timing — the frame that painted it, not when a script of the bench got to run after it
 * (a `requestAnimationFrame` + `setTimeout` is delayed by every task queued meanwhile, e.g. the app's modules
 * compiling). The frame after the card's insertion is the fallback where Element Timing reports nothing.
 */
async function cardPaintedAt(page: Page, timeoutMs = 30_000): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  let frameSince: number | null = null;
  while (Date.now() < deadline) {
    const b = (await page
      .evaluate(() => (window as unknown as { __bench?: Bench & { frame: Record<string, number> } }).__bench)
      .catch(() => null)) as (Bench & { frame: Record<string, number> }) | null;
    if (b && b.seen.content > 0) return b.seen.content;
    if (b?.frame.content) {
      frameSince ??= Date.now();
      if (Date.now() - frameSince > 3000) return b.frame.content;
    }
    await page.waitForTimeout(50);
  }
  return null;
}

/**
 * My Bookings: when the first booking card is painted (ms from navigation start), cold (cookies only, nothing
 * cached) and on a repeat visit (median of three) in the same browser once the riders' service worker controls it (if
 * the build has one: otherwise the repeat visit has the HTTP cache only).
 */
export async function bookingsVisits(browser: Browser, base: string, cookies: Cookie[]) {
  const context = await phoneContext(browser, cookies);
  await context.addInitScript({
    content: `window.__bench.watch("content", ${JSON.stringify(BOOKING_CARD)}, true);`,
  });
  try {
    const first = await throttledPage(context);
    await first.page.goto(`${base}/user/bookings`, { waitUntil: "commit", timeout: 60_000 });
    const cold = await cardPaintedAt(first.page);
    // React's own list too (the page is the rider's to use), before the worker is awaited
    const coldReact = await visibleAt(first.page, "react", `[data-snapshot-root] ${BOOKING_CARD}`, 30_000);
    // let the worker install (precache) and take the page, as a rider's phone would while reading the list
    const worker = await first.page
      .evaluate(async () => {
        if (!("serviceWorker" in navigator)) return false;
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          const reg = await navigator.serviceWorker.getRegistration("/user/bookings");
          if (reg?.active && !reg.installing && !reg.waiting && reg.active.scriptURL.includes("rider")) return true;
          await new Promise((r) => setTimeout(r, 250));
        }
        return false;
      })
      .catch(() => false);
    await first.page.close();
    // three repeat visits (a new tab each, the same browser), the median
    const repeats: number[] = [];
    for (let i = 0; i < 3; i++) {
      const again = await throttledPage(context);
      await again.page.goto(`${base}/user/bookings`, { waitUntil: "commit", timeout: 60_000 });
      repeats.push((await cardPaintedAt(again.page)) ?? Infinity);
      await again.page.close();
    }
    const sorted = [...repeats].sort((a, b) => a - b);
    const repeat = sorted[1];
    return {
      cold,
      coldReact,
      repeat: Number.isFinite(repeat) ? repeat : null,
      repeats: repeats.map((r) => (Number.isFinite(r) ? r : null)),
      worker,
    };
  } finally {
    await context.close();
  }
}
