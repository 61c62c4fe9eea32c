/**
 * The slow-4G table (README "Fast on Indian mobile networks"): every public route of item 1 plus `/` on the slow-4G
 * phone, beside the static floor page measured in the same run, and My Bookings cold and on a repeat visit.
 * Measurement details: bench/web-mobile.ts.
 */
import { bookingsVisits, launchPhone, measureRoute, riderWithBookings, type MobileRow } from "./web-mobile.ts";

/** the public routes (README "Fast on Indian mobile networks"), plus `/`; each with its primary control (null: the page has none to tap) */
const FORM_SUBMIT = "main form button[type=submit]";
export const MOBILE_ROUTES: [string, string | null][] = [
  ["/", 'section[aria-labelledby="services-title"] li button[type=button]'],
  ["/auth", FORM_SUBMIT],
  ["/auth/password/forgot", FORM_SUBMIT],
  ["/outstation-trips", FORM_SUBMIT],
  ["/hourly-rental", FORM_SUBMIT],
  ["/airport-transfers", FORM_SUBMIT],
  ["/luxury-cars", "main li a[href='/luxury-cars/sedan']"],
  ["/luxury-cars/sedan", FORM_SUBMIT],
  ["/event-experience", FORM_SUBMIT],
  ["/payment-status", null],
  ["/user/recover-account", FORM_SUBMIT],
];

const ms = (n: number | null) => (n === null ? "—" : String(Math.round(n)));
const mark = (ok: boolean | null) => (ok === null ? "" : ok ? " ✓" : " ✗");

export async function mobileTable(serverUrl: string, floorUrl: string) {
  const only = process.env.WEB_BENCH_ROUTES?.split(",");
  const routes = MOBILE_ROUTES.filter(([r]) => !only || only.includes(r));
  const browser = await launchPhone();
  try {
    // the floor's figures are the median of three visits: every ratio depends on them (a shared machine is noisy)
    const floors: MobileRow[] = [];
    for (let i = 0; i < 3; i++) floors.push(await measureRoute(browser, floorUrl, null));
    const mid = (k: "fcp" | "lcp") => floors.map((f) => f[k] ?? Infinity).sort((a, b) => a - b)[1];
    const floor = { ...floors[0], fcp: mid("fcp"), lcp: mid("lcp") };
    const rows: MobileRow[] = [];
    for (const [route, control] of routes) rows.push(await measureRoute(browser, `${serverUrl}${route}`, control));
    const cookies = await riderWithBookings(serverUrl);
    const bookings = await bookingsVisits(browser, serverUrl, cookies);

    console.log(
      "\n## Slow 4G phone (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU, cold cache, 375 px; Playwright chromium + CDP, web-vitals)",
    );
    console.log(
      `floor (static page, same hero, same run, median of 3): FCP ${ms(floor.fcp)} ms, LCP ${ms(floor.lcp)} ms → targets FCP ≤ ${ms(
        floor.fcp && floor.fcp * 1.3,
      )} ms, LCP ≤ ${ms(floor.lcp && floor.lcp * 1.3)} ms (1.3× floor)`,
    );
    console.log(
      "| route | FCP ms (≤ 1.3× floor) | ×floor | LCP ms (≤ 1.3× floor) | ×floor | first tap ms (≤ 200) | INP ms (≤ 200) | JS before tap |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    console.log(`| static floor | ${ms(floor.fcp)} | 1.00 | ${ms(floor.lcp)} | 1.00 | — | — | 0 KB |`);
    const ratio = (v: number | null, f: number | null) => (v === null || !f ? null : v / f);
    for (const r of rows) {
      const fr = ratio(r.fcp, floor.fcp);
      const lr = ratio(r.lcp, floor.lcp);
      console.log(
        `| ${r.route} | ${ms(r.fcp)}${mark(fr === null ? null : fr <= 1.3)} | ${fr?.toFixed(2) ?? "—"} | ${ms(r.lcp)}${mark(
          lr === null ? null : lr <= 1.3,
        )} | ${lr?.toFixed(2) ?? "—"} | ${ms(r.tap)}${mark(r.tap === null ? null : r.tap <= 200)}${
          r.note ? ` (${r.note})` : ""
        } | ${ms(r.inp)}${mark(r.inp === null ? null : r.inp <= 200)} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
      );
    }
    console.log(
      "\n| My Bookings content visible (first card painted, Element Timing) | ms from navigation start | target |",
    );
    console.log("|---|---:|---:|");
    console.log(
      `| cold (signed in, nothing cached) | ${ms(bookings.cold)}${mark(bookings.cold !== null && bookings.cold <= 2000)} | ≤ 2000 |`,
    );
    console.log(`| cold, React's own list (the page usable; informative) | ${ms(bookings.coldReact)} | — |`);
    console.log(
      `| repeat visit, median of 3 (${bookings.worker ? "riders' service worker active" : "no service worker: HTTP cache only"}; ${bookings.repeats
        .map(ms)
        .join(", ")}) | ${ms(bookings.repeat)}${mark(bookings.repeat !== null && bookings.repeat <= 800)} | ≤ 800 |`,
    );
  } finally {
    await browser.close();
  }
}
