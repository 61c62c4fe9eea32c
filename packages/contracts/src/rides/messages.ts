import { NO_SHOW_WAIT_MIN } from "../constants.ts";
import {
  DRIVER_ACTION_LABELS,
  DRIVER_TRANSITIONS,
  RIDE_STEP_LABELS,
  type DriverAction,
  type RideStep,
} from "./steps.ts";

/** Every message of the day of the ride, in one place. */
export const rideMessages = {
  notYourTrip: "This trip is not assigned to you.",
  tripNotFound: "Trip not found. It may have been reassigned or cancelled.",
  otpSent: "If this number belongs to a chauffeur of ours, a sign-in code is on its way by SMS.",
  otpInvalid: "That code is not right or has expired. Ask for a new code and try again.",
  chauffeurInactive: "Your chauffeur account is not active. Call operations.",
  pinReset: "A new Ride PIN was sent to the rider by SMS; the chauffeur can start the trip with it.",
  pinResetNotNow: "The Ride PIN can be reset only for a confirmed trip that has not started.",
  chauffeursOnly: "Chauffeurs only: sign in to the chauffeur app.",
  unknownChauffeur: "This phone number is not registered as a chauffeur. Ask operations to add you.",
  illegalStep: (action: DriverAction, step: RideStep) =>
    `'${DRIVER_ACTION_LABELS[action]}' is not possible now: the trip is at '${RIDE_STEP_LABELS[step]}' (it must be at '${RIDE_STEP_LABELS[DRIVER_TRANSITIONS[action].from]}').`,
  /** a step before its window (`when`: the opening in Asia/Kolkata, formatted) */
  stepsNotYet: (when: string) => `Too early: 'On my way' opens on ${when} (India time).`,
  wrongPin: "That Ride PIN is not right. Ask the rider for the 4-digit PIN shown in their booking.",
  /** said after wrongPin: how many wrong PINs remain before the start locks (the errors catalogue's rides.pinTriesLeft) */
  pinTriesLeft: (n: number) => `${n} ${n === 1 ? "try" : "tries"} left before the start is locked.`,
  pinLocked: "Too many wrong Ride PINs. Call operations to unlock the start of this trip.",
  noShowTooEarly: `'Rider did not come' is possible after waiting ${NO_SHOW_WAIT_MIN} minutes at the pickup.`,
  notTracking: "Positions are accepted only while you are on the way or on the trip.",
  positionTime: "A position's time cannot be in the future or before you set off.",
  sosOnlyOngoing: "SOS is available during your trip.",
  sosSent: "Help is on the way: our operations team has been alerted.",
  shareUnavailable: "Sharing is available once your booking is confirmed.",
  shareGone: "This trip link has expired or was revoked.",
  shareCreated: "Trip link created. Anyone with it can follow your ride until an hour after it ends.",
  shareRevoked: "Trip link revoked: it no longer works.",
  shareNotFound: "That trip link does not exist or was already revoked.",
  tooManyShares: "Too many trip links for this booking. Please wait a while or revoke one you no longer need.",
  tooManyLookups: "Too many requests for trip links from your network. Please wait a minute.",
  ratingThanks: "Thank you for rating your ride.",
  rateOnlyCompleted: "You can rate a ride once it is completed.",
  alreadyRated: "You have already rated this ride.",
  extensionOnlyHourly: "Extra hours can be added to an hourly rental during the trip.",
  noExtrasDue: "There are no extras to pay on this booking.",
  alertNotFound: "This alert does not exist (it may have been removed with its booking).",
  alertAlreadyAcknowledged: "This alert was already acknowledged by another operator.",
  chauffeurNotFound: "This chauffeur does not exist.",
} as const;
