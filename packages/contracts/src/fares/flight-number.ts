/** The airport transfer's directions and flight number rule, without the request schema (fares/requests.ts). */
export const TRANSFER_TYPES = ["airport-to-city", "city-to-airport"] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
/** IATA flight designator: 2-character airline code (letters/digits, not two digits) + 1–4 digits + optional suffix. */
export const FLIGHT_NUMBER_RE = /^(?![0-9]{2})[A-Z0-9]{2}\s?[0-9]{1,4}[A-Z]?$/;
export const normaliseFlightNumber = (s: string) => s.trim().toUpperCase().replace(/\s+/g, " ");
