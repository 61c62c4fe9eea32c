import clsx from "clsx";
import { BusyButton } from "~/components/ui/spinner";
import { useCheckout } from "~/features/checkout";
import { useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";
import { createExtrasOrder } from "../api/extras";

/**
 * 'Pay extras': the server opens a gateway order for exactly the extras due and the checkout feature takes it from
 * there, as for Pay Now (the sandbox dialog or Razorpay Checkout, then the payment status page).
 */
export function PayExtrasButton({ bookingId, className }: { bookingId: string; className?: string }) {
  const { busy, start, dialog } = useCheckout();
  const t = useT(rideText);
  return (
    <>
      <BusyButton
        type="button"
        className={clsx("btn-primary min-h-11", className)}
        busy={busy}
        busyLabel={t("extras.processing")}
        onClick={() => void start(() => createExtrasOrder(bookingId))}
      >
        {t("extras.pay")}
      </BusyButton>
      {dialog}
    </>
  );
}
