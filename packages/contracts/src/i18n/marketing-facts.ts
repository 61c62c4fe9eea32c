import {
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  AIRPORT_FREE_WAIT_MIN,
  CONFIRMATION_MINUTES,
  EVENT_CALLBACK_HOURS,
  FREE_CANCEL_MINUTES,
  HOURLY_INCLUDED_KM,
  HOURLY_MAX,
  HOURLY_MIN,
  HOURLY_RATE_RUPEES,
  MAX_PETS,
  MAX_STOPS,
  MIN_ADVANCE_HOURS,
  NO_SHOW_WAIT_MIN,
  OUTSTATION_MAX_KM,
  OUTSTATION_RADIUS_KM,
  PASSENGERS_MAX,
  PET_CAT_RUPEES,
  PET_DOG_RUPEES,
  PLACARD_RUPEES,
  SUITCASES_MAX,
  SUITCASES_MAX_WITH_5,
} from "../constants.ts";
import { DEFAULT_BUSINESS } from "../business.ts";

/**
 * Every number the marketing pages, the policies and the FAQ quote (the `marketing` catalogues write them
 * into their messages in every language), taken from the shared constants so the texts cannot drift from what the
 * booking engine enforces. Readings chosen where the seed offers two: README "Policy readings".
 */
export const P = {
  advanceHours: MIN_ADVANCE_HOURS,
  maxStops: MAX_STOPS,
  hourlyMin: HOURLY_MIN,
  hourlyMax: HOURLY_MAX,
  hourlyRate: HOURLY_RATE_RUPEES,
  hourlyKm: HOURLY_INCLUDED_KM,
  cityRentalMinHours: 2,
  outstationRadiusKm: OUTSTATION_RADIUS_KM,
  outstationMaxKm: OUTSTATION_MAX_KM,
  freeCancelMin: FREE_CANCEL_MINUTES,
  /** = CANCELLATION_FEE_PAISE / 100 (bookings.ts, checked by the web's faq.test.ts): importing it would pull zod in */
  cancelFeeRupees: 200,
  noticeHours: "2 to 3",
  noShowWaitMin: NO_SHOW_WAIT_MIN,
  refundDays: "3 to 7",
  confirmationMin: CONFIRMATION_MINUTES,
  airportFreeWaitMin: AIRPORT_FREE_WAIT_MIN,
  airportExtraRupees: AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  airportBufferDomesticMin: AIRPORT_BUFFER_DOMESTIC_MIN,
  airportBufferInternationalMin: AIRPORT_BUFFER_INTERNATIONAL_MIN,
  maxPets: MAX_PETS,
  dogRupees: PET_DOG_RUPEES,
  catRupees: PET_CAT_RUPEES,
  placardRupees: PLACARD_RUPEES,
  passengersMax: PASSENGERS_MAX,
  suitcasesMax: SUITCASES_MAX,
  suitcasesWith5: SUITCASES_MAX_WITH_5,
  minAge: 18,
  issueReportDays: 7,
  disputeDays: 60,
  eventCallbackHours: EVENT_CALLBACK_HOURS,
  deletionPurgeDays: 30,
  recoveryHours: 72,
} as const;

/** The business's default details as the prerendered policies print them (DEFAULT_BUSINESS). */
export const B = DEFAULT_BUSINESS;
