import { useParams } from "react-router";
import { RiderTripScreen } from "~/features/live-trip";

export const meta = () => [{ title: "Your trip | Sarathi Luxe" }];

/** The rider's live trip (/user/bookings/:id/trip), inside the signed-in layout. */
export default function TripRoute() {
  const { id = "" } = useParams();
  return <RiderTripScreen bookingId={id} />;
}
