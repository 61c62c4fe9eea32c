import { useEffect, useRef } from "react";
import type { PaymentVerification } from "@chauffeur/contracts";
import { verifyPaymentToken } from "../api/verify-payment-token";

/** How often 'Payment Status Unknown' asks again (README "Payments and bookings"). */
const CONFIRM_POLL_MS = 2000;

/**
 * While the payment is being confirmed, the same token is asked again (the server uses it up only once it answers the
 * capture): a capture recorded late by the webhook or reconciliation shows here at once. A failed ask changes nothing.
 */
export function usePollWhileConfirming(token: string | null, onCaptured: (data: PaymentVerification) => void) {
  const latest = useRef(onCaptured);
  latest.current = onCaptured;
  useEffect(() => {
    if (!token) return;
    let done = false;
    const id = setInterval(() => {
      verifyPaymentToken(token)
        .then((res) => {
          if (done || !res?.success || !res.data) return;
          done = true;
          clearInterval(id);
          latest.current(res.data);
        })
        .catch(() => undefined);
    }, CONFIRM_POLL_MS);
    return () => {
      done = true;
      clearInterval(id);
    };
  }, [token]);
}
