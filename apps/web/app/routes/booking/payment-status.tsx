import { useSearchParams } from "react-router";
import { PaymentStatusView } from "~/features/payments";

export const meta = () => [{ title: "Payment Status" }, { name: "robots", content: "noindex" }];

/** /payment-status: open route; the token or error comes from the server's callback redirect. */
export default function Screen() {
  const [params] = useSearchParams();
  return <PaymentStatusView token={params.get("token")} error={params.get("error")} />;
}
