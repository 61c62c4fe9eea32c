import { Suspense } from "react";
import { useParams, type MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { LazyEventPage } from "~/features/event-client";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { eventsText } from "~/i18n/texts/events";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", eventsText)("meta.event") },
  { name: "robots", content: "noindex" },
];

/** The client's event (signed in: the protected layout sends a visitor to sign in and back). */
export default function EventScreen() {
  const { id = "" } = useParams();
  const t = useT(eventsText);
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
          <Spinner /> {t("event.loading")}
        </p>
      }
    >
      <LazyEventPage key={id} eventId={id} />
    </Suspense>
  );
}
