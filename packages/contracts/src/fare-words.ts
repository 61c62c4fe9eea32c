import { flightLabels } from "./flights/messages.ts";

// The words of the fare engine's lines (fare-engine.ts): English here, other languages from the `booking` catalogue.

/** The fare lines' labels, by their key in the `booking` catalogue (`line.<key>`). */
export type FareLabelKey =
  | "distanceCharge"
  | "chauffeurAllowance"
  | "night"
  | "tollsPermits"
  | "hourlyPackage"
  | "extraKm"
  | "base"
  | "distance"
  | "time"
  | "minimum"
  | "transfer"
  | "airportIncluded"
  | "airportToll"
  | "placard"
  | "dog"
  | "cat"
  | "childSeat"
  | "gst";

/** The fare lines' details, by their key in the `booking` catalogue (`lineDetail.<key>`). */
export type FareDetailKey =
  | "perKm"
  | "perKmMinimum"
  | "perKmMinimumDays"
  | "days"
  | "nights"
  | "hourlyPackage"
  | "perMin"
  | "minimumFare"
  | "bandUpTo"
  | "bandBeyond";

export type FareWordValues = Record<string, string | number>;

/**
 * The words of the fare lines. The engine writes English (the specification's words, `ENGLISH_FARE_WORDS`); the
 * server passes another language's words (the `booking` catalogue's `line.*` and `lineDetail.*` messages) to give a
 * Hindi or Odia reader the same lines in their language. Money values reach `detail` already written by `money`.
 */
export interface FareWords {
  label(key: FareLabelKey, values?: FareWordValues): string;
  detail(key: FareDetailKey, values: FareWordValues): string;
  /** whole rupees → "₹1,234" */
  money(rupees: number): string;
}

const plural = (n: number | string, word: string) => `${n} ${word}${Number(n) > 1 ? "s" : ""}`;

const ENGLISH_LABELS: Record<Exclude<FareLabelKey, "gst">, string> = {
  distanceCharge: "Distance charge",
  chauffeurAllowance: "Chauffeur allowance",
  night: "Night charge (22:00–06:00)",
  tollsPermits: "Tolls, state permits & parking (estimated)",
  hourlyPackage: "Hourly package",
  extraKm: "Planned distance beyond package",
  base: "Base fare",
  distance: "Distance",
  time: "Time",
  minimum: "Minimum fare adjustment",
  transfer: "Airport transfer",
  airportIncluded: flightLabels.airportEntryIncluded,
  airportToll: "Airport entry & parking",
  placard: "Name placard",
  dog: "Pet: dog",
  cat: "Pet: cat",
  childSeat: "Child seat",
};

/** The fare lines in English, as the specification and every stored quote and booking have them. */
export const ENGLISH_FARE_WORDS: FareWords = {
  label: (key, v) => (key === "gst" ? `GST (${v?.pct}%)` : ENGLISH_LABELS[key]),
  detail(key, v) {
    switch (key) {
      case "perKm":
        return `${v.km} km × ${v.rate}`;
      case "perKmMinimum":
        return `${v.km} km × ${v.rate} (minimum ${v.min} km)`;
      case "perKmMinimumDays":
        return `${v.km} km × ${v.rate} (minimum ${v.min} km for ${plural(v.days, "day")})`;
      case "days":
        return `${plural(v.days, "day")} × ${v.rate}`;
      case "nights":
        return `${plural(v.nights, "night")} × ${v.rate}`;
      case "hourlyPackage":
        return `${v.hours} h × ${v.rate}, includes ${v.km} km`;
      case "perMin":
        return `${v.min} min × ${v.rate}`;
      case "minimumFare":
        return `minimum fare ${v.fare}`;
      case "bandUpTo":
        return `up to ${v.km} km`;
      case "bandBeyond":
        return `${v.band} km band ${v.fare} + ${v.km} km × ${v.rate}`;
    }
  },
  money: (n) => `₹${n.toLocaleString("en-IN")}`,
};
