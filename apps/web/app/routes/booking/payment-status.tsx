import { useSearchParams } from "react-router";
import { PaymentStatusShell, PaymentStatusView } from "~/features/payments";
import { useHydrated } from "~/lib/use-hydrated";

export const meta = () => [{ title: "Payment Status" }, { name: "robots", content: "noindex" }];

/**
 * /payment-status: open route; the token or error comes from the server's callback redirect. Prerendered as its
 * 'Verifying your payment...' shell (docs/decisions/015): the address is read once hydrated.
 */
export default function Screen() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return <PaymentStatusShell />;
  return <PaymentStatusView token={params.get("token")} error={params.get("error")} />;
}
