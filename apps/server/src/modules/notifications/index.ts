import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import type { AppModule } from "../module.ts";
import { deliverDueMessages } from "./sender.ts";
import { checkChannelConfig } from "./registry.ts";
import { fallBackOverdue } from "./fallback.ts";
import { whatsappRoutes } from "./whatsapp.routes.ts";
import { pushRoutes } from "./push.routes.ts";
import { checkPushConfig } from "../../config-notifications.ts";

/** Drains the outbox every 5 s, in bounded batches so one slot never runs for long. */
function outboxDeliveryJob(ctx: AppContext): JobDefinition {
  return {
    name: "outbox-delivery",
    everyMs: 5_000,
    async run() {
      let total = 0;
      for (let i = 0; i < 10; i++) {
        const r = await deliverDueMessages(ctx, ctx.log);
        total += r.sent + r.failed;
        if (r.sent + r.failed < 20) break;
      }
      return `processed ${total}`;
    },
  };
}

/** Every minute: time-critical WhatsApp messages not delivered by their deliver-by time go by SMS (once). */
function whatsappFallbackJob(ctx: AppContext): JobDefinition {
  return {
    name: "whatsapp-fallback",
    everyMs: 60_000,
    async run() {
      return `fell back ${await fallBackOverdue(ctx.db, ctx.clock.now())}`;
    },
  };
}

/**
 * Notifications: `notify` (tell a person an event: the one place that picks the channels), the channel registry
 * (`registry.ts`, one adapter-backed channel each in `channels/`), the outbox every message is written to (in the
 * same transaction as the change it reports), the templates, the demo marking, and the delivery job.
 */
export const notificationsModule: AppModule = {
  name: "notifications",
  checkConfig: (config) => {
    checkChannelConfig(config);
    checkPushConfig(config);
  },
  // the WhatsApp webhook and the riders' consent, the push subscriptions
  routes: async (app) => {
    await app.register(whatsappRoutes);
    await app.register(pushRoutes);
  },
  jobs: (ctx) => [outboxDeliveryJob(ctx), whatsappFallbackJob(ctx)],
};

export { DEMO_EMAIL_LINE, DEMO_EMAIL_PREFIX, DEMO_SMS_PREFIX } from "./demo.ts";
export { notify, type Notice } from "./notify.ts";
export { CHANNEL_NAMES, channelOf, checkChannelConfig, demoMarked } from "./registry.ts";
export type { EmailRendering, PushRendering, Recipient, SmsRendering, WhatsAppRendering } from "./channels/types.ts";
export { whatsAppConsentOf } from "./consent.ts";
export { whatsappRendering } from "./whatsapp-forms.ts";
export { backoffMs, deliverDueMessages, LEASE_MS, MAX_ATTEMPTS } from "./sender.ts";
export { emails, escapeHtml, smsTexts, type Brand, type RenderedEmail } from "./templates.ts";
export { safetySmsTexts } from "./safety-templates.ts";
export { extrasTexts } from "./extras-templates.ts";
export {
  carText,
  freeWaitMinutes,
  rideFormats,
  rideTexts,
  type RideBrand,
  type RideCrew,
  type RideMessage,
  type RideMessageBooking,
} from "./ride-templates.ts";
export { pushForms } from "./push-forms.ts";
