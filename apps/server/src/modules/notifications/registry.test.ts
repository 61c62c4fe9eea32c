import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../../config.ts";
import { CHANNEL_NAMES, channelOf, checkChannelConfig, demoMarked } from "./registry.ts";

const cfg = (NOTIFICATION_CHANNELS?: string) =>
  ConfigSchema.parse(NOTIFICATION_CHANNELS === undefined ? {} : { NOTIFICATION_CHANNELS });

// The channel registry (docs/ARCHITECTURE.md, "Notifications: one door per channel"): the configuration names
// registered channels only, and a name without a channel is never another channel's.
describe("notification channel registry", () => {
  it("registers e-mail, SMS, WhatsApp and push; all four on by default in a demo (unset or empty), names read from a comma-separated list", () => {
    expect(CHANNEL_NAMES).toEqual(["email", "sms", "whatsapp", "push"]);
    expect(cfg().NOTIFICATION_CHANNELS).toEqual(["email", "sms", "whatsapp", "push"]);
    expect(cfg("").NOTIFICATION_CHANNELS).toEqual(["email", "sms", "whatsapp", "push"]);
    expect(cfg(" sms , email ").NOTIFICATION_CHANNELS).toEqual(["sms", "email"]);
  });

  it("refuses a configuration naming a channel no adapter is registered for", () => {
    expect(() => checkChannelConfig(cfg("email,sms"))).not.toThrow();
    expect(() => checkChannelConfig(cfg("email,pigeon,fax"))).toThrow(
      'NOTIFICATION_CHANNELS names an unknown notification channel: "pigeon", "fax" (registered channels: email, sms, whatsapp, push;',
    );
  });

  it("finds no channel for an unknown name, a channel left out, or an inherited property's name", () => {
    expect(channelOf(cfg(), "sms")?.name).toBe("sms");
    expect(channelOf(cfg("email,sms"), "whatsapp")).toBeUndefined();
    expect(channelOf(cfg("email"), "sms")).toBeUndefined();
    expect(channelOf(cfg(), "toString")).toBeUndefined();
  });

  it("marks a demo's message by its own channel and leaves an unknown channel's alone", () => {
    const m = { subject: null, text: "12345 is your code", html: null };
    expect(demoMarked({ ...m, channel: "sms" }, true).text).toBe("[DEMO] 12345 is your code");
    expect(demoMarked({ ...m, channel: "sms" }, false).text).toBe("12345 is your code");
    expect(demoMarked({ ...m, channel: "whatsapp" }, true).text).toBe("[DEMO] 12345 is your code");
    expect(demoMarked({ ...m, channel: "pigeon" }, true).text).toBe("12345 is your code");
    expect(demoMarked({ ...m, subject: "Your chauffeur is on the way", channel: "push" }, true).subject).toBe(
      "[DEMO] Your chauffeur is on the way",
    );
  });
});
