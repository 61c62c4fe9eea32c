import type { AppModule } from "../module.ts";
import { requireOperator } from "../../plugins/session.ts";
import { setEventPaymentListeners } from "../payments/index.ts";
import { eventPaymentListeners } from "./capture.ts";
import { EVENT_BALANCE_REMINDERS_JOB, sendBalanceReminders } from "./reminders.ts";
import { clientEventRoutes } from "./client.routes.ts";
import { eventDayRoutes } from "./day.routes.ts";
import { opsEventMoneyRoutes } from "./money-ops.routes.ts";
import { opsEventRoutes } from "./ops.routes.ts";
import { onRideStep } from "../rides/index.ts";
import { eventRunStepped } from "./day-steps.ts";
import { opsEventRunRoutes } from "./runs-ops.routes.ts";

// an event's runs move their event: in progress at the first start, completed after the last (day-steps.ts)
onRideStep(eventRunStepped);

/**
 * Weddings and events (README "Weddings and events", docs/ARCHITECTURE.md section 3, decision record 023): the
 * console's events and quotes (lines priced by the tariff's 'events' section, the fleet's capacity, partner cars),
 * the client's signed quote link, the deposit, the balance, receipt vouchers, the final invoice and cancellation, and
 * the day itself: runs (one booking per car per day) assigned to chauffeurs and the coordinator's live event page.
 * An event's status moves only through `transitionEvent` (lifecycle.ts).
 */
// what an event does when payments records the capture of its deposit, balance or difference (capture.ts)
setEventPaymentListeners(eventPaymentListeners);

export const eventsModule: AppModule = {
  name: "events",
  jobs: (ctx) => [{ name: EVENT_BALANCE_REMINDERS_JOB, everyMs: 60 * 60_000, run: () => sendBalanceReminders(ctx) }],
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(opsEventRoutes);
      await scope.register(opsEventMoneyRoutes);
      await scope.register(opsEventRunRoutes);
    });
    // the client's and the coordinator's routes check who is asking themselves (a signed link, a signed-in rider)
    await app.register(clientEventRoutes);
    await app.register(eventDayRoutes);
  },
};

export { transitionEvent, type EventActor } from "./lifecycle.ts";
export { registerEventSampleAid } from "./dev-sample.ts";
export { cancelEventRuns, syncEventRuns } from "./runs.service.ts";
// a browser test's paid event with its runs (the dev module's aid, ENABLE_TEST_CLOCK only)
export { createEventForDay } from "./dev-aid.ts";
