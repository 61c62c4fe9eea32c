import { authServerMessages as A } from "../../auth.ts";
import { bookingMessages } from "../../messages.ts";
import { bookingTexts } from "../../bookings.ts";
import { fareRuleMessages as F } from "../../fares/messages.ts";
import { rideMessages as R } from "../../rides/messages.ts";
import { extrasMessages as X } from "../../rides/extras.ts";

/**
 * Error messages the server answers (AppErrors, decision record 009), by code (decision record 017): the English texts
 * are the message tables' own, so the English answer is unchanged; the error plugin finds a message's code from its
 * text and answers in the request's language. A message not listed here stays English.
 */
export default {
  "auth.duplicatePhone": A.duplicatePhone,
  "auth.duplicateEmail": A.duplicateEmail,
  "auth.identifierLocked": A.identifierLocked,
  "auth.otpWrong": A.otpWrong,
  "auth.otpExpired": A.otpExpired,
  "auth.otpTooSoon": A.otpTooSoon,
  "auth.otpTooMany": A.otpTooMany,
  "auth.alreadyVerified": A.alreadyVerified,
  "auth.loginInvalid": A.loginInvalid,
  "auth.loginUnverified": A.loginUnverified,
  "auth.loginDeletionRequested": A.loginDeletionRequested,
  "auth.loginDeletionLocked": A.loginDeletionLocked,
  "auth.tooManyAttempts": A.tooManyAttempts,
  "auth.busy": A.busy,
  "auth.resetInvalid": A.resetInvalid,
  "auth.commonPassword": A.commonPassword,
  "auth.currentPasswordRequired": A.currentPasswordRequired,
  "auth.currentPasswordWrong": A.currentPasswordWrong,
  "booking.loginRequired": bookingMessages.loginRequired,
  "booking.alreadyBooked": bookingTexts.alreadyBooked,
  "fare.badCoordinates": F.badCoordinates,
  "fare.tooManyStops": F.tooManyStops,
  "fare.passengers": F.passengers,
  "fare.suitcases": F.suitcases,
  "fare.outsideRadius": F.outsideRadius,
  "fare.outsideCity": F.outsideCity,
  "fare.airportTooFar": F.airportTooFar,
  "fare.quoteNotFound": F.quoteNotFound,
  "fare.quoteExpired": F.quoteExpired,
  "fare.transferType": F.transferType,
  "fare.airport": F.airport,
  "fare.flightNumber": F.flightNumber,
  "fare.flightRequired": F.flightRequired,
  "fare.tariffMissing": F.tariffMissing,
  "fare.tooManyQuotes": F.tooManyQuotes,
  "fare.placesUnavailable": F.placesUnavailable,
  "fare.departureTooFar": F.departureTooFar,
  "fare.roundTripTooLong": F.roundTripTooLong,
  // ---- What the chauffeur app hears from the server (sign-in, trips, steps, positions, extensions) ----
  "rides.signInToApp": "Sign in to the chauffeur app with your phone.",
  "rides.chauffeursOnly": R.chauffeursOnly,
  "rides.chauffeurInactive": R.chauffeurInactive,
  "rides.otpInvalid": R.otpInvalid,
  "rides.otpFormat": "Enter the code from the SMS",
  "rides.tripIdInvalid": "Trip not found",
  "rides.tripNotFound": R.tripNotFound,
  "rides.notYourTrip": R.notYourTrip,
  /** rideMessages.illegalStep with the buttons' and steps' names of the driver catalogue (translated by the route) */
  "rides.illegalStep": "''{action}'' is not possible now: the trip is at ''{step}'' (it must be at ''{from}'').",
  "rides.pinFormat": "Enter the rider's 4-digit Ride PIN",
  "rides.wrongPin": R.wrongPin,
  /** rideMessages.pinTriesLeft, said after rides.wrongPin (translated by the route) */
  "rides.pinTriesLeft":
    "{n, plural, one {# try left before the start is locked.} other {# tries left before the start is locked.}}",
  "rides.pinLocked": R.pinLocked,
  "rides.noShowTooEarly": R.noShowTooEarly,
  "rides.stepsNotYet": "Too early: ''{action}'' opens on {when} (India time).",
  "rides.notTracking": R.notTracking,
  "rides.positionTime": R.positionTime,
  "rides.extensionNotFound": X.extensionNotFound,
  "rides.extensionAnswered": X.extensionAnswered,
  "rides.extensionTripOver": X.extensionTripOver,
  "rides.extensionUnavailable": X.extensionUnavailable,
  "rides.extraNotFound": X.extraNotFound,
  "rides.chooseDecision": "Choose accept or decline.",
  // the chauffeur's answer to an extension: a 200's message, which the extension route looks up the same way
  "rides.extensionAccepted": X.extensionAccepted,
  "rides.extensionDeclined": X.extensionDeclined,
} as const;
