import { Link } from "react-router";
import { ridePages } from "@chauffeur/contracts";
import { useLocalizePath, useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";
import { useRide } from "../api/ride";
import { ChauffeurCard } from "./chauffeur-card";

/**
 * My Bookings' details: 'Your chauffeur' and the Ride PIN of a confirmed, ongoing or completed booking, with the way
 * to the trip page. Renders nothing before a chauffeur is assigned.
 */
export function BookingChauffeur({ bookingId, status }: { bookingId: string; status: string }) {
  const shown = status === "confirmed" || status === "ongoing" || status === "completed";
  const q = useRide(bookingId, shown);
  const t = useT(rideText);
  const to = useLocalizePath();
  if (!shown || !q.data?.chauffeur) return null;
  const live = status === "confirmed" || status === "ongoing";
  return (
    <div className="mb-5 space-y-4 rounded-2xl border border-ivory-200 bg-ivory-50 p-4">
      <ChauffeurCard ride={q.data} headingLevel={3} />
      <Link to={to(ridePages.riderTrip(bookingId))} className="btn-primary min-h-11 w-full">
        {live ? t("booking.track") : t("booking.details")}
      </Link>
    </div>
  );
}
