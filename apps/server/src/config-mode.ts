/**
 * What the configuration makes of the installation (docs/security.md §1): which adapters it selects, demo or
 * production, why it must not start, and the Demo ribbon's sentence. Re-exported by config.ts, where callers import it.
 */
import type { Config } from "./config.ts";
import * as wa from "./config-whatsapp.ts";
import { isLoopbackHost } from "./config-hosts.ts";

/** Razorpay is used only with all three keys (adapters/payments/index.ts); otherwise the sandbox. */
export const usesRazorpayFully = (c: {
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
}) => Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET);

/** Which adapters the configuration selects. */
export const usesRazorpay = (c: Config) => Boolean(c.RAZORPAY_KEY_ID);
export const usesEmbeddedMail = (c: { SMTP_URL?: string }): boolean => !c.SMTP_URL;
export const usesEmbeddedSms = (c: { SMS_PROVIDER: string }): boolean => c.SMS_PROVIDER === "outbox";
export { usesEmbeddedWhatsApp } from "./config-whatsapp.ts";
export { isLoopbackHost } from "./config-hosts.ts";
/** A flight status provider follows airport transfers' flights (else the embedded default: operations update them). */
export const usesFlightProvider = (c: Config) => c.FLIGHT_STATUS_PROVIDER === "aeroapi" && Boolean(c.AEROAPI_KEY);

/**
 * Demo or production (docs/security.md §1). The embedded transports only simulate: the outbox keeps SMS and e-mail
 * (readable at /dev/outbox), the sandbox gateway takes no money. An installation using any of them, or started with
 * DEMO_MODE=true, is a demo: every page shows the Demo ribbon and every message says it comes from a demo.
 * Production mode has every real component configured, no dev route and no movable clock.
 */
export type EmbeddedTransport = "sms" | "mail" | "payments" | "whatsapp";
export interface InstallationMode {
  mode: "demo" | "production";
  /** the embedded transports in use, in the order they are named in messages */
  embedded: EmbeddedTransport[];
  /**
   * those production needs replaced: all but a WhatsApp outbox the default channels added to a demo (with the rest
   * real, WhatsApp is left out instead: defaultChannels)
   */
  required: EmbeddedTransport[];
}

/** How each embedded transport is named, and what replaces it, in the start-up refusal and check:production. */
export const EMBEDDED_COMPONENTS: Record<EmbeddedTransport, { name: string; fix: string }> = {
  sms: { name: "SMS provider", fix: "set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID" },
  mail: { name: "mail", fix: "set SMTP_URL" },
  whatsapp: wa.WHATSAPP_EMBEDDED,
  payments: { name: "payment gateway", fix: "set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET" },
};

export function installationMode(c: Config): InstallationMode {
  const embedded: EmbeddedTransport[] = [];
  if (usesEmbeddedSms(c)) embedded.push("sms");
  if (usesEmbeddedMail(c)) embedded.push("mail");
  if (wa.usesEmbeddedWhatsApp(c)) embedded.push("whatsapp");
  // the sandbox is chosen whenever Razorpay is not fully configured (adapters/payments/index.ts)
  if (!usesRazorpayFully(c)) embedded.push("payments");
  const required = embedded.filter((e) => e !== "whatsapp" || !c.NOTIFICATION_CHANNELS_DEFAULTED);
  return { mode: embedded.length > 0 || c.DEMO_MODE === true ? "demo" : "production", embedded, required };
}
export const isDemo = (c: Config) => installationMode(c).mode === "demo";

/**
 * A loopback demo: the server listens on loopback only, trusts no proxy and its public address is this machine.
 * There the development mailbox stays open to the person at the keyboard (docs/security.md §1), and the checkout's
 * return follows the loopback address the rider opened (publicBaseFor).
 */
export function isLoopbackDemo(config: Config): boolean {
  return (
    installationMode(config).mode === "demo" &&
    isLoopbackHost(config.HOST) &&
    !config.TRUST_PROXY &&
    isLoopbackHost(new URL(config.PUBLIC_BASE_URL).hostname)
  );
}

/**
 * The address the rider is using, for what the server hands back to that rider's browser (the checkout's return): on
 * a loopback demo, the request's Host when it is a loopback name at the port the server serves
 * (`http://127.0.0.1:4000` and `http://localhost:4000` both work); anywhere else PUBLIC_BASE_URL, whatever the Host
 * says. Without a trailing slash.
 */
export function publicBaseFor(config: Config, hostHeader: string | undefined): string {
  const base = config.PUBLIC_BASE_URL.replace(/\/+$/, "");
  if (!hostHeader || !isLoopbackDemo(config)) return base;
  let asked: URL;
  try {
    asked = new URL(`http://${hostHeader}`);
  } catch {
    return base;
  }
  if (!isLoopbackHost(asked.hostname) || asked.username || asked.pathname !== "/") return base;
  const configured = new URL(base);
  const port = asked.port || "80";
  if (port !== (configured.port || (configured.protocol === "https:" ? "443" : "80")) && port !== String(config.PORT))
    return base;
  return asked.origin;
}

/** "a, b and c" */
const listed = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const missingComponents = (embedded: EmbeddedTransport[]) =>
  embedded.map((e) => `${EMBEDDED_COMPONENTS[e].name} (${EMBEDDED_COMPONENTS[e].fix})`).join("; ");

/**
 * Why this configuration must not start, or undefined (docs/security.md §1). One message naming every missing real
 * component; the server prints it and exits 78.
 */
export function startRefusal(c: Config): string | undefined {
  const { mode, required: embedded } = installationMode(c);
  if (c.DEMO_MODE === false && embedded.length > 0)
    return (
      `Refusing to start: DEMO_MODE=false asks for production, but these components are still embedded (simulated): ` +
      `${missingComponents(embedded)}. Configure each of them, or set DEMO_MODE=true to run a demo.`
    );
  if (!isLoopbackHost(c.HOST) && embedded.length > 0 && c.DEMO_MODE !== true)
    return (
      `Refusing to listen on ${c.HOST} with embedded transports, which only simulate and would show every code and ` +
      `link to anyone: ${missingComponents(embedded)}. Configure each of them for production, listen on 127.0.0.1 ` +
      `(HOST) to try it on this machine, or set DEMO_MODE=true to run a public demo.`
    );
  if (mode === "production" && c.DEMO_DATA)
    return "Refusing to start: DEMO_DATA=year writes a year of invented business and is refused in production mode (every real component configured, DEMO_MODE not true). Remove it, or set DEMO_MODE=true for a demo.";
  if (mode === "production" && c.ENABLE_TEST_CLOCK)
    return "Refusing to start: ENABLE_TEST_CLOCK=true is a test aid and is refused in production mode (every real component configured, DEMO_MODE not true). Remove it, or set DEMO_MODE=true for a demo.";
  return undefined;
}

/** A sentence for people: which parts of a demo only simulate (the ribbon, check:production). */
export function demoSummary(embedded: EmbeddedTransport[]): string {
  const parts = embedded.map((e) => ({ payments: "payments", sms: "SMS", mail: "e-mail", whatsapp: "WhatsApp" })[e]);
  if (parts.length === 0) return "Demo — this is a demonstration installation.";
  const charged = embedded.includes("payments");
  const sent = embedded.includes("sms") || embedded.includes("mail") || embedded.includes("whatsapp");
  const nothing = charged && sent ? "nothing is charged or sent" : charged ? "nothing is charged" : "nothing is sent";
  // payments first: "payments, SMS and e-mail are simulated"
  const ordered = ["payments", "SMS", "e-mail", "WhatsApp"].filter((p) => parts.includes(p));
  return `Demo — ${listed(ordered)} ${ordered.length > 1 || ordered[0] === "payments" ? "are" : "is"} simulated; ${nothing}.`;
}
