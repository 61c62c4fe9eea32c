/**
 * Where a page's main thread goes on the slow-4G phone of bench/web-mobile.ts: loads a page cold, taps its
 * primary control 3 s after the load event, types a few keys in the first text field, and prints
 * - the long animation frames (≥ 50 ms) with their scripts (source, function, invoker) and when they started,
 * - when hydration started (the boot module inserted) and ended (`app:hydrated`),
 * - each interaction's duration (Event Timing), and a CPU profile's self time by script and by function.
 *
 *   WEB_BUILD_DIR=build-x BENCH_WEB_PORT=4328 node --import tsx bench/web-trace.ts /outstation-trips [selector]
 */
import path from "node:path";
import { ROOT, startServer } from "./lib.ts";
import { launchPhone, phoneContext, throttledPage } from "./web-mobile.ts";

const PROBE = `(() => {
  const t = (window.__trace = { loaf: [], events: [], marks: {} });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) t.loaf.push({ start: e.startTime, duration: e.duration,
    blocking: e.blockingDuration, scripts: e.scripts.map((s) => ({ src: (s.sourceURL || '').split('/').pop(), fn: s.sourceFunctionName,
    inv: s.invoker, type: s.invokerType, dur: s.duration, fl: s.forcedStyleAndLayoutDuration })) }); })
    .observe({ type: "long-animation-frame", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) t.events.push({ name: e.name, start: e.startTime,
    duration: e.duration, proc: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime, id: e.interactionId }); })
    .observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("app:hydrated", () => (t.marks.hydrated = performance.now()));
  addEventListener("load", () => (t.marks.load = performance.now()));
  new MutationObserver((m) => { for (const r of m) for (const n of r.addedNodes) if (n.tagName === "SCRIPT" && n.type === "module" && t.marks.boot === undefined) t.marks.boot = performance.now(); })
    .observe(document, { childList: true, subtree: true });
})();`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The renderer main thread's tasks over 50 ms, each with its direct children (≥ 5 ms) named. */
function longTasks(events: TraceEvent[]) {
  // the renderer main thread that ran the most (navigation may have moved the page to another renderer process)
  const busy = (m: TraceEvent) =>
    events.filter((x) => x.pid === m.pid && x.tid === m.tid && x.name === "FunctionCall").length;
  const main = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .sort((a, b) => busy(b) - busy(a))[0];
  if (!main) {
    const names = new Map<string, number>();
    for (const e of events) names.set(e.name, (names.get(e.name) ?? 0) + 1);
    return console.log(
      `no renderer main thread in the trace (${events.length} events: ${[...names]
        .slice(0, 30)
        .map(([n, c]) => `${n} ${c}`)
        .join(", ")})`,
    );
  }
  const xs = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const nav = events.find((e) => e.name === "navigationStart" || e.name === "markAsMainFrame")?.ts ?? xs[0]?.ts ?? 0;
  const label = (e: TraceEvent) => {
    const d = e.args?.data ?? {};
    const url = String(d.url ?? d.scriptName ?? "")
      .split("/")
      .pop();
    return `${e.name}${d.functionName ? ` ${d.functionName}` : ""}${url ? ` ${url}` : ""}${d.type ? ` ${d.type}` : ""}`;
  };
  console.log("\ntrace: main-thread tasks ≥ 50 ms (ms from navigation; direct children ≥ 5 ms):");
  for (const t of xs.filter((e) => /RunTask$/.test(e.name) && (e.dur ?? 0) >= 50_000)) {
    const end = t.ts + (t.dur ?? 0);
    const inside = xs.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end);
    const direct: TraceEvent[] = [];
    let until = 0;
    for (const e of inside) {
      if (e.ts < until) continue;
      direct.push(e);
      until = e.ts + (e.dur ?? 0);
    }
    const kids = direct
      .filter((e) => (e.dur ?? 0) >= 5000)
      .map((e) => {
        const subs = inside.filter(
          (s) => s !== e && s.ts >= e.ts && s.ts + (s.dur ?? 0) <= e.ts + (e.dur ?? 0) && (s.dur ?? 0) >= 20_000,
        );
        return `${label(e)} ${Math.round((e.dur ?? 0) / 1000)}${
          subs.length
            ? ` [${subs
                .slice(0, 4)
                .map((s) => `${label(s)} ${Math.round((s.dur ?? 0) / 1000)}`)
                .join("; ")}]`
            : ""
        }`;
      });
    console.log(`  ${Math.round((t.ts - nav) / 1000)} +${Math.round((t.dur ?? 0) / 1000)}: ${kids.join(" | ")}`);
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number }; children?: number[] }[];
  startTime?: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Where the main thread went from the first tap's pointerdown for TAP_WINDOW_MS (default 1000): the CPU profile's
 * samples in that window, each function's inclusive time (once per sample, however deep it recurs). The profile and
 * the trace share Chromium's monotonic clock (µs). Most useful on a build that keeps its names:
 * `WEB_NO_MINIFY=1 WEB_BUILD_DIR=build-dbg npx react-router build` in apps/web (budgets are not checked there).
 */
function tapWindow(profile: CpuProfile, events: TraceEvent[]) {
  const down = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "pointerdown");
  if (!down || profile.startTime === undefined) return console.log("\nno pointerdown in the trace");
  const from = down.ts;
  const to = from + Number(process.env.TAP_WINDOW_MS ?? 1000) * 1000;
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const incl = new Map<string, number>();
  let t = profile.startTime;
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const dt = (profile.timeDeltas?.[i] ?? 0) / 1000;
    t += profile.timeDeltas?.[i] ?? 0;
    if (t < from || t > to) return;
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop() || "(native)"}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + dt);
    }
    total += dt;
  });
  console.log(`\nfrom the tap's pointerdown, ${Math.round((to - from) / 1000)} ms: inclusive CPU time by function`);
  for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TAP_TOP ?? 60)))
    if (v >= 2 && !/^\((root|program|idle)\)/.test(k)) console.log(`  ${Math.round(v)} ms  ${k}`);
  console.log(`  (${Math.round(total)} ms of samples)`);
}

/** A CPU profile's self time by script and by function. */
function cpuSummary(profile: CpuProfile) {
  const r = (n: number) => Math.round(n);
  // CPU profile: self time by script and by function
  const dt = new Map<number, number>();
  const times = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (times[i] ?? 0) / 1000));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const ms = dt.get(n.id) ?? 0;
    const url = n.callFrame.url.split("/").pop() || `(${n.callFrame.functionName || "native"})`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    const fn = `${n.callFrame.functionName || "(anon)"} ${url}:${n.callFrame.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([n, v]) => `  ${r(v)} ms  ${n}`)
      .join("\n");
  console.log(`\nCPU self time by script (4× slowed):\n${top(byUrl, 20)}`);
  console.log(`\nby function:\n${top(byFn, 30)}`);
}

async function main() {
  const route = process.argv[2] ?? "/outstation-trips";
  const control = process.argv[3] ?? "main form button[type=submit]";
  const port = Number(process.env.BENCH_WEB_PORT ?? 4328);
  const clientDir = path.join(ROOT, "apps/web", process.env.WEB_BUILD_DIR ?? "build-bench", "client");
  const server = await startServer({ port, env: { WEB_DIST_DIR: clientDir, JOBS_ENABLED: "false" } });
  const browser = await launchPhone();
  try {
    await fetch(`${server.url}${route}`).then((r) => r.text());
    const context = await phoneContext(browser);
    await context.addInitScript({ content: PROBE });
    const { page } = await throttledPage(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
    await cdp.send("Profiler.start");
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.start", {
      categories: "toplevel,devtools.timeline,v8.execute,v8,blink.user_timing,loading",
      transferMode: "ReportEvents",
    });
    await page.goto(`${server.url}${route}`, { waitUntil: "load", timeout: 60_000 });
    // TAP_AFTER_MS moves the tap (default 3 s after the load event, as bench:web): later, to see a tap on a page
    // React has finished hydrating on a slow machine
    await page.waitForTimeout(Number(process.env.TAP_AFTER_MS ?? 3000));
    const tapAt = await page.evaluate(() => performance.now());
    await page.locator(control).first().tap({ noWaitAfter: true });
    await page.waitForTimeout(1500);
    const field = page.locator('main input[type="text"], main input:not([type])').first();
    if ((await field.count()) > 0) {
      await field.tap().catch(() => {});
      await page.keyboard.type("Pur", { delay: 120 });
    }
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    await cdp.send("Tracing.end");
    await traced;
    const trace = await page.evaluate(() => (window as unknown as { __trace: unknown }).__trace);
    const t = trace as {
      loaf: { start: number; duration: number; blocking: number; scripts: Record<string, unknown>[] }[];
      events: Record<string, number | string>[];
      marks: Record<string, number>;
    };
    const r = (n: number) => Math.round(n);
    console.log(
      `marks: ${JSON.stringify(Object.fromEntries(Object.entries(t.marks).map(([k, v]) => [k, r(v)])))}, tap at ${r(tapAt)}`,
    );
    console.log("\nlong animation frames (start, duration, blocking; scripts ≥ 5 ms):");
    for (const l of t.loaf)
      console.log(
        `  ${r(l.start)} +${r(l.duration)} (blocking ${r(l.blocking)})  ${l.scripts
          .filter((s) => (s.dur as number) >= 5)
          .map((s) => `${s.type}:${s.inv} ${s.src}${s.fn ? `#${s.fn}` : ""} ${r(s.dur as number)}ms`)
          .join(" | ")}`,
      );
    console.log("\nevents ≥ 16 ms (start, duration, input delay, processing):");
    for (const e of t.events)
      console.log(
        `  ${e.name} ${r(e.start as number)} dur ${r(e.duration as number)} delay ${r(e.delay as number)} proc ${r(e.proc as number)} id ${e.id}`,
      );
    longTasks(events);
    cpuSummary(profile);
    tapWindow(profile, events);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
