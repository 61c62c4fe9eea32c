import { useSearchParams } from "react-router";
import { PaymentStatusShell, PaymentStatusView } from "~/features/payments";
import { useHydrated } from "~/lib/use-hydrated";
import { localeOfPath, textsIn } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", bookingText)("status.metaTitle") },
  { name: "robots", content: "noindex" },
];

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
