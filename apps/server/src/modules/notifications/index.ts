import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import type { AppModule } from "../module.ts";
import { deliverDueMessages } from "./sender.ts";

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

/**
 * Notifications: the outbox every module writes its e-mails and SMS to (in the same transaction as the change they
 * report), the templates, the demo marking, and the delivery job that sends them through the mail and SMS adapters.
 */
export const notificationsModule: AppModule = {
  name: "notifications",
  jobs: (ctx) => [outboxDeliveryJob(ctx)],
};

export { DEMO_EMAIL_LINE, DEMO_EMAIL_PREFIX, DEMO_SMS_PREFIX, demoMarked } from "./demo.ts";
export { enqueueEmail, enqueueSms, type EmailInput, type SmsInput } from "./outbox.ts";
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
