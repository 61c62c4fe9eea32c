import { VEHICLE_CLASSES } from "../vocabulary-values.ts";
import { z } from "../z.ts";

/**
 * The tariff's 'events' section (README "Weddings and events", decision record 023): what a quote's lines cost, in
 * whole rupees before GST, by vehicle class and for the lines every class shares. It lives in the versioned tariff
 * operators edit (`tariffs.data.events`, the console's 'Events' section); a version published before events existed
 * prices events with `EVENT_TARIFF_DEFAULTS` (`eventTariffOf`), and the editor shows those values as its own.
 */
const amount = z.number().int("Use whole numbers").min(0, "Amounts cannot be negative").max(10_000_000);

export const EventClassRatesSchema = z.object({
  /** a car for the day: ₹ per car per date, with its included hours and kilometres */
  dayPackage: amount,
  dayIncludedHours: amount,
  dayIncludedKm: amount,
  /** a car by the hour: ₹ per car per hour, with included kilometres per hour */
  hourlyRate: amount,
  hourlyIncludedKmPerHour: amount,
  /** planned kilometres beyond the included ones (day or hours), per km */
  extraPerKm: amount,
  /** a procession (baraat) at walking pace: ₹ per car per hour */
  processionPerHour: amount,
  /** a guest shuttle: ₹ per loop per car, plus ₹ per km of the loop */
  shuttlePerLoop: amount,
  shuttlePerKm: amount,
  /** an outstation leg: ₹ per billable km and the chauffeur's allowance per car per date */
  outstationPerKm: amount,
  outstationAllowancePerDay: amount,
});
export type EventClassRates = z.infer<typeof EventClassRatesSchema>;

export const EventTariffSchema = z.object({
  classes: z.record(z.string(), EventClassRatesSchema),
  /** hourly cars and processions bill at least this many hours per car per date */
  minimumHours: amount,
  /** an outstation leg bills at least this many km per car per date */
  outstationMinKmPerDay: amount,
  /** tolls, state permits and parking, estimated per driven km and included (as on rides) */
  outstationTollsPerKm: amount,
  decorationPerCar: amount,
  placardEach: amount,
  standbyPerHour: amount,
  /** GST on the event's taxable value (the rides' reading: passenger transport by motor cab, 5 %) */
  gstPercent: z.number().min(0).max(28),
});
export type EventTariff = z.infer<typeof EventTariffSchema>;

/**
 * Default event rates of a premium Bhubaneswar operator (₹ before GST), the values a tariff without an 'events' section
 * prices with. The hourly rates and km rates are the rides' (tariff v1: ₹750/950/1,800 an hour with 10 km, ₹18/22/38
 * per extra km, ₹14/19/32 per outstation km, allowance ₹400/500/600); a day is 8 hours and 80 km at a little under 5
 * hours' price; a procession hour costs more than a rental hour (a decorated car at walking pace, a chauffeur in
 * livery, the car kept from other work); a shuttle loop carries a fixed ₹ for the loading time plus the km.
 */
export const EVENT_TARIFF_DEFAULTS: EventTariff = {
  classes: {
    sedan: {
      dayPackage: 3500,
      dayIncludedHours: 8,
      dayIncludedKm: 80,
      hourlyRate: 750,
      hourlyIncludedKmPerHour: 10,
      extraPerKm: 18,
      processionPerHour: 1200,
      shuttlePerLoop: 300,
      shuttlePerKm: 18,
      outstationPerKm: 14,
      outstationAllowancePerDay: 400,
    },
    suv: {
      dayPackage: 4500,
      dayIncludedHours: 8,
      dayIncludedKm: 80,
      hourlyRate: 950,
      hourlyIncludedKmPerHour: 10,
      extraPerKm: 22,
      processionPerHour: 1500,
      shuttlePerLoop: 400,
      shuttlePerKm: 22,
      outstationPerKm: 19,
      outstationAllowancePerDay: 500,
    },
    luxury: {
      dayPackage: 12000,
      dayIncludedHours: 8,
      dayIncludedKm: 80,
      hourlyRate: 1800,
      hourlyIncludedKmPerHour: 10,
      extraPerKm: 38,
      processionPerHour: 3500,
      shuttlePerLoop: 800,
      shuttlePerKm: 38,
      outstationPerKm: 32,
      outstationAllowancePerDay: 600,
    },
  },
  minimumHours: 4,
  outstationMinKmPerDay: 250,
  outstationTollsPerKm: 2,
  decorationPerCar: 2500,
  placardEach: 500,
  standbyPerHour: 300,
  gstPercent: 5,
};

/** The event rates a tariff version prices with: its own 'events' section, else the defaults. */
export function eventTariffOf(data: unknown): EventTariff {
  const events = data && typeof data === "object" ? (data as { events?: unknown }).events : undefined;
  const checked = EventTariffSchema.safeParse(events);
  return checked.success ? checked.data : EVENT_TARIFF_DEFAULTS;
}

/** A tariff's data with its 'events' section (the defaults when it has none): what the editor shows and checks. */
export function withEventTariff<T extends object>(data: T): T & { events: EventTariff } {
  return { ...data, events: eventTariffOf(data) };
}

// ---------- the tariff editor's 'Events' section ----------
type EventClassKey = keyof EventClassRates;
type EventUnit = "₹" | "₹/km" | "₹/hour" | "₹/day" | "₹/loop" | "₹/car" | "km" | "km/hour" | "hours" | "%";
export const EVENT_CLASS_FIELDS: Array<{ key: EventClassKey; label: string; unit: EventUnit; hint?: string }> = [
  { key: "dayPackage", label: "Day package", unit: "₹/day", hint: "per car per date" },
  { key: "dayIncludedHours", label: "Day package: hours included", unit: "hours" },
  { key: "dayIncludedKm", label: "Day package: km included", unit: "km" },
  { key: "hourlyRate", label: "By the hour", unit: "₹/hour", hint: "per car" },
  { key: "hourlyIncludedKmPerHour", label: "By the hour: km included per hour", unit: "km/hour" },
  { key: "extraPerKm", label: "Planned km beyond the included km", unit: "₹/km" },
  { key: "processionPerHour", label: "Procession (baraat), walking pace", unit: "₹/hour", hint: "per car" },
  { key: "shuttlePerLoop", label: "Guest shuttle, per loop", unit: "₹/loop", hint: "per car" },
  { key: "shuttlePerKm", label: "Guest shuttle, per km of a loop", unit: "₹/km" },
  { key: "outstationPerKm", label: "Outstation leg, per billable km", unit: "₹/km" },
  { key: "outstationAllowancePerDay", label: "Outstation: chauffeur allowance", unit: "₹/day", hint: "per car" },
];
export const EVENT_SHARED_FIELDS: Array<{
  key: Exclude<keyof EventTariff, "classes">;
  label: string;
  unit: EventUnit;
  hint?: string;
}> = [
  { key: "minimumHours", label: "Minimum hours (by the hour, procession)", unit: "hours", hint: "per car per date" },
  { key: "outstationMinKmPerDay", label: "Outstation minimum per car per date", unit: "km" },
  { key: "outstationTollsPerKm", label: "Outstation tolls, permits & parking", unit: "₹/km", hint: "per driven km" },
  { key: "decorationPerCar", label: "Decoration", unit: "₹/car" },
  { key: "placardEach", label: "Placard, each", unit: "₹" },
  { key: "standbyPerHour", label: "Standby chauffeur", unit: "₹/hour" },
  { key: "gstPercent", label: "GST on events", unit: "%", hint: "on the taxable value, rounded to the rupee" },
];

/** The event section's classes in the product's order, then any other. */
export function eventTariffClasses(t: EventTariff): string[] {
  const rank = (c: string) => {
    const i = (VEHICLE_CLASSES as readonly string[]).indexOf(c);
    return i < 0 ? VEHICLE_CLASSES.length : i;
  };
  return Object.keys(t.classes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
