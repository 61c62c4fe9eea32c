import { useParams, type MetaFunction } from "react-router";
import { SharedTripScreen } from "~/features/live-trip";
import { localeOfPath, textsIn } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";

// a share link is private to whoever holds it: never indexed, and the token is not sent on as a referrer
export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", rideText)("meta.sharedTrip") },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** The signed-out share page (/shared-trip/:token): a read-only live view of someone's trip. */
export default function SharedTripRoute() {
  const { token = "" } = useParams();
  return <SharedTripScreen token={token} />;
}
