import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { fareCheckMessage, fareMessages, type QuoteResponse, type Service } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { useSession, useSignInGate } from "~/features/auth";
import { requestCharge } from "../api/charge";
import { SUMMARY_PATH } from "../service-paths";
import type { ChargeRequest } from "../types";
import { useLocalizePath, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export interface FareNavState {
  service: Service;
  formData: ChargeRequest;
  response: QuoteResponse;
}

/** The fare check's own messages (fareMessages, the specification's English) by their key in the `booking` catalogue. */
const CHECK_KEYS = {
  [fareMessages.timeout]: "checkFare.timeout",
  [fareMessages.unauthorized]: "checkFare.unauthorized",
  [fareMessages.invalidDetails]: "checkFare.invalidDetails",
  [fareMessages.serverError]: "checkFare.serverError",
  [fareMessages.offline]: "checkFare.offline",
  [fareMessages.failed]: "checkFare.failed",
  [fareMessages.unsuccessful]: "checkFare.unsuccessful",
} as const;

/**
 * Check Fare: busy while the call runs; success navigates to the fare summary with the service, the
 * form data and the response as navigation state (and the quote id in the URL, so a reload keeps it); failure
 * shows the error catalogue's message as a toast and stays. Signed out (or the session ended: a 401), the sign-in
 * dialog opens over the form and, once the rider is in, the same request goes on to the fare summary.
 */
export function useCheckFare(service: Service) {
  const navigate = useNavigate();
  const to = useLocalizePath();
  const { loading, isAuthenticated } = useSession();
  const { requireSignIn, callSignedIn } = useSignInGate();
  const [busy, setBusy] = useState(false);
  const t = useT(bookingText);
  // ours in the page's language; the server's answers come translated
  const own = (message: string) => {
    const key = CHECK_KEYS[message as keyof typeof CHECK_KEYS];
    return key ? t(key) : message;
  };
  const signIn = { reason: t("checkFare.signIn") };
  const submit = async (formData: ChargeRequest) => {
    if (!loading && !isAuthenticated && !(await requireSignIn(signIn))) return;
    setBusy(true);
    try {
      const response = await callSignedIn(() => requestCharge(service, formData), signIn);
      if (!response.success) {
        toast.error(own((response as { message?: string }).message || fareMessages.unsuccessful));
        return;
      }
      const state: FareNavState = { service, formData, response };
      navigate(`${to(SUMMARY_PATH[service])}?quote=${response.data.quoteId}`, { state });
    } catch (e) {
      if (e instanceof ApiRequestError) toast.error(own(fareCheckMessage(e.kind, e.status, e.serverMessage)));
      else toast.error(own(fareMessages.failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
