import { lazy, Suspense } from "react";
import { useParams, type MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";

// the page's code loads with it only (lazy), so the places and maps modules it shares with the booking pages keep
// their groups (budgets/chunk-groups.ts)
const EventLiveScreen = lazy(() => import("~/features/event-live").then((m) => ({ default: m.EventLiveScreen })));

// the coordinator's link is private to whoever holds it: never indexed, and the token is not sent on as a referrer
export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", rideText)("meta.eventLive") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** The coordinator's event page (/events/live/:token): every car of the event live on one map (README "Weddings and events"). */
export default function EventLiveRoute() {
  const { token = "" } = useParams();
  const t = useT(rideText);
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
          <Spinner /> {t("eventLive.loading")}
        </div>
      }
    >
      <EventLiveScreen token={token} />
    </Suspense>
  );
}
