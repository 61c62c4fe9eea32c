import { Suspense } from "react";
import { useParams, useSearchParams, type MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { LazyQuotePage } from "~/features/event-client";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { eventsText } from "~/i18n/texts/events";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", eventsText)("meta.quote") },
  { name: "robots", content: "noindex" },
];

/** An event's quote by its signed link (?t=): open signed out; accepting asks the client to sign in. */
export default function EventQuoteScreen() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const t = useT(eventsText);
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
          <Spinner /> {t("quote.loading")}
        </p>
      }
    >
      <LazyQuotePage key={id} quoteId={id} token={params.get("t") ?? ""} />
    </Suspense>
  );
}
