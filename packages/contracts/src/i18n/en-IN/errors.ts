import { authServerMessages as A } from "../../auth.ts";
import { bookingMessages } from "../../messages.ts";
import { fareRuleMessages as F } from "../../fares/messages.ts";

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
} as const;
