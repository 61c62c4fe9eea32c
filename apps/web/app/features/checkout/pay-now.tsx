import { useMemo } from "react";
import type { Service } from "@chauffeur/contracts";
import { useSignInGate } from "~/features/auth";
import type { ChargeRequest } from "~/features/fares";
import { BusyButton } from "~/components/ui/spinner";
import { createOrder } from "./api/create-order";
import { useCheckout } from "./hooks/use-checkout";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

// The fare summary screen renders <PayNow ... /> and passes what the order call needs.
export interface PayNowProps {
  service: Service;
  quoteId: string;
  /** the checkout form data (trip fields plus addOns) as sent to the charges call */
  formData: ChargeRequest;
  disabled?: boolean;
}

/**
 * Pay Now: creates the order (with an Idempotency-Key per quote, so a double click or a retry
 * returns the same booking), decrypts the options and opens the checkout. Reads 'Processing...' while busy. A 401 (the
 * session ended) opens the sign-in dialog over the summary and, once the rider is in, the payment goes on.
 */
export function PayNow({ service, quoteId, formData, disabled }: PayNowProps) {
  const { busy, start, dialog } = useCheckout();
  const { callSignedIn } = useSignInGate();
  const t = useT(bookingText);
  const idempotencyKey = useMemo(() => `${quoteId}-${crypto.randomUUID()}`, [quoteId]);
  return (
    <>
      <BusyButton
        type="button"
        className="btn-primary w-full"
        busy={busy}
        busyLabel={t("checkout.processing")}
        disabled={disabled}
        onClick={() =>
          void start(() =>
            callSignedIn(() => createOrder(service, { ...formData, quoteId }, idempotencyKey), {
              reason: t("checkout.loginRequired"),
            }),
          )
        }
      >
        {t("checkout.payNow")}
      </BusyButton>
      {dialog}
    </>
  );
}
