import { describe, expect, it } from "vitest";
import { GSTIN_MESSAGES } from "@chauffeur/contracts";
import {
  ConfigError,
  ConfigSchema,
  demoSummary,
  loadConfig,
  installationMode,
  isLoopbackHost,
  publicBaseFor,
  startRefusal,
} from "./config.ts";

const cfg = (env: Record<string, string> = {}) => ConfigSchema.parse(env);
const REAL = {
  SMTP_URL: "smtp://mail.example.in:587",
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "k",
  MSG91_TEMPLATE_ID: "t",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "s",
  RAZORPAY_WEBHOOK_SECRET: "w",
};

describe("installation mode (docs/security.md §1)", () => {
  it("defaults to a demo on 127.0.0.1 with every transport embedded", () => {
    const c = cfg();
    expect(c.HOST).toBe("127.0.0.1");
    expect(installationMode(c)).toEqual({
      mode: "demo",
      embedded: ["sms", "mail", "whatsapp", "payments"],
      required: ["sms", "mail", "payments"],
    });
    expect(startRefusal(c)).toBeUndefined();
  });

  it("is production only with every real component and DEMO_MODE not true", () => {
    expect(installationMode(cfg(REAL))).toEqual({ mode: "production", embedded: [], required: [] });
    expect(installationMode(cfg({ ...REAL, DEMO_MODE: "true" })).mode).toBe("demo");
    expect(installationMode(cfg({ ...REAL, DEMO_MODE: "" })).mode).toBe("production");
    // the sandbox is never chosen in production: any missing Razorpay part keeps it a demo (and config refuses a partial set)
    expect(() => cfg({ ...REAL, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(/together/);
  });

  it("refuses a public address with anything embedded unless DEMO_MODE=true", () => {
    expect(startRefusal(cfg({ HOST: "0.0.0.0" }))).toMatch(
      /^Refusing to listen on 0\.0\.0\.0 .*SMS provider .*; mail .*; payment gateway .*DEMO_MODE=true/,
    );
    expect(startRefusal(cfg({ HOST: "::" }))).toMatch(/Refusing to listen on ::/);
    expect(startRefusal(cfg({ HOST: "0.0.0.0", DEMO_MODE: "true" }))).toBeUndefined();
    expect(startRefusal(cfg({ ...REAL, HOST: "0.0.0.0" }))).toBeUndefined();
  });

  it("refuses DEMO_MODE=false with anything embedded, and the movable clock in production", () => {
    expect(startRefusal(cfg({ ...REAL, SMTP_URL: "", DEMO_MODE: "false" }))).toMatch(
      /DEMO_MODE=false .*: mail \(set SMTP_URL\)\./,
    );
    expect(startRefusal(cfg({ ...REAL, ENABLE_TEST_CLOCK: "true" }))).toMatch(
      /ENABLE_TEST_CLOCK=true .*refused in production mode/,
    );
    expect(startRefusal(cfg({ ENABLE_TEST_CLOCK: "true" }))).toBeUndefined(); // a demo may move its clock
  });

  it("turns WhatsApp on by default where it can be served: the outbox in a demo, the Cloud API when configured", () => {
    expect(cfg().NOTIFICATION_CHANNELS).toEqual(["email", "sms", "whatsapp", "push"]);
    expect(cfg({ ...REAL, DEMO_MODE: "true" }).NOTIFICATION_CHANNELS).toContain("whatsapp");
    // the rest real and no WhatsApp settings: left out rather than refused
    expect(cfg(REAL).NOTIFICATION_CHANNELS).toEqual(["email", "sms", "push"]);
    expect(startRefusal(cfg({ ...REAL, HOST: "0.0.0.0" }))).toBeUndefined();
    const cloud = {
      WHATSAPP_PROVIDER: "cloud",
      WHATSAPP_ACCESS_TOKEN: "a",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    };
    expect(cfg({ ...REAL, ...cloud }).NOTIFICATION_CHANNELS).toContain("whatsapp");
    expect(installationMode(cfg({ ...REAL, ...cloud })).mode).toBe("production");
    // DEMO_MODE=false never adds it, so its refusal names only what production lacks
    expect(cfg({ DEMO_MODE: "false" }).NOTIFICATION_CHANNELS).not.toContain("whatsapp");
    expect(startRefusal(cfg({ HOST: "0.0.0.0" }))).not.toMatch(/WhatsApp/);
    // asked for by name with the outbox: production needs it replaced
    const asked = cfg({ ...REAL, NOTIFICATION_CHANNELS: "email,sms,whatsapp" });
    expect(installationMode(asked)).toEqual({ mode: "demo", embedded: ["whatsapp"], required: ["whatsapp"] });
    expect(startRefusal({ ...asked, DEMO_MODE: false })).toMatch(/WhatsApp provider \(set WHATSAPP_PROVIDER=cloud/);
  });

  it("writes a year of demo data (DEMO_DATA=year) only in a demo", () => {
    expect(startRefusal(cfg({ ...REAL, DEMO_DATA: "year" }))).toMatch(/DEMO_DATA=year .*refused in production mode/);
    expect(startRefusal(cfg({ DEMO_DATA: "year" }))).toBeUndefined();
    expect(cfg({ DEMO_DATA: "" }).DEMO_DATA).toBeUndefined();
    expect(() => cfg({ DEMO_DATA: "month" })).toThrow();
  });

  it("knows loopback addresses", () => {
    for (const h of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "::ffff:127.0.0.1", "app.localhost"])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ["0.0.0.0", "::", "192.168.1.10", "10.0.0.1", "128.0.0.1", "localhost.example.in", "", undefined])
      expect(isLoopbackHost(h), String(h)).toBe(false);
  });

  it("says what a demo simulates", () => {
    expect(demoSummary(["sms", "mail", "payments"])).toBe(
      "Demo — payments, SMS and e-mail are simulated; nothing is charged or sent.",
    );
    expect(demoSummary(["payments"])).toBe("Demo — payments are simulated; nothing is charged.");
    expect(demoSummary(["sms"])).toBe("Demo — SMS is simulated; nothing is sent.");
    expect(demoSummary([])).toBe("Demo — this is a demonstration installation.");
  });
});

describe('PUBLIC_BASE_URL\'s default and the address the checkout returns to (README "Configuration")', () => {
  it("defaults to this machine at PORT, or to the address HOST names", () => {
    expect(cfg().PUBLIC_BASE_URL).toBe("http://localhost:4000");
    expect(cfg({ PORT: "4345" }).PUBLIC_BASE_URL).toBe("http://localhost:4345");
    expect(cfg({ PORT: "4345", PUBLIC_BASE_URL: "" }).PUBLIC_BASE_URL).toBe("http://localhost:4345");
    expect(cfg({ HOST: "0.0.0.0", DEMO_MODE: "true", PORT: "80" }).PUBLIC_BASE_URL).toBe("http://localhost:80");
    expect(cfg({ HOST: "192.0.2.7", DEMO_MODE: "true" }).PUBLIC_BASE_URL).toBe("http://192.0.2.7:4000");
    expect(cfg({ PUBLIC_BASE_URL: "https://rides.example.in" }).PUBLIC_BASE_URL).toBe("https://rides.example.in");
  });

  it("follows a loopback Host at the server's port on a loopback demo only", () => {
    const demo = cfg({ PORT: "4345" });
    expect(publicBaseFor(demo, "127.0.0.1:4345")).toBe("http://127.0.0.1:4345");
    expect(publicBaseFor(demo, "localhost:4345")).toBe("http://localhost:4345");
    expect(publicBaseFor(demo, "[::1]:4345")).toBe("http://[::1]:4345");
    for (const host of [undefined, "", "evil.example:4345", "127.0.0.1:8080", "a@127.0.0.1:4345", "127.0.0.1:4345/x"])
      expect(publicBaseFor(demo, host), String(host)).toBe("http://localhost:4345");
    // a public address, a proxy in front, or production: PUBLIC_BASE_URL, whatever the Host
    const publicBase = cfg({ PUBLIC_BASE_URL: "https://rides.example.in/", PORT: "4345" });
    expect(publicBaseFor(publicBase, "127.0.0.1:4345")).toBe("https://rides.example.in");
    expect(publicBaseFor(cfg({ PORT: "4345", TRUST_PROXY: "127.0.0.1" }), "127.0.0.1:4345")).toBe(
      "http://localhost:4345",
    );
  });
});

describe("the supplier's GSTIN (packages/contracts/src/gst.ts)", () => {
  it("ships a valid default, the state of which is Odisha", () => {
    expect(cfg().GSTIN).toBe("21ABCDE1234F1ZC");
    expect(cfg({ GSTIN: " 29aagcb7383j1z4 " }).GSTIN).toBe("29AAGCB7383J1Z4");
  });

  it("stops the start with the problem named: a wrong check character, shape or state code", () => {
    const refused = (GSTIN: string) => {
      try {
        loadConfig({ GSTIN });
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error(`${GSTIN} was accepted`);
    };
    // the old shipped default: right shape and state, wrong check character
    expect(refused("21AAAAA0000A1Z5")).toContain(`GSTIN: ${GSTIN_MESSAGES.check}`);
    expect(refused("21ABCDE1234F1Z")).toContain(`GSTIN: ${GSTIN_MESSAGES.format}`);
    expect(refused("25ABCDE1234F1ZC")).toContain(`GSTIN: ${GSTIN_MESSAGES.state}`);
  });
});
