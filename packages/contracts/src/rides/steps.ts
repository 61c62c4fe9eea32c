import { z } from "../z.ts";

/**
 * The day of the ride (decision record 010). A confirmed booking has a ride: the chauffeur's steps, in this order and
 * with no clock of their own (the Ride PIN guards the start), each a server-side transition written to the audit log.
 * `no_show` ends a ride whose rider never came (after NO_SHOW_WAIT_MIN minutes' wait at the pickup).
 */
export const RIDE_STEPS = ["assigned", "on_my_way", "arrived", "started", "completed", "no_show"] as const;
export const RideStepSchema = z.enum(RIDE_STEPS);
export type RideStep = z.infer<typeof RideStepSchema>;

/** What the rider, the share page and the console call each step. */
export const RIDE_STEP_LABELS: Record<RideStep, string> = {
  assigned: "Chauffeur assigned",
  on_my_way: "On the way",
  arrived: "Arrived",
  started: "Trip started",
  completed: "Trip completed",
  no_show: "No-show",
};

/** The chauffeur's actions, each moving the ride one step (the buttons of the chauffeur app carry these labels). */
export const DRIVER_ACTIONS = ["on-my-way", "arrived", "start", "complete", "no-show"] as const;
export const DriverActionSchema = z.enum(DRIVER_ACTIONS);
export type DriverAction = z.infer<typeof DriverActionSchema>;
export const DRIVER_ACTION_LABELS: Record<DriverAction, string> = {
  "on-my-way": "On my way",
  arrived: "Arrived",
  start: "Start trip",
  complete: "Complete trip",
  "no-show": "Rider did not come",
};
/** Each action: the step it starts from and the step it leads to. One table, used by the server and the apps. */
export const DRIVER_TRANSITIONS: Record<DriverAction, { from: RideStep; to: RideStep }> = {
  "on-my-way": { from: "assigned", to: "on_my_way" },
  arrived: { from: "on_my_way", to: "arrived" },
  start: { from: "arrived", to: "started" },
  complete: { from: "started", to: "completed" },
  "no-show": { from: "arrived", to: "no_show" },
};
/** The one primary action at a step (null once the ride has ended). */
export function nextDriverAction(step: RideStep): DriverAction | null {
  const found = (Object.keys(DRIVER_TRANSITIONS) as DriverAction[]).find(
    (a) => DRIVER_TRANSITIONS[a].from === step && a !== "no-show",
  );
  return found ?? null;
}

// ---------- the rules' numbers (policy readings in the README "The day of the ride") ----------
export const RIDE_PIN_LENGTH = 4;
export const RIDE_PIN_REGEX = /^\d{4}$/;
/** a wrong PIN five times locks the start until an operator resets it (guessing 1 in 10,000 stays 1 in 2,000) */
export const RIDE_PIN_MAX_FAILURES = 5;
/** the chauffeur app sends its position this often while on the way or on the trip */
export const POSITION_INTERVAL_MS = 12_000;
/** positions in one request at most (a phone that was offline sends what it kept) */
export const POSITIONS_PER_REQUEST_MAX = 50;
/** trails are deleted this many days after the trip; the distance and the times stay */
export const TRAIL_RETENTION_DAYS = 30;
/** a share link stops working this long after the trip ends */
export const SHARE_LINK_GRACE_MS = 60 * 60 * 1000;
/**
 * 'On my way' opens this long before pickup (the later steps follow it in order, and the console's start, complete and
 * no-show wait for it too); before that the server refuses with the time it opens. ON_MY_WAY_OPENS_MINUTES overrides it
 * (README "Configuration"). A round trip is one ride: its return leg has no step of its own.
 */
export const ON_MY_WAY_OPENS_MIN = 180;
/** When a trip's steps open: pickup minus the window. */
export const stepsOpenAt = (pickupAt: Date | string, opensMinutes: number = ON_MY_WAY_OPENS_MIN) =>
  new Date(new Date(pickupAt).getTime() - opensMinutes * 60_000);
/** 'Complete trip' this long or more before the trip's planned end: the confirmation says plainly that it ends early */
export const EARLY_COMPLETE_WARN_MIN = 60;
/** operations are alerted when 'On my way' has not been pressed this long before pickup */
export const LATE_START_ALERT_MIN = { long: 45, city: 20 } as const;
/** a rating at or below this alerts operations */
export const LOW_RATING_ALERT_MAX = 2;
export const RATING_COMMENT_MAX = 500;
/** the emergency number an SOS calls (India's single emergency number) */
export const EMERGENCY_NUMBER = "112";
