import { useParams, type MetaFunction } from "react-router";
import { RiderTripScreen } from "~/features/live-trip";
import { localeOfPath, textsIn } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", accountText)("meta.trip") },
];

/** The rider's live trip (/user/bookings/:id/trip), inside the signed-in layout. */
export default function TripRoute() {
  const { id = "" } = useParams();
  return <RiderTripScreen bookingId={id} />;
}
