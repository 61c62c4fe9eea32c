import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { fareCheckMessage, fareMessages, type QuoteResponse, type Service } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { requestCharge } from "../api/charge";
import { SUMMARY_PATH } from "../service-paths";
import type { ChargeRequest } from "../types";

export interface FareNavState {
  service: Service;
  formData: ChargeRequest;
  response: QuoteResponse;
}

/**
 * Check Fare: busy while the call runs; success navigates to the fare summary with the service, the
 * form data and the response as navigation state (and the quote id in the URL, so a reload keeps it); failure
 * shows the error catalogue's message as a toast and stays.
 */
export function useCheckFare(service: Service) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (formData: ChargeRequest) => {
    setBusy(true);
    try {
      const response = await requestCharge(service, formData);
      if (!response.success) {
        toast.error((response as { message?: string }).message || fareMessages.unsuccessful);
        return;
      }
      const state: FareNavState = { service, formData, response };
      navigate(`${SUMMARY_PATH[service]}?quote=${response.data.quoteId}`, { state });
    } catch (e) {
      if (e instanceof ApiRequestError) toast.error(fareCheckMessage(e.kind, e.status, e.serverMessage));
      else toast.error(fareMessages.failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
