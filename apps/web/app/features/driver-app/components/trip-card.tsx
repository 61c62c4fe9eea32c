import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { ridePages, type DriverTrip } from "@chauffeur/contracts";
import { flightStatus, serviceText, useDriverText } from "../lib/texts";
import { StepBadge } from "./step-badge";

/** One trip in 'My trips': a large link to its screen. */
export function TripCard({ trip }: { trip: DriverTrip }) {
  const { t, english, clock, day } = useDriverText();
  return (
    <li>
      <Link
        to={ridePages.driverTrip(trip.id)}
        className="card flex items-center gap-3 p-4 text-ink-900 hover:border-gold-500 focus-visible:border-gold-500"
        data-testid="driver-trip-card"
      >
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xl font-bold text-ink-950">
              <time dateTime={trip.pickupAt}>{clock(trip.pickupAt)}</time>
              <span className="ml-2 text-base font-medium text-ink-600">{day(trip.pickupAt)}</span>
            </p>
            <StepBadge step={trip.step} />
          </div>
          <p className="text-lg font-semibold leading-snug">{trip.pickup.address}</p>
          {trip.flight ? (
            <p className="text-base font-semibold text-ink-800">
              {trip.flight.flightNumber ? `${trip.flight.flightNumber} · ` : ""}
              {flightStatus(trip.flight, t, english, clock)}
            </p>
          ) : null}
          <p className="text-base text-ink-700">
            <span className="font-semibold text-ink-900">{trip.riderFirstName}</span> · {serviceText(trip, t, english)}
          </p>
          <p className="text-base text-ink-700">
            {trip.car.model} · <span className="font-mono font-semibold text-ink-900">{trip.car.plate}</span>
          </p>
          <p className="text-sm text-ink-600">{trip.reference}</p>
        </div>
        <ChevronRight className="size-6 shrink-0 text-ink-500" aria-hidden />
      </Link>
    </li>
  );
}
