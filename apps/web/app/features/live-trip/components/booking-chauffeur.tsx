import { Link } from "react-router";
import { ridePages } from "@chauffeur/contracts";
import { useRide } from "../api/ride";
import { ChauffeurCard } from "./chauffeur-card";

/**
 * My Bookings' details: 'Your chauffeur' and the Ride PIN of a confirmed, ongoing or completed booking, with the way
 * to the trip page. Renders nothing before a chauffeur is assigned.
 */
export function BookingChauffeur({ bookingId, status }: { bookingId: string; status: string }) {
  const shown = status === "confirmed" || status === "ongoing" || status === "completed";
  const q = useRide(bookingId, shown);
  if (!shown || !q.data?.chauffeur) return null;
  const live = status === "confirmed" || status === "ongoing";
  return (
    <div className="mb-5 space-y-4 rounded-2xl border border-ivory-200 bg-ivory-50 p-4">
      <ChauffeurCard ride={q.data} headingLevel={3} />
      <Link to={ridePages.riderTrip(bookingId)} className="btn-primary min-h-11 w-full">
        {live ? "Track your ride" : "Trip details"}
      </Link>
    </div>
  );
}
