import { apiPaths, bookingMessages, type OrderResponse, type Service } from "@chauffeur/contracts";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import type { OrderBody } from "~/features/fares";

/** POST /api/v1/bookings/order/{service}: the form data plus addOns plus the quote id; the Idempotency-Key makes retries safe. */
export function createOrder(service: Service, body: OrderBody, idempotencyKey: string) {
  return apiRequest<OrderResponse>(apiPaths.order(service), {
    method: "POST",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** 'Complete payment' of an unpaid pending booking: the same order again. */
export function resumeOrder(bookingId: string) {
  return apiRequest<OrderResponse>(`/api/v1/bookings/${bookingId}/pay`, { method: "POST" });
}

/** The booking-creation messages (specification text). */
export function orderErrorMessage(e: unknown): string {
  if (!(e instanceof ApiRequestError)) return bookingMessages.createFailed;
  if (e.kind === "offline") return bookingMessages.offline;
  if (e.kind !== "http") return bookingMessages.createFailed;
  if (e.status === 400) return e.serverMessage ?? bookingMessages.invalidDetails;
  if (e.status === 401) return bookingMessages.loginRequired;
  if (e.status >= 500) return bookingMessages.serverError;
  // 409: no car free / order expired / already paid: the server says which and what to do
  if (e.status === 409 && e.serverMessage) return e.serverMessage;
  return bookingMessages.createFailed;
}
