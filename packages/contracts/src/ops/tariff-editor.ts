import { computeFare, type ClassRates, type FareInput, type Tariff } from "../fare-engine.ts";
import { NO_ADD_ONS } from "../fares/requests.ts";
import { VEHICLE_CLASSES } from "../vocabulary.ts";
import { EVENT_CLASS_FIELDS, EVENT_SHARED_FIELDS, eventTariffClasses, eventTariffOf } from "../events/tariff.ts";

/**
 * The console's tariff editor in people's words (README "Operations console"): every number of a tariff with its
 * service, its vehicle class, a label and its unit, and a few typical trips priced through the fare engine the server
 * uses, so an operator sees what a draft does to real fares before publishing it. The server still checks the
 * published draft with TariffSchema.
 */

export type TariffUnit =
  "₹" | "₹/km" | "₹/hour" | "₹/day" | "₹/min" | "₹/loop" | "₹/car" | "km" | "km/hour" | "hours" | "%" | "hour (0–23)";

export const TARIFF_SECTIONS = [
  { id: "outstation", title: "Outstation trips" },
  { id: "hourly-rental", title: "Hourly rentals" },
  { id: "airport-transfer", title: "Airport transfers" },
  { id: "cab-booking", title: "City rides (cab booking)" },
  { id: "night", title: "Night charge" },
  { id: "addOns", title: "Add-ons" },
  { id: "tax", title: "Tax" },
  { id: "events", title: "Events" },
] as const;
export type TariffSectionId = (typeof TARIFF_SECTIONS)[number]["id"];

export interface TariffField {
  /** where the number is in the tariff's data */
  path: Array<string | number>;
  section: TariffSectionId;
  /** the class code for a class's rate; null for a rate every class shares */
  vehicleClass: string | null;
  label: string;
  unit: TariffUnit;
  hint?: string;
}

type ClassKey = Exclude<keyof ClassRates, "airportBands">;
const CLASS_RATES: Array<{ key: ClassKey; section: TariffSectionId; label: string; unit: TariffUnit; hint?: string }> =
  [
    { key: "outstationPerKm", section: "outstation", label: "Rate per km", unit: "₹/km", hint: "per billable km" },
    {
      key: "driverAllowancePerDay",
      section: "outstation",
      label: "Chauffeur allowance",
      unit: "₹/day",
      hint: "per calendar day of the trip",
    },
    { key: "hourlyPerHour", section: "hourly-rental", label: "Rate per hour", unit: "₹/hour" },
    {
      key: "hourlyExtraPerKm",
      section: "hourly-rental",
      label: "Planned km beyond the included km",
      unit: "₹/km",
    },
    { key: "airportBeyondPerKm", section: "airport-transfer", label: "Beyond the last band", unit: "₹/km" },
    { key: "cityBase", section: "cab-booking", label: "Base fare", unit: "₹" },
    { key: "cityPerKm", section: "cab-booking", label: "Rate per km", unit: "₹/km" },
    { key: "cityPerMin", section: "cab-booking", label: "Rate per driving minute", unit: "₹/min" },
    { key: "cityMinimum", section: "cab-booking", label: "Minimum fare", unit: "₹" },
    {
      key: "nightCharge",
      section: "night",
      label: "Night charge",
      unit: "₹",
      hint: "per night on outstation trips; once on other trips",
    },
  ];

const SHARED: Array<Omit<TariffField, "vehicleClass">> = [
  { path: ["outstation", "minKmOneWay"], section: "outstation", label: "Minimum distance, one way", unit: "km" },
  {
    path: ["outstation", "minKmPerDayRoundTrip"],
    section: "outstation",
    label: "Minimum distance per day, round trip",
    unit: "km",
  },
  {
    path: ["outstation", "tollsPermitsPerKm"],
    section: "outstation",
    label: "Tolls, permits & parking (estimated)",
    unit: "₹/km",
    hint: "per driven km, included in the fare",
  },
  { path: ["hourly", "includedKmPerHour"], section: "hourly-rental", label: "Km included per hour", unit: "km/hour" },
  {
    path: ["airport", "parkingFee"],
    section: "airport-transfer",
    label: "Airport entry & parking (included)",
    unit: "₹",
  },
  { path: ["night", "startHour"], section: "night", label: "Night starts at", unit: "hour (0–23)" },
  { path: ["night", "endHour"], section: "night", label: "Night ends at", unit: "hour (0–23)" },
  { path: ["addOns", "placard"], section: "addOns", label: "Name placard", unit: "₹" },
  { path: ["addOns", "dog"], section: "addOns", label: "Pet: dog", unit: "₹" },
  { path: ["addOns", "cat"], section: "addOns", label: "Pet: cat", unit: "₹" },
  { path: ["addOns", "childSeat"], section: "addOns", label: "Child seat", unit: "₹" },
  {
    path: ["addOns", "airportToll"],
    section: "addOns",
    label: "Airport entry & parking (add-on)",
    unit: "₹",
    hint: "outstation trips, rentals and city rides",
  },
  { path: ["gstPercent"], section: "tax", label: "GST", unit: "%", hint: "on the subtotal, rounded to the rupee" },
];

/**
 * A tariff's classes in the product's order (Executive Sedan, Premium SUV, Luxury Sedan, then any other): a stored
 * tariff comes back from PostgreSQL's jsonb with its keys reordered.
 */
export function tariffClasses(t: Tariff): string[] {
  const rank = (c: string) => {
    const i = (VEHICLE_CLASSES as readonly string[]).indexOf(c);
    return i < 0 ? VEHICLE_CLASSES.length : i;
  };
  return Object.keys(t.classes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * Every editable number of a tariff, in the editor's order: by section, then the shared rates, then each class (in the
 * tariff's order) with its rates; an airport class lists its distance bands ("Band 1: up to" km, "Band 1: fare" ₹).
 */
export function tariffFields(t: Tariff): TariffField[] {
  const out: TariffField[] = [];
  for (const { id } of TARIFF_SECTIONS) {
    out.push(...SHARED.filter((f) => f.section === id).map((f) => ({ ...f, vehicleClass: null })));
    for (const cls of tariffClasses(t)) {
      const rates = t.classes[cls];
      for (const r of CLASS_RATES.filter((c) => c.section === id)) {
        if (r.key === "airportBeyondPerKm")
          rates.airportBands.forEach((_b, i) => {
            out.push({
              path: ["classes", cls, "airportBands", i, "upToKm"],
              section: id,
              vehicleClass: cls,
              label: `Band ${i + 1}: up to`,
              unit: "km",
            });
            out.push({
              path: ["classes", cls, "airportBands", i, "fare"],
              section: id,
              vehicleClass: cls,
              label: `Band ${i + 1}: fare`,
              unit: "₹",
            });
          });
        out.push({
          path: ["classes", cls, r.key],
          section: id,
          vehicleClass: cls,
          label: r.label,
          unit: r.unit,
          ...(r.hint ? { hint: r.hint } : {}),
        });
      }
    }
  }
  return [...out, ...eventTariffFields(t)];
}

/** The 'Events' section: the shared event rates, then each class's (the defaults when the version has none). */
function eventTariffFields(t: Tariff): TariffField[] {
  const ev = eventTariffOf(t);
  const shared = EVENT_SHARED_FIELDS.map((f) => ({
    path: ["events", f.key],
    section: "events" as const,
    vehicleClass: null,
    label: f.label,
    unit: f.unit,
    ...(f.hint ? { hint: f.hint } : {}),
  }));
  const perClass = eventTariffClasses(ev).flatMap((cls) =>
    EVENT_CLASS_FIELDS.map((f) => ({
      path: ["events", "classes", cls, f.key],
      section: "events" as const,
      vehicleClass: cls,
      label: f.label,
      unit: f.unit,
      ...(f.hint ? { hint: f.hint } : {}),
    })),
  );
  return [...shared, ...perClass];
}

/** The number at a field's path (undefined when the tariff has no such number). */
export function tariffValueAt(data: unknown, path: Array<string | number>): number | undefined {
  let v: unknown = data;
  for (const k of path) v = v && typeof v === "object" ? (v as Record<string | number, unknown>)[k] : undefined;
  return typeof v === "number" ? v : undefined;
}

/** A copy of the tariff's data with one number replaced. */
export function tariffWithValue<T>(data: T, path: Array<string | number>, value: number): T {
  if (!path.length) return value as T;
  const [k, ...rest] = path;
  if (Array.isArray(data)) return data.map((v, i) => (i === Number(k) ? tariffWithValue(v, rest, value) : v)) as T;
  const obj = data as Record<string, unknown>;
  return { ...obj, [k]: tariffWithValue(obj[String(k)], rest, value) } as T;
}

// ---------- sample fares ----------
const ist = (local: string) => new Date(`${local}:00+05:30`);

/**
 * Typical trips, each one of the README's worked examples ("## Tariff"), so tariff version 1 prices them as the README
 * says (a unit test holds it): the preview shows what a draft changes on trips people book.
 */
export const TARIFF_SAMPLE_TRIPS: Array<{
  id: string;
  label: string;
  trip: Omit<FareInput, "vehicleClass" | "addOns">;
}> = [
  {
    id: "outstation-one-way",
    label: "Outstation, one way, 180 km",
    trip: {
      service: "outstation",
      distanceKm: 180,
      durationMin: 225,
      start: ist("2025-03-12T07:00"),
      end: ist("2025-03-12T10:45"),
    },
  },
  {
    id: "outstation-round-trip",
    label: "Outstation round trip, 177 km, 09:00 day 1 → 19:00 day 2",
    trip: {
      service: "outstation",
      distanceKm: 177,
      durationMin: 240,
      isRoundTrip: true,
      start: ist("2025-03-12T09:00"),
      end: ist("2025-03-13T19:00"),
    },
  },
  {
    id: "hourly",
    label: "Hourly rental, 4 hours, 55 km planned",
    trip: {
      service: "hourly-rental",
      distanceKm: 55,
      durationMin: 120,
      hours: 4,
      start: ist("2025-03-12T10:00"),
      end: ist("2025-03-12T14:00"),
    },
  },
  {
    id: "airport",
    label: "Airport transfer, 16 km",
    trip: {
      service: "airport-transfer",
      distanceKm: 16,
      durationMin: 35,
      start: ist("2025-03-12T10:00"),
      end: ist("2025-03-12T10:35"),
    },
  },
  {
    id: "airport-night",
    label: "Airport transfer, 16 km at 23:30",
    trip: {
      service: "airport-transfer",
      distanceKm: 16,
      durationMin: 35,
      start: ist("2025-03-12T23:30"),
      end: ist("2025-03-13T00:05"),
    },
  },
  {
    id: "city",
    label: "City ride, 7.4 km, 20 min",
    trip: {
      service: "cab-booking",
      distanceKm: 7.4,
      durationMin: 20,
      start: ist("2025-03-12T11:00"),
      end: ist("2025-03-12T11:20"),
    },
  },
];

export interface SampleFare {
  id: string;
  label: string;
  /** total in paise by class code (null: the tariff cannot price that class) */
  totals: Record<string, number | null>;
}

/** The sample trips priced with a tariff, each class of the tariff. */
export function sampleFares(t: Tariff): SampleFare[] {
  return TARIFF_SAMPLE_TRIPS.map(({ id, label, trip }) => ({
    id,
    label,
    totals: Object.fromEntries(
      tariffClasses(t).map((cls) => {
        try {
          return [cls, computeFare(t, { ...trip, vehicleClass: cls, addOns: NO_ADD_ONS }).totalPaise];
        } catch {
          return [cls, null];
        }
      }),
    ),
  }));
}
