/** Fare-domain limits shared by the rules, the messages and the server. */

/** City rides, hourly rentals and airport transfers stay within this radius of Bhubaneswar: the specification's "within city limits". */
export const CITY_RADIUS_KM = 60;
/** Airport transfers longer than this are outstation trips. */
export const AIRPORT_TRANSFER_MAX_KM = 150;

/** Departures at most this many days ahead. */
export const MAX_ADVANCE_DAYS = 180;
/** A round trip returns at most this many days after it leaves. */
export const MAX_ROUND_TRIP_DAYS = 30;

/**
 * Fare checks routed by a paid maps provider (Google, or a hosted OSRM) are limited per rider, so a script or a stuck
 * browser cannot run up the provider's bill; the built-in road model costs nothing and is not limited.
 */
export const QUOTE_RATE_LIMIT = { limit: 40, windowSeconds: 600 } as const;
