import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { ConfigSchema } from "./config.ts";
import { checkPushConfig } from "./config-notifications.ts";

describe("web push configuration", () => {
  it("defaults to the embedded outbox with generated keys, and takes a web-push key pair from the environment", () => {
    const c = ConfigSchema.parse({});
    expect(c.PUSH_PROVIDER).toBe("outbox");
    expect(c.VAPID_PUBLIC_KEY).toBeUndefined();
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const set = ConfigSchema.parse({
      PUSH_PROVIDER: "webpush",
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: "mailto:ops@example.in",
    });
    expect(set).toMatchObject({ PUSH_PROVIDER: "webpush", VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
  });

  it("refuses one key without the other, a malformed key and a subject that is neither mailto: nor https:", () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    const issues = (env: Record<string, string>) =>
      (ConfigSchema.safeParse(env).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(() => checkPushConfig(ConfigSchema.parse({ VAPID_PUBLIC_KEY: publicKey }))).toThrow(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both together (or neither: a pair is generated once)",
    );
    expect(issues({ VAPID_PRIVATE_KEY: "short" })[0]).toMatch(
      /^VAPID_PRIVATE_KEY: must be the base64url P-256 private key/,
    );
    expect(issues({ VAPID_SUBJECT: "ops@example.in" })).toEqual([
      "VAPID_SUBJECT: must be a mailto: address or an https: URL",
    ]);
  });
});
