import { computeFare, type AddOns, type FareService, type Tariff } from "@chauffeur/contracts";
import { HOUR, MINUTE, type Prng } from "./prng.ts";

type Place = { address: string; lat: number; lng: number };
const AIRPORT: Place = { address: "Biju Patnaik International Airport, Bhubaneswar", lat: 20.2444, lng: 85.8178 };
// prettier-ignore
const CITY: Place[] = [
  { address: "Mayfair Lagoon, Jaydev Vihar, Bhubaneswar", lat: 20.3036, lng: 85.8186 },
  { address: "Bhubaneswar Railway Station, Master Canteen", lat: 20.2667, lng: 85.8433 },
  { address: "Infocity, Patia, Bhubaneswar", lat: 20.3499, lng: 85.8081 },
  { address: "KIIT University, Patia, Bhubaneswar", lat: 20.3538, lng: 85.8196 },
  { address: "Esplanade One Mall, Rasulgarh, Bhubaneswar", lat: 20.2906, lng: 85.8584 },
  { address: "Saheed Nagar, Bhubaneswar", lat: 20.2898, lng: 85.8455 },
  { address: "Nayapalli, Bhubaneswar", lat: 20.2926, lng: 85.8106 },
  { address: "Lingaraj Temple, Old Town, Bhubaneswar", lat: 20.2382, lng: 85.8338 },
  { address: "Khandagiri, Bhubaneswar", lat: 20.2566, lng: 85.7794 },
  { address: "AIIMS Bhubaneswar, Sijua", lat: 20.2316, lng: 85.7757 },
  { address: "Trident Hotel, Chandrasekharpur, Bhubaneswar", lat: 20.3253, lng: 85.8151 },
  { address: "Kalinga Stadium, Nayapalli, Bhubaneswar", lat: 20.2885, lng: 85.8222 },
  { address: "Swosti Premium, Jaydev Vihar, Bhubaneswar", lat: 20.2977, lng: 85.8201 },
  { address: "Bhubaneswar Club, Unit 6", lat: 20.2707, lng: 85.8339 },
  { address: "Cuttack Link Road, Cuttack", lat: 20.4625, lng: 85.8830 },
];
/** outstation destinations: [place, one-way km, one-way minutes] */
// prettier-ignore
const TOWNS: Array<[Place, number, number]> = [
  [{ address: "Jagannath Temple, Puri", lat: 19.8048, lng: 85.8179 }, 62, 95],
  [{ address: "Sun Temple, Konark", lat: 19.8876, lng: 86.0945 }, 66, 100],
  [{ address: "Satapada, Chilika Lake", lat: 19.6683, lng: 85.4449 }, 112, 170],
  [{ address: "Gopalpur-on-Sea, Ganjam", lat: 19.2586, lng: 84.9046 }, 178, 240],
  [{ address: "Daringbadi, Kandhamal", lat: 19.9109, lng: 84.1331 }, 252, 330],
  [{ address: "Sambalpur", lat: 21.4669, lng: 83.9812 }, 300, 360],
  [{ address: "Balasore", lat: 21.4942, lng: 86.9317 }, 205, 240],
  [{ address: "Kolkata, West Bengal", lat: 22.5726, lng: 88.3639 }, 442, 480],
  [{ address: "Visakhapatnam, Andhra Pradesh", lat: 17.6868, lng: 83.2185 }, 443, 510],
];
// prettier-ignore
const AIRLINES = ["6E", "AI", "IX", "QP", "SG"];

export type Trip = {
  trip: Record<string, unknown>;
  route: { distanceKm: number; durationMin: number; source: string };
  addOns: AddOns;
  lines: unknown[];
  totalPaise: number;
  end: number;
};

const km = (a: Place, b: Place) => {
  const dx = (a.lat - b.lat) * 111;
  const dy = (a.lng - b.lng) * 104;
  return Math.round(Math.sqrt(dx * dx + dy * dy) * 1.3 * 10) / 10 + 2;
};

function addOns(r: Prng, service: FareService, name: string): AddOns {
  const placard = service === "airport-transfer" && r.chance(0.3);
  return {
    airportToll: service === "airport-transfer" ? r.chance(0.4) : false,
    placard: { required: placard, text: placard ? `Welcome ${name}` : "" },
    pets: { dogs: r.chance(0.02), cats: false },
    bookForOther: { isBooking: false, otherGuestInfo: "" },
    childSeat: r.chance(0.08),
  };
}

/** A plausible trip of the service starting at `start`, with its route and the tariff's fare. */
export function makeTrip(
  r: Prng,
  tariff: Tariff,
  service: FareService,
  vehicleClass: string,
  start: number,
  name: string,
): Trip {
  let pickUp = r.pick(CITY);
  let dropOff = r.pick(CITY);
  let distanceKm: number;
  let durationMin: number;
  let hours: number | null = null;
  let isRoundTrip = false;
  let returnTime: string | null = null;
  let transferType: string | null = null;
  let flightNumber: string | null = null;
  let flightTime: string | null = null;
  if (service === "airport-transfer") {
    transferType = r.chance(0.5) ? "airport-to-city" : "city-to-airport";
    if (transferType === "airport-to-city") [pickUp, dropOff] = [AIRPORT, pickUp];
    else dropOff = AIRPORT;
    distanceKm = km(pickUp, dropOff);
    durationMin = Math.round(distanceKm * 2.4 + 8);
    flightNumber = `${r.pick(AIRLINES)} ${r.int(200, 7999)}`;
    flightTime = new Date(start + (transferType === "airport-to-city" ? -20 : 150) * MINUTE).toISOString();
  } else if (service === "outstation") {
    const [town, oneWay, mins] = r.pick(TOWNS);
    dropOff = town;
    isRoundTrip = r.chance(0.6);
    distanceKm = isRoundTrip ? oneWay * 2 : oneWay;
    durationMin = isRoundTrip ? mins * 2 : mins;
    if (isRoundTrip) returnTime = new Date(start + (r.int(0, 2) * 24 + r.int(6, 10)) * HOUR).toISOString();
  } else if (service === "hourly-rental") {
    hours = r.pick([4, 4, 6, 8, 8, 10, 12]);
    distanceKm = hours * r.int(8, 12);
    durationMin = hours * 60;
  } else {
    while (dropOff === pickUp) dropOff = r.pick(CITY);
    distanceKm = km(pickUp, dropOff);
    durationMin = Math.round(distanceKm * 2.6 + 6);
  }
  const end = returnTime ? Date.parse(returnTime) + (durationMin / 2) * MINUTE : start + durationMin * MINUTE;
  const a = addOns(r, service, name);
  // prettier-ignore
  const fare = computeFare(tariff, { service, vehicleClass, distanceKm, durationMin, hours, isRoundTrip, start: new Date(start), end: new Date(end), addOns: a });
  const passengerCount = vehicleClass === "suv" ? r.int(2, 5) : r.int(1, 3);
  return {
    trip: {
      service,
      pickUp,
      dropOff,
      stops: service === "cab-booking" && r.chance(0.1) ? [{ ...r.pick(CITY) }] : [],
      startTime: new Date(start).toISOString(),
      returnTime,
      isRoundTrip,
      hours,
      passengerCount,
      luggageCount: r.int(0, Math.min(3, passengerCount + 1)),
      transferType,
      airportCode: service === "airport-transfer" ? "BBI" : undefined,
      flightNumber,
      flightTime,
      international: false,
      requestedCarType: vehicleClass,
    },
    route: { distanceKm, durationMin, source: "demo" },
    addOns: a,
    lines: fare.lines,
    totalPaise: fare.totalPaise,
    end,
  };
}
