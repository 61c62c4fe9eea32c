import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { toast } from "~/lib/toast";
import { useT, type T } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import type en from "@chauffeur/contracts/i18n/en-IN/booking";
import { bookingMessages, type CheckoutOptions, type OrderResponse } from "@chauffeur/contracts";
import { useAppConfig } from "~/features/app-config";
import { ApiRequestError } from "~/lib/api-client";
import { orderErrorMessage } from "../api/create-order";
import { completeSandboxCheckout } from "../api/sandbox-checkout";
import { loadRazorpay } from "../lib/razorpay-script";

// Loaded on Pay Now, not with the fare summary (docs/decisions/015): the options' check (zod) and the
// sandbox's dialog (the dialog library) are needed only once the rider pays.
const loadDecrypt = () => import("../lib/decrypt-options");
const loadSandboxDialog = () => import("../components/sandbox-checkout-dialog");
// the return's form post and its watch (lib/post-callback.ts), fetched on Pay Now too
const loadPost = () => import("../lib/post-callback");
const postToCallback = (...args: Parameters<Awaited<ReturnType<typeof loadPost>>["postToCallback"]>) =>
  void loadPost().then((m) => m.postToCallback(...args));
const SandboxCheckoutDialog = lazy(() => loadSandboxDialog().then((m) => ({ default: m.SandboxCheckoutDialog })));
// only when the return never reached the server (lib/post-callback.ts)
const ReturnBlockedNotice = lazy(() =>
  import("../components/return-blocked-notice").then((m) => ({ default: m.ReturnBlockedNotice })),
);

/** The checkout's own messages (bookingMessages, the specification's English) by their key in the `booking` catalogue. */
const OWN_MESSAGES: ReadonlyArray<readonly [string, keyof typeof en]> = [
  [bookingMessages.createFailed, "checkout.createFailed"],
  [bookingMessages.createUnsuccessful, "checkout.createUnsuccessful"],
  [bookingMessages.invalidDetails, "checkout.invalidDetails"],
  [bookingMessages.loginRequired, "checkout.loginRequired"],
  [bookingMessages.serverError, "checkout.serverError"],
  [bookingMessages.offline, "checkout.offline"],
  [bookingMessages.gatewayMissing, "checkout.gatewayMissing"],
  [bookingMessages.gatewayOpenFailed, "checkout.gatewayOpenFailed"],
  [bookingMessages.paymentCancelled, "checkout.paymentCancelled"],
  [bookingMessages.paymentFailed, "checkout.paymentFailed"],
  [bookingMessages.invalidPaymentConfig, "checkout.invalidPaymentConfig"],
  [bookingMessages.decryptFailed, "checkout.decryptFailed"],
];

/** A message of ours in the page's language (English unchanged); the server's answers come translated already. */
const ownMessage = (t: T<keyof typeof en>) => (message: string) => {
  const key = OWN_MESSAGES.find(([text]) => text === message)?.[1];
  return key ? t(key) : message;
};

/** Razorpay Checkout, loaded on demand: success posts to our callback, dismissing says 'Payment cancelled'. */
async function openRazorpay(options: CheckoutOptions, own: (message: string) => string, onStuck: () => void) {
  const Razorpay = await loadRazorpay();
  if (!Razorpay) {
    toast.error(own(bookingMessages.gatewayMissing));
    return;
  }
  try {
    const { gateway: _gateway, callback_url, ...rest } = options;
    void _gateway;
    const rzp = new Razorpay({
      ...rest,
      handler: (r: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) =>
        postToCallback(
          callback_url,
          {
            razorpay_payment_id: r.razorpay_payment_id,
            razorpay_order_id: r.razorpay_order_id,
            razorpay_signature: r.razorpay_signature,
          },
          onStuck,
        ),
      modal: { ondismiss: () => toast.info(own(bookingMessages.paymentCancelled)) },
    });
    rzp.on("payment.failed", (r) => toast.error(r.error?.description || own(bookingMessages.paymentFailed)));
    rzp.open();
  } catch {
    toast.error(own(bookingMessages.gatewayOpenFailed));
  }
}

/** The order's checkout options, decrypted and checked; null (after its toast) when they cannot be used. */
async function checkoutOptions(
  res: OrderResponse,
  key: string | undefined,
  own: (message: string) => string,
): Promise<CheckoutOptions | null> {
  if (!res?.success || !res.options) {
    toast.error(own(bookingMessages.createUnsuccessful));
    return null;
  }
  let decrypt: Awaited<ReturnType<typeof loadDecrypt>> | null = null;
  try {
    decrypt = await loadDecrypt();
    return await decrypt.decryptCheckoutOptions(res.options, key);
  } catch (e) {
    toast.error(own(decrypt && e instanceof decrypt.CheckoutOptionsError ? e.message : bookingMessages.decryptFailed));
    return null;
  }
}

/**
 * Pay Now's sequence: create the order → decrypt and check the options → open the
 * provider's checkout (the in-app sandbox dialog, or Razorpay Checkout loaded on demand). Success goes to our
 * callback as a form post; dismissing shows 'Payment cancelled'; a failure shows its description or 'Payment failed'.
 */
export function useCheckout(): {
  busy: boolean;
  start(order: () => Promise<OrderResponse>, placed?: (res: OrderResponse) => boolean): Promise<void>;
  dialog: ReactNode;
} {
  const config = useAppConfig();
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState<CheckoutOptions | null>(null);
  // the sandbox's dialog mounts from its first opening on (and stays, so closing animates as before)
  const [sandboxUsed, setSandboxUsed] = useState(false);
  // the checkout's return did not leave the page: the notice says so and leads to My Bookings
  const [stuck, setStuck] = useState(false);
  const onStuck = useCallback(() => setStuck(true), []);
  const t = useT(bookingText);
  const own = useMemo(() => ownMessage(t), [t]);

  const start = useCallback(
    async (order: () => Promise<OrderResponse>, placed?: (res: OrderResponse) => boolean) => {
      if (busy) return;
      setBusy(true);
      // fetched while the order is created, so the options' check and the sandbox's dialog are here when it answers
      void loadDecrypt().catch(() => undefined);
      void loadSandboxDialog().catch(() => undefined);
      void loadPost().catch(() => undefined);
      try {
        let res: OrderResponse;
        try {
          res = await order();
        } catch (e) {
          toast.error(own(orderErrorMessage(e)));
          return;
        }
        // a company's ride on its account or waiting for its approver: no checkout (README "Company accounts")
        if (placed?.(res)) return;
        const options = await checkoutOptions(res, config.payments.optionsKey, own);
        if (!options) return;
        if (options.gateway === "sandbox") {
          setSandbox(options);
          setSandboxUsed(true);
        } else await openRazorpay(options, own, onStuck);
      } finally {
        setBusy(false);
      }
    },
    [busy, config.payments.optionsKey, own, onStuck],
  );

  const notice = stuck && <ReturnBlockedNotice onClose={() => setStuck(false)} />;
  const dialog = !sandboxUsed ? (
    notice && <Suspense fallback={null}>{notice}</Suspense>
  ) : (
    <Suspense fallback={null}>
      {notice}
      <SandboxCheckoutDialog
        options={sandbox}
        complete={async (orderId, outcome) => (await completeSandboxCheckout(orderId, outcome)).result}
        onSuccess={(fields) => {
          const url = sandbox!.callback_url;
          setSandbox(null);
          postToCallback(url, fields, onStuck);
        }}
        onFailure={(description) => {
          setSandbox(null);
          toast.error(
            description && description !== bookingMessages.paymentFailed ? description : t("checkout.paymentFailed"),
          );
        }}
        onClose={() => {
          setSandbox(null);
          toast.info(t("checkout.paymentCancelled"));
        }}
        onError={(e) => {
          setSandbox(null);
          // a refusal the rider can act on (409: 'This booking is already paid.') is shown as the server said it
          toast.error(
            e instanceof ApiRequestError && e.status === 409 && e.serverMessage
              ? e.serverMessage
              : own(bookingMessages.gatewayOpenFailed),
          );
        }}
      />
    </Suspense>
  );
  return { busy, start, dialog };
}
