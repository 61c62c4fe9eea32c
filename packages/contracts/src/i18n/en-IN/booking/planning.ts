import { bookingMessages, fareMessages } from "../../../messages.ts";
import { flightMessages } from "../../../flights/messages.ts";
import { savedPlaceMessages } from "../../../places-texts.ts";
import { classPriceTexts } from "../../../fares/catalogue-texts.ts";
import { VEHICLE_CLASS_CATALOGUE } from "../../../fares/fleet-catalogue.ts";

/** A seeded vehicle class's description (the luxury cars' cards show it; an operator's own wording stays as written). */
const description = (code: string) => VEHICLE_CLASS_CATALOGUE.find((c) => c.code === code)!.description;

/**
 * Part of the `booking` namespace (en-IN/booking.ts spreads it): the airport transfer form, the luxury cars' cards
 * and details, the places' maps and save buttons, the checkout's own messages, and the details of the fare lines
 * the server writes (`lineDetail.*`, the fare engine's words: packages/contracts/src/fare-words.ts).
 */
export default {
  "lineDetail.perKm": "{km} km × {rate}",
  "lineDetail.perKmMinimum": "{km} km × {rate} (minimum {min} km)",
  "lineDetail.perKmMinimumDays": "{km} km × {rate} (minimum {min} km for {days, plural, one {# day} other {# days}})",
  "lineDetail.days": "{days, plural, one {# day} other {# days}} × {rate}",
  "lineDetail.nights": "{nights, plural, one {# night} other {# nights}} × {rate}",
  "lineDetail.hourlyPackage": "{hours} h × {rate}, includes {km} km",
  "lineDetail.perMin": "{min} min × {rate}",
  "lineDetail.minimumFare": "minimum fare {fare}",
  "lineDetail.bandUpTo": "up to {km} km",
  "lineDetail.bandBeyond": "{band} km band {fare} + {km} km × {rate}",
  "airportForm.form": "Airport transfer",
  "airportForm.direction": "Direction",
  "airportForm.fromAirport": "From the airport",
  "airportForm.toAirport": "To the airport",
  "airportForm.airport": "Airport",
  "airportForm.airportBBI": "Biju Patnaik International Airport (BBI), Bhubaneswar",
  "airportForm.airportJRG": "Veer Surendra Sai Airport (JRG), Jharsuguda",
  "airportForm.flightNumber": "Flight number",
  "airportForm.flightNumberOptional": "Flight number (optional)",
  "airportForm.flightPlaceholder": "e.g. 6E 2341",
  "airportForm.international": "International flight",
  "airportForm.waitingLabel": "Waiting and buffer times",
  "airportForm.tracked": flightMessages.tracked,
  "airportForm.notTracked": flightMessages.notTracked,
  "airportForm.arrivalNote":
    "Your chauffeur meets you {buffer} minutes after landing, for {kind, select, international {immigration, customs} other {deplaning}} and baggage ({domesticMin} min domestic, {internationalMin} min international), then waits {free} minutes free. After that, waiting costs ₹{extra} per extra 5 minutes. Delayed flights never cost you extra.",
  "airportForm.meetingPoint":
    "Meeting point: {kind, select, international {Terminal 2 (international)} other {Terminal 1 (domestic)}} arrivals exit, with a name placard if you add one.",
  "airportForm.departureNote":
    "We propose the latest pick-up that gets you to the terminal {atTerminal} minutes before departure: check-in closes {checkIn} minutes before {kind, select, international {an international} other {a domestic}} flight, plus a buffer of {buffer} minutes ({domesticMin} min domestic, {internationalMin} min international), then the drive at that hour and a margin.",
  "airportForm.dropoffAddress": "Drop-off address",
  "airportForm.pickupAddress": "Pick-up address",
  "airportForm.yourPickup": "Your pickup",
  "airportForm.landingLabel": "Flight landing date and time",
  "airportForm.landingHint": "Scheduled landing in India time (IST), as on your ticket",
  "airportForm.departureLabel": "Flight departure date and time",
  "airportForm.departureHint": "Scheduled departure in India time (IST), as on your ticket",
  "airportForm.pickupLabel": "Pick-up date and time",
  "airportForm.latestHint": "The latest pick-up for your flight; you may choose an earlier one.",
  "airportForm.landingRequired": flightMessages.landingRequired,
  "airportForm.departureTimeRequired": flightMessages.departureTimeRequired,
  "airportForm.pickupAfterLatest":
    "For this flight, pick-up must be at {latest} or earlier so you reach check-in in time.",
  "airportForm.plan":
    "Leave by {leave}: {drive} min drive at that hour + {margin} min margin puts you at the airport by {atAirport}, {before} min before your {departure} departure.",
  "luxury.passengers": "{n} passengers",
  "luxury.largeSuitcases": "{n} large suitcases",
  "luxury.loading": "Loading the fleet...",
  "luxury.loadFailed": "The fleet could not be loaded. Please reload the page.",
  "luxury.tagLuxury": "Flagship",
  "luxury.tagSuv": "Families and groups",
  "luxury.tagSedan": "Business",
  "luxury.bookThe": "Book the {name}",
  "luxury.notFound": "Car not found",
  "luxury.seeAll": "See all cars",
  "luxury.yourCar": "Your car",
  "luxury.cityNote":
    "City rides within 60 km of Bhubaneswar, priced up front. For longer journeys book an outstation trip.",
  "luxury.from": classPriceTexts.from,
  "luxury.perRide": classPriceTexts.perRide,
  "luxury.basis": classPriceTexts.basis,
  "luxury.orSimilar": "{model} or similar",
  "car.sedan.description": description("sedan"),
  "car.suv.description": description("suv"),
  "car.luxury.description": description("luxury"),
  "amenity.comfortSeats": "Comfort seats",
  "amenity.chilledAc": "Chilled AC",
  "amenity.waterBottle": "Water bottle",
  "amenity.chargingPoints": "Charging points",
  "amenity.ownMusic": "Own music",
  "amenity.magazines": "Magazines",
  "amenity.sweetTreats": "Sweet treats",
  "amenity.paperTowels": "Paper towels",
  "places.north": "N ↑",
  "places.loadingGoogle": "Loading Google Maps...",
  "places.searchPlace": "Search a place",
  "places.saveGroup": "Save {label}",
  "places.saveAs": "Save as {label, select, home {Home} other {Work}}",
  "places.savedAs": "Saved as {label, select, home {Home} other {Work}}",
  "places.saved": "{label, select, home {Home} other {Work}} saved.",
  "places.saveFailed": savedPlaceMessages.saveFailed,
  "checkFare.timeout": fareMessages.timeout,
  "checkFare.unauthorized": fareMessages.unauthorized,
  /** the sign-in dialog's words when Check Fare finds the rider signed out (the 401 toast keeps the spec's text) */
  "checkFare.signIn": "Please sign in to see your fare. What you entered stays on this page.",
  "checkFare.invalidDetails": fareMessages.invalidDetails,
  "checkFare.serverError": fareMessages.serverError,
  "checkFare.offline": fareMessages.offline,
  "checkFare.failed": fareMessages.failed,
  "checkFare.unsuccessful": fareMessages.unsuccessful,
  "checkout.createFailed": bookingMessages.createFailed,
  "checkout.createUnsuccessful": bookingMessages.createUnsuccessful,
  "checkout.invalidDetails": bookingMessages.invalidDetails,
  "checkout.serverError": bookingMessages.serverError,
  "checkout.offline": bookingMessages.offline,
  "checkout.gatewayMissing": bookingMessages.gatewayMissing,
  "checkout.gatewayOpenFailed": bookingMessages.gatewayOpenFailed,
  "checkout.invalidPaymentConfig": bookingMessages.invalidPaymentConfig,
  "checkout.decryptFailed": bookingMessages.decryptFailed,
} as const satisfies Record<string, string>;
