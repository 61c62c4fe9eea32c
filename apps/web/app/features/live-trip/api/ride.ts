import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  ridePaths,
  sharedTripPaths,
  type RatingInput,
  type RideView,
  type ShareCreated,
  type SharedTripView,
  type ShareLink,
} from "@chauffeur/contracts";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useLocale } from "~/i18n";
import { rideServerText } from "~/i18n/texts/ride";

export const rideKey = (bookingId: string) => ["ride", bookingId] as const;
export const sharesKey = (bookingId: string) => ["ride", bookingId, "shares"] as const;
export const sharedTripKey = (token: string) => ["shared-trip", token] as const;

/** GET the rider's live trip (their own booking only). */
export function useRide(bookingId: string | null, enabled = true) {
  return useQuery({
    queryKey: rideKey(bookingId ?? ""),
    enabled: Boolean(bookingId) && enabled,
    retry: false,
    queryFn: () => apiRequest<RideView>(ridePaths.ride(bookingId!)),
  });
}

/** GET a shared trip by its token (signed out). */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: sharedTripKey(token),
    retry: false,
    queryFn: () => apiRequest<SharedTripView>(sharedTripPaths.view(token)),
  });
}

export function useShares(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(bookingId),
    enabled,
    retry: false,
    queryFn: async () => (await apiRequest<{ shares: ShareLink[] }>(ridePaths.shares(bookingId))).shares,
  });
}

export const createShare = (bookingId: string) =>
  apiRequest<ShareCreated>(ridePaths.shares(bookingId), { method: "POST" });
export const revokeShare = (bookingId: string, shareId: string) =>
  apiRequest<{ success: true; message: string }>(ridePaths.share(bookingId, shareId), { method: "DELETE" });
export const sendSos = (bookingId: string) =>
  apiRequest<{ success: true; message: string; emergencyNumber: string; contactAlerted: boolean }>(
    ridePaths.sos(bookingId),
    { method: "POST" },
  );
export const rateRide = (bookingId: string, input: RatingInput) =>
  apiRequest<{ success: true; message: string }>(ridePaths.rating(bookingId), { body: input });

/**
 * The server's message for a failed call, else the fallback, in the page's language: English keeps the server's
 * message; Hindi and Odia show a known one translated (rideServerText), else the fallback (already in the language).
 */
export function useRideMessage() {
  const { locale } = useLocale();
  return useCallback(
    (e: unknown, fallback: string) =>
      rideServerText(locale, e instanceof ApiRequestError ? e.serverMessage : undefined, fallback),
    [locale],
  );
}
/** A 404: the booking is not the rider's, or the share link is gone. */
export const isNotFound = (e: unknown) => e instanceof ApiRequestError && e.status === 404;
