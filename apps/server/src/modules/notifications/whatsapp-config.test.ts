import { describe, expect, it } from "vitest";
import { ConfigSchema, installationMode, startRefusal } from "../../config.ts";
import { PRODUCTION_TRANSPORTS } from "../../../test/production-config.ts";

const parse = (env: Record<string, string>) => ConfigSchema.safeParse({ NODE_ENV: "test", ...env });

describe("WhatsApp configuration", () => {
  it("needs the four secrets for the Cloud API, named in one clear message", () => {
    const r = parse({ WHATSAPP_PROVIDER: "cloud", WHATSAPP_ACCESS_TOKEN: "t" });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain(
      "WHATSAPP_PROVIDER=cloud needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN",
    );
    const ok = parse({
      WHATSAPP_PROVIDER: "cloud",
      WHATSAPP_ACCESS_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.WHATSAPP_FALLBACK_MINUTES).toBe(3);
  });

  it("counts the WhatsApp outbox as an embedded transport only when WhatsApp is a channel here", () => {
    const prod = ConfigSchema.parse({ ...PRODUCTION_TRANSPORTS, HOST: "0.0.0.0" });
    expect(installationMode(prod)).toEqual({ mode: "production", embedded: [], required: [] });
    const withOutbox = ConfigSchema.parse({
      ...PRODUCTION_TRANSPORTS,
      HOST: "0.0.0.0",
      NOTIFICATION_CHANNELS: "email,sms,whatsapp",
    });
    expect(installationMode(withOutbox).embedded).toEqual(["whatsapp"]);
    expect(startRefusal(withOutbox)).toMatch(/WhatsApp provider \(set WHATSAPP_PROVIDER=cloud/);
  });
});
