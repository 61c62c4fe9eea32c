import type { QuoteTrip, QuotePlace } from "@chauffeur/contracts";

const place = (p: QuotePlace) => ({ address: p.address, location: { type: "Point" as const, coordinates: [p.lng, p.lat] as [number, number] }, ...(p.placeId ? { placeId: p.placeId } : {}) });

/**
 * The checkout form data (seed 001 §3) rebuilt from the trip the server stored with the quote, so the charges and
 * order calls work the same after a page reload as right after Check Fare.
 */
export function requestFromTrip(t: QuoteTrip): Record<string, unknown> {
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
      return { ...base, stops: t.stops.map(place), hours: t.hours };
    case "airport-transfer":
      return { ...base, transferType: t.transferType, airportCode: t.airportCode, flightNumber: t.flightNumber, international: t.international };
    case "cab-booking":
      return { ...base, stops: t.stops.map(place) };
  }
}
