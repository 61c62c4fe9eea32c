import {
  driverPaths,
  extrasPaths,
  type DriverAction,
  type DriverExtensions,
  type DriverMe,
  type DriverTrip,
  type DriverTripList,
  type PositionInput,
} from "@chauffeur/contracts";
import type { Locale } from "@chauffeur/contracts/i18n/locales";
import { driverLanguagePath, type DriverLanguageResponse } from "@chauffeur/contracts/rides/driver-language";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import type { T } from "~/i18n";
import type { DriverKey } from "~/i18n/texts/driver";
import type { SendOutcome } from "../lib/position-queue";

/** The chauffeur app's requests (contracts: packages/contracts/src/rides/driver.ts, paths.ts driverPaths). */

/** Some answers wrap their object ({ chauffeur }, { trip }); the screens take the object either way. */
function unwrap<T>(body: unknown, key: string): T {
  if (body && typeof body === "object" && key in body) return (body as Record<string, T>)[key];
  return body as T;
}

export const requestCode = (phone: string) => apiRequest<unknown>(driverPaths.otp, { body: { phone } });

export const signIn = async (phone: string, otp: string) =>
  unwrap<DriverMe>(await apiRequest<unknown>(driverPaths.signIn, { body: { phone, otp } }), "chauffeur");

export const signOut = () => apiRequest<unknown>(driverPaths.signOut, { method: "POST", body: {} });

/** The language the chauffeur chose, kept on the server: their SMS are written in it. */
export const saveLanguage = (language: Locale) =>
  apiRequest<DriverLanguageResponse>(driverLanguagePath, { method: "PUT", body: { language } });

export const fetchMe = async () => unwrap<DriverMe>(await apiRequest<unknown>(driverPaths.me), "chauffeur");

export const fetchTrips = () => apiRequest<DriverTripList>(driverPaths.trips);

export const fetchTrip = async (id: string) =>
  unwrap<DriverTrip>(await apiRequest<unknown>(driverPaths.trip(id)), "trip");

/** One step of the trip; 'start' carries { pin }, 'On my way' may carry { position }. Answers the trip as it is now. */
export const takeAction = async (id: string, action: DriverAction, body: object = {}) =>
  unwrap<DriverTrip>(await apiRequest<unknown>(driverPaths.action(id, action), { method: "POST", body }), "trip");

export const decideExtension = (id: string, extraId: string, decision: "accept" | "decline") =>
  apiRequest<{ message?: string }>(driverPaths.extension(id, extraId, decision), { method: "POST", body: {} });

/**
 * Delivers a batch of positions. A 4xx answer other than 401/408/429 means the server will never take this batch
 * (the trip is over or not this chauffeur's, a time it refuses): 'refused', so it is dropped. No connection, a
 * timeout, an expired session or server trouble: 'retry', so the batch waits for the next flush.
 */
export async function sendPositions(tripId: string, positions: PositionInput[]): Promise<SendOutcome> {
  try {
    await apiRequest<unknown>(driverPaths.positions(tripId), { method: "POST", body: { positions } });
    return "sent";
  } catch (e) {
    if (!(e instanceof ApiRequestError) || e.kind !== "http") return "retry";
    if (e.status === 401 || e.status === 408 || e.status === 429 || e.status >= 500) return "retry";
    return "refused";
  }
}

/** A failure with no answer from the server (offline, network, timeout). */
export const isUnreachable = (e: unknown) => e instanceof ApiRequestError && e.kind !== "http";
/**
 * The server's message for a refused request (the server answers in the app's language: the `lang` cookie), or a
 * plain sentence in the app's language when it could not be reached.
 */
export function errorMessage(e: unknown, t: T<DriverKey>): string {
  if (isUnreachable(e)) return t("error.offline");
  if (e instanceof ApiRequestError && e.serverMessage) return e.serverMessage;
  return t("error.generic");
}

/** The extension requests of a trip (an hourly rental's rider asking for more time), newest first. */
export const fetchExtensions = async (tripId: string) =>
  (await apiRequest<DriverExtensions>(extrasPaths.driverExtensions(tripId))).extensions;
