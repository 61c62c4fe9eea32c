import type { QuoteTrip, QuotePlace, TransferType } from "@chauffeur/contracts";
import type { ChargeRequest } from "./types";

const place = (p: QuotePlace) => ({
  address: p.address,
  location: { type: "Point" as const, coordinates: [p.lng, p.lat] as [number, number] },
  ...(p.placeId ? { placeId: p.placeId } : {}),
});

/**
 * The checkout form data rebuilt from the trip the server stored with the quote, so the charges and
 * order calls work the same after a page reload as right after Check Fare. The server stores the hours with every
 * hourly-rental quote and the direction and airport with every airport-transfer quote, hence the narrowing casts.
 */
export function requestFromTrip(t: QuoteTrip): ChargeRequest {
  const base = {
    pickUp: place(t.pickUp),
    dropOff: place(t.dropOff),
    startTime: t.startTime,
    passengerCount: t.passengerCount,
    luggageCount: t.luggageCount,
    ...(t.requestedCarType ? { carType: t.requestedCarType } : {}),
  };
  switch (t.service) {
    case "outstation":
      return { ...base, stops: t.stops.map(place), isRoundTrip: t.isRoundTrip, returnTime: t.returnTime };
    case "hourly-rental":
      return { ...base, stops: t.stops.map(place), hours: t.hours as number };
    case "airport-transfer":
      return {
        ...base,
        transferType: t.transferType as TransferType,
        airportCode: t.airportCode as string,
        flightNumber: t.flightNumber,
        // startTime is the pickup (an arrival's meeting time); the flight's own time travels beside it
        flightTime: t.flightTime ?? null,
        international: t.international,
      };
    case "cab-booking":
      return { ...base, stops: t.stops.map(place) };
  }
}
