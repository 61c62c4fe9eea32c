import { describe, expect, it } from "vitest";
import { ConfigSchema, demoSummary, installationMode, isLoopbackHost, startRefusal } from "./config.ts";

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
    expect(installationMode(c)).toEqual({ mode: "demo", embedded: ["sms", "mail", "payments"] });
    expect(startRefusal(c)).toBeUndefined();
  });

  it("is production only with every real component and DEMO_MODE not true", () => {
    expect(installationMode(cfg(REAL))).toEqual({ mode: "production", embedded: [] });
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
