import { apiPaths, paymentMessages, type PaymentVerification } from "@chauffeur/contracts";
import { ApiRequestError, apiRequest } from "~/lib/api-client";

export const verifyPaymentToken = (token: string) =>
  apiRequest<{ success: boolean; message?: string; data?: PaymentVerification }>(apiPaths.verifyPaymentToken, {
    method: "POST",
    body: { token },
  });

/** The payment-verification messages (specification text). */
export function verificationErrorMessage(e: unknown): string {
  if (!(e instanceof ApiRequestError)) return paymentMessages.verificationFailed;
  if (e.kind === "offline") return paymentMessages.offline;
  if (e.kind !== "http") return paymentMessages.verificationFailed;
  if (e.status === 400) return e.serverMessage ?? paymentMessages.invalidToken;
  if (e.status === 404) return paymentMessages.notFound;
  // a reschedule whose new time could not be kept: the server says why and that the payment goes back
  if (e.status === 409) return e.serverMessage ?? paymentMessages.verificationFailed;
  if (e.status >= 500) return paymentMessages.serverError;
  return paymentMessages.verificationFailed;
}
