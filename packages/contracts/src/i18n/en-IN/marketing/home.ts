import { P } from "../../marketing-facts.ts";

/** English marketing texts, part "home": The landing page: hero, selling points, services, amenities, events banner (en-IN/marketing.ts joins the parts). */
export default {
  "hero.eyebrow": "Chauffeur-driven · Bhubaneswar & Odisha",
  "hero.title": "Experience Luxury In Every Ride",
  "hero.text":
    "Pre-scheduled luxury cars with professional chauffeurs for city hours, airport runs, outstation journeys and the days that matter most.",
  "hero.bookRide": "Book a ride",
  "hero.services": "Services We Provide",
  "hero.call": "Call {phone}",

  "features.eyebrow": "Why Sarathi Luxe",
  "features.title": "Every detail, taken care of",
  "features.noCancel.title": "No Cancellations From Our Side",
  "features.noCancel.text": "Once your ride is confirmed, the car and chauffeur are yours. We never cancel on you.",
  "features.hourly.title": `₹${P.hourlyRate} an Hour`,
  "features.hourly.text": `Hourly rentals at ₹${P.hourlyRate} per hour, with multiple stops and ${P.hourlyKm} km included.`,
  "features.available.title": "Available 24/7",
  "features.available.text": "Early flights, late dinners, long weekends: book a car for any hour of any day.",
  "features.support.title": "Live Human Support",
  "features.support.text": "A real person answers your call, before, during and after every ride.",
  "features.chauffeurs.title": "Professional Chauffeurs",
  "features.chauffeurs.text":
    "Verified, uniformed and trained chauffeurs who know Odisha's roads and respect your time.",
  "features.pets.title": "Pet-Friendly Rides",
  "features.pets.text": "Your dog or cat is welcome aboard: tell us when you book and we prepare the car.",

  "services.eyebrow": "Our services",
  "services.title": "Discover What We Offer",
  "services.luxuryCars.text":
    "Premium sedans and SUVs with a chauffeur, for meetings, dinners and guests who deserve the best.",
  "services.outstationTrips.text": `One-way or round trips to Puri, Konark, Chilika and beyond, within ${P.outstationRadiusKm} km of Bhubaneswar.`,
  "services.hourlyRentals.text": "Keep the car and chauffeur for 1 to 12 hours and stop wherever the day takes you.",
  "services.airportTransfers.text":
    "On-time pickups and drops at Biju Patnaik International Airport, with flight tracking.",
  "services.request": "Request this ride",
  "services.bookOnline": "Book online",
  "services.bookOnlineFor": "for {service}",

  "amenities.eyebrow": "On board",
  "amenities.title": "Amenities in every car",
  "amenities.text":
    "The small things make a ride feel first class. Every car leaves the garage cleaned, cooled and stocked.",
  "amenities.seats": "Comfort Seats",
  "amenities.ac": "Chilled AC",
  "amenities.clean": "Extra Clean Car",
  "amenities.treats": "Sweet Treats",
  "amenities.water": "Water Bottle",
  "amenities.magazines": "Magazines",
  "amenities.towels": "Paper Towels",
  "amenities.charging": "Charging Points",
  "amenities.music": "Your Own Music",

  "events.eyebrow": "Weddings & events",
  "events.title": "Make every arrival memorable",
  "events.text":
    "Baraat convoys, guest shuttles, conference fleets: one coordinator, matched cars and chauffeurs briefed on every timing.",
  "events.explore": "Explore More",
} as const satisfies Record<string, string>;
