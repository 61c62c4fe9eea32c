import type { AddOns, FareLine } from "./fares.ts";
import { flightLabels } from "./flights/messages.ts";
import { ENGLISH_FARE_WORDS, type FareWords } from "./fare-words.ts";
import type { EventTariff } from "./events/tariff.ts";

/**
 * The fare engine: a pure function from (tariff, trip facts, add-ons) to an itemised, all-inclusive price.
 * Every amount in a tariff is whole rupees; every line is whole rupees expressed in paise; GST is added last and
 * rounded to the rupee. The published tariff and worked examples are in the README ("## Tariff").
 */

export interface ClassRates {
  /** outstation: rupees per billable km */
  outstationPerKm: number;
  /** outstation: chauffeur's daily allowance, per calendar day of the trip */
  driverAllowancePerDay: number;
  /** outstation: per night the trip is on the road between 22:00 and 06:00; other services: once if any of the trip is */
  nightCharge: number;
  /** hourly rental: rupees per booked hour (includes `hourly.includedKmPerHour` km per hour) */
  hourlyPerHour: number;
  /** hourly rental: rupees per planned km beyond the included km */
  hourlyExtraPerKm: number;
  /** airport transfer: flat fare by road distance band */
  airportBands: Array<{ upToKm: number; fare: number }>;
  /** airport transfer: rupees per km beyond the last band */
  airportBeyondPerKm: number;
  /** city ride (cab booking): base + per km + per driving minute, at least the minimum */
  cityBase: number;
  cityPerKm: number;
  cityPerMin: number;
  cityMinimum: number;
}

export interface Tariff {
  version: number;
  currency: "INR";
  /** GST on passenger transport by motor cab (5%, no input tax credit) */
  gstPercent: number;
  classes: Record<string, ClassRates>;
  outstation: {
    /** round trips bill at least this many km per calendar day (Indian outstation convention) */
    minKmPerDayRoundTrip: number;
    /** one-way trips bill at least this many km */
    minKmOneWay: number;
    /** tolls, state permits and parking, estimated per driven km and included in the price */
    tollsPermitsPerKm: number;
  };
  hourly: { includedKmPerHour: number };
  airport: { /** airport entry and parking, included */ parkingFee: number };
  night: { startHour: number; endHour: number };
  /** `airportToll`: airport entry & parking as an add-on of the services that do not include it (not airport transfers) */
  addOns: { placard: number; dog: number; cat: number; childSeat: number; airportToll: number };
  /** weddings and events (events/tariff.ts); a version without it prices events with EVENT_TARIFF_DEFAULTS */
  events?: EventTariff;
}

export type FareService = "outstation" | "hourly-rental" | "airport-transfer" | "cab-booking";

export interface FareInput {
  service: FareService;
  vehicleClass: string;
  /** km as driven (round trips include the way back) */
  distanceKm: number;
  /** driving minutes */
  durationMin: number;
  /** hourly rental only */
  hours?: number | null;
  isRoundTrip?: boolean;
  /** when the trip starts and (estimated) ends: drives calendar days and nights */
  start: Date;
  end: Date;
  addOns: AddOns;
}

export interface FareResult {
  totalPaise: number;
  subtotalPaise: number;
  gstPaise: number;
  lines: FareLine[];
}

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const line = (code: string, label: string, amountRupees: number, detail?: string): FareLine => ({
  code,
  label,
  amountPaise: Math.round(amountRupees) * 100,
  ...(detail ? { detail } : {}),
});

/** Calendar days (Asia/Kolkata) touched by [start, end], at least 1. */
export function calendarDays(start: Date, end: Date): number {
  const d0 = Math.floor((start.getTime() + IST_MS) / DAY_MS);
  const d1 = Math.floor((Math.max(end.getTime(), start.getTime()) + IST_MS) / DAY_MS);
  return d1 - d0 + 1;
}

/** How many night windows (startHour..endHour, Asia/Kolkata, across midnight) [start, end) overlaps. */
export function nightsOverlapped(start: Date, end: Date, night: { startHour: number; endHour: number }): number {
  const s = start.getTime();
  const e = Math.max(end.getTime(), s + 1);
  const firstDay = Math.floor((s + IST_MS) / DAY_MS) - 1;
  const lastDay = Math.floor((e + IST_MS) / DAY_MS);
  let n = 0;
  for (let day = firstDay; day <= lastDay; day++) {
    // window from day's startHour to next day's endHour, in IST, converted to UTC instants
    const ws = day * DAY_MS + night.startHour * 3600_000 - IST_MS;
    const we = (day + 1) * DAY_MS + night.endHour * 3600_000 - IST_MS;
    if (ws < e && we > s) n++;
  }
  return n;
}

/** Price of an airport transfer of `km` for one class: the band fare, or the last band plus per-km beyond it. */
function airportFare(r: ClassRates, km: number, w: FareWords): { fare: number; detail: string } {
  const bands = [...r.airportBands].sort((a, b) => a.upToKm - b.upToKm);
  for (const b of bands) if (km <= b.upToKm) return { fare: b.fare, detail: w.detail("bandUpTo", { km: b.upToKm }) };
  const last = bands[bands.length - 1];
  const extra = Math.ceil(km - last.upToKm);
  return {
    fare: last.fare + extra * r.airportBeyondPerKm,
    detail: w.detail("bandBeyond", {
      band: last.upToKm,
      fare: w.money(last.fare),
      km: extra,
      rate: w.money(r.airportBeyondPerKm),
    }),
  };
}

/**
 * The names of the airport charges, so nobody reads a double charge: an airport transfer's fare includes the airport's
 * entry and parking (one line, "Airport entry & parking (included)"); on the other services the optional add-on
 * (tariff key `airportToll`, line code `airport_toll`) pays the same entry and parking when the trip calls at an
 * airport, and is named so ("Airport entry & parking"), never "toll".
 */
export const AIRPORT_ENTRY_INCLUDED_LABEL = flightLabels.airportEntryIncluded;
export const AIRPORT_ENTRY_ADD_ON_LABEL = ENGLISH_FARE_WORDS.label("airportToll");

/**
 * The add-on lines. `service`: on an airport transfer the airportToll add-on is ignored (its entry and parking are
 * already included in the fare).
 */
export function addOnLines(t: Tariff, a: AddOns, service?: FareService, w: FareWords = ENGLISH_FARE_WORDS): FareLine[] {
  const out: FareLine[] = [];
  if (a.placard.required) out.push(line("placard", w.label("placard"), t.addOns.placard));
  if (a.pets.dogs) out.push(line("pet_dog", w.label("dog"), t.addOns.dog));
  if (a.pets.cats) out.push(line("pet_cat", w.label("cat"), t.addOns.cat));
  if (a.childSeat) out.push(line("child_seat", w.label("childSeat"), t.addOns.childSeat));
  if (a.airportToll && service !== "airport-transfer")
    out.push(line("airport_toll", w.label("airportToll"), t.addOns.airportToll));
  return out;
}

/** An outstation trip's lines: distance (with the minimum), chauffeur allowance, nights, tolls and permits. */
function outstationLines(
  t: Tariff,
  r: ClassRates,
  input: FareInput,
  kmBilled: number,
  nights: number,
  w: FareWords,
): FareLine[] {
  const lines: FareLine[] = [];
  const days = calendarDays(input.start, input.end);
  const minKm = input.isRoundTrip ? t.outstation.minKmPerDayRoundTrip * days : t.outstation.minKmOneWay;
  const billable = Math.max(kmBilled, minKm);
  const rate = w.money(r.outstationPerKm);
  const distanceDetail =
    billable <= kmBilled
      ? w.detail("perKm", { km: billable, rate })
      : input.isRoundTrip
        ? w.detail("perKmMinimumDays", { km: billable, rate, min: minKm, days })
        : w.detail("perKmMinimum", { km: billable, rate, min: minKm });
  lines.push(line("distance", w.label("distanceCharge"), billable * r.outstationPerKm, distanceDetail));
  lines.push(
    line(
      "driver_allowance",
      w.label("chauffeurAllowance"),
      days * r.driverAllowancePerDay,
      w.detail("days", { days, rate: w.money(r.driverAllowancePerDay) }),
    ),
  );
  if (nights > 0)
    lines.push(
      line(
        "night",
        w.label("night"),
        nights * r.nightCharge,
        w.detail("nights", { nights, rate: w.money(r.nightCharge) }),
      ),
    );
  lines.push(
    line(
      "tolls_permits",
      w.label("tollsPermits"),
      kmBilled * t.outstation.tollsPermitsPerKm,
      w.detail("perKm", { km: kmBilled, rate: w.money(t.outstation.tollsPermitsPerKm) }),
    ),
  );
  return lines;
}

/** An hourly rental's lines: the package, planned distance beyond it, a night. */
function hourlyLines(
  t: Tariff,
  r: ClassRates,
  input: FareInput,
  kmBilled: number,
  nights: number,
  w: FareWords,
): FareLine[] {
  const lines: FareLine[] = [];
  const hours = Math.max(1, Math.round(input.hours ?? 1));
  const included = hours * t.hourly.includedKmPerHour;
  lines.push(
    line(
      "hourly_package",
      w.label("hourlyPackage"),
      hours * r.hourlyPerHour,
      w.detail("hourlyPackage", { hours, rate: w.money(r.hourlyPerHour), km: included }),
    ),
  );
  const extra = Math.max(0, kmBilled - included);
  if (extra > 0)
    lines.push(
      line(
        "extra_km",
        w.label("extraKm"),
        extra * r.hourlyExtraPerKm,
        w.detail("perKm", { km: extra, rate: w.money(r.hourlyExtraPerKm) }),
      ),
    );
  if (nights > 0) lines.push(line("night", w.label("night"), r.nightCharge));
  return lines;
}

/**
 * The whole fare: trip lines, add-on lines, GST. Throws on an unknown class (a tariff must price every class). `words`:
 * the lines' labels and details, English unless given (the amounts never depend on them).
 */
export function computeFare(t: Tariff, input: FareInput, words: FareWords = ENGLISH_FARE_WORDS): FareResult {
  const w = words;
  const r = t.classes[input.vehicleClass];
  if (!r) throw new Error(`tariff v${t.version} has no rates for ${input.vehicleClass}`);
  const km = Math.max(0, input.distanceKm);
  const kmBilled = Math.ceil(km);
  const lines: FareLine[] = [];
  const nights = nightsOverlapped(input.start, input.end, t.night);

  switch (input.service) {
    case "outstation":
      lines.push(...outstationLines(t, r, input, kmBilled, nights, w));
      break;
    case "hourly-rental":
      lines.push(...hourlyLines(t, r, input, kmBilled, nights, w));
      break;
    case "airport-transfer": {
      const a = airportFare(r, km, w);
      lines.push(line("transfer", w.label("transfer"), a.fare, a.detail));
      lines.push(line("airport_parking", w.label("airportIncluded"), t.airport.parkingFee));
      if (nights > 0) lines.push(line("night", w.label("night"), r.nightCharge));
      break;
    }
    case "cab-booking": {
      const minutes = Math.ceil(Math.max(0, input.durationMin));
      lines.push(line("base", w.label("base"), r.cityBase));
      lines.push(
        line(
          "distance",
          w.label("distance"),
          kmBilled * r.cityPerKm,
          w.detail("perKm", { km: kmBilled, rate: w.money(r.cityPerKm) }),
        ),
      );
      lines.push(
        line(
          "time",
          w.label("time"),
          minutes * r.cityPerMin,
          w.detail("perMin", { min: minutes, rate: w.money(r.cityPerMin) }),
        ),
      );
      const sum = r.cityBase + kmBilled * r.cityPerKm + minutes * r.cityPerMin;
      if (sum < r.cityMinimum)
        lines.push(
          line(
            "minimum",
            w.label("minimum"),
            r.cityMinimum - sum,
            w.detail("minimumFare", { fare: w.money(r.cityMinimum) }),
          ),
        );
      if (nights > 0) lines.push(line("night", w.label("night"), r.nightCharge));
      break;
    }
  }
  lines.push(...addOnLines(t, input.addOns, input.service, w));
  const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const gstPaise = Math.round((subtotalPaise * t.gstPercent) / 100 / 100) * 100;
  lines.push({ code: "gst", label: w.label("gst", { pct: t.gstPercent }), amountPaise: gstPaise });
  return { totalPaise: subtotalPaise + gstPaise, subtotalPaise, gstPaise, lines };
}
