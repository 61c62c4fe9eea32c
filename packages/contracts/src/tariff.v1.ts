import type { Tariff } from "./fare-engine.ts";
import { EVENT_TARIFF_DEFAULTS } from "./events/tariff.ts";

/**
 * Tariff version 1: the published price list (README "## Tariff" shows it with worked examples).
 * All amounts are whole rupees, before 5% GST. Sources of each line:
 * - hourly ₹750 per hour including 10 km (Executive Sedan; the other classes scale from it);
 * - placard ₹500, cats ₹500, dogs ₹750; child seat and airport entry & parking (key `airportToll`) are our opt-in
 *   add-ons; an airport transfer includes the airport's entry and parking (`airport.parkingFee`), so it never charges
 *   the `airportToll` add-on;
 * - outstation per-km rates, 250 km per day minimum on round trips, chauffeur allowance per day and the night
 *   charge (22:00–06:00): the usual conventions of Indian outstation cab tariffs, shown as lines, never hidden;
 * - tolls, state permits and parking: estimated per km and included, so the quote is all-inclusive
 *   (no drip pricing: Guidelines for Prevention and Regulation of Dark Patterns, 2023);
 * - GST 5%: passenger transport by motor cab without input tax credit.
 * - events: the 'events' section (weddings and events), events/tariff.ts's defaults.
 * A tariff change inserts a new version; quotes and bookings keep the version they were priced with.
 */
export const TARIFF_V1: Tariff = {
  version: 1,
  currency: "INR",
  gstPercent: 5,
  classes: {
    sedan: {
      outstationPerKm: 14,
      driverAllowancePerDay: 400,
      nightCharge: 300,
      hourlyPerHour: 750,
      hourlyExtraPerKm: 18,
      airportBands: [
        { upToKm: 20, fare: 899 },
        { upToKm: 40, fare: 1399 },
        { upToKm: 60, fare: 1899 },
      ],
      airportBeyondPerKm: 22,
      cityBase: 250,
      cityPerKm: 22,
      cityPerMin: 2,
      cityMinimum: 499,
    },
    suv: {
      outstationPerKm: 19,
      driverAllowancePerDay: 500,
      nightCharge: 350,
      hourlyPerHour: 950,
      hourlyExtraPerKm: 22,
      airportBands: [
        { upToKm: 20, fare: 1199 },
        { upToKm: 40, fare: 1799 },
        { upToKm: 60, fare: 2399 },
      ],
      airportBeyondPerKm: 28,
      cityBase: 350,
      cityPerKm: 28,
      cityPerMin: 3,
      cityMinimum: 699,
    },
    luxury: {
      outstationPerKm: 32,
      driverAllowancePerDay: 600,
      nightCharge: 500,
      hourlyPerHour: 1800,
      hourlyExtraPerKm: 38,
      airportBands: [
        { upToKm: 20, fare: 2499 },
        { upToKm: 40, fare: 3499 },
        { upToKm: 60, fare: 4499 },
      ],
      airportBeyondPerKm: 45,
      cityBase: 800,
      cityPerKm: 45,
      cityPerMin: 5,
      cityMinimum: 1499,
    },
  },
  outstation: { minKmPerDayRoundTrip: 250, minKmOneWay: 100, tollsPermitsPerKm: 2 },
  hourly: { includedKmPerHour: 10 },
  airport: { parkingFee: 100 },
  night: { startHour: 22, endHour: 6 },
  addOns: { placard: 500, dog: 750, cat: 500, childSeat: 300, airportToll: 150 },
  events: EVENT_TARIFF_DEFAULTS,
};
