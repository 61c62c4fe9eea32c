import type { FareService } from "@chauffeur/contracts";
import { DAY, istDate, type Prng } from "./prng.ts";

/** Month weights (Jan = 0): weddings and outstation trips peak in winter, the monsoon is quiet. */
// prettier-ignore
const MONTH = [1.35, 1.3, 1.05, 0.95, 0.85, 0.8, 0.85, 0.8, 0.9, 1.1, 1.3, 1.45];
/** Festival days (month-day, IST) and how much busier they are: Makar Sankranti, Holi, Rath Yatra, Durga Puja, Diwali, Kartika Purnima, Christmas, New Year's Eve. */
const FESTIVALS: Record<string, number> = {
  "01-14": 1.6,
  "03-14": 1.5,
  "06-27": 2.2,
  "06-28": 2.0,
  "07-05": 1.8,
  "09-29": 1.8,
  "09-30": 2.0,
  "10-01": 2.1,
  "10-02": 1.9,
  "10-20": 1.9,
  "10-21": 1.7,
  "11-05": 1.6,
  "12-24": 1.5,
  "12-25": 1.6,
  "12-31": 1.8,
};
// prettier-ignore
const WEEKDAY = [1.15, 0.9, 0.9, 0.95, 1.0, 1.15, 1.25]; // Sunday first

/** How busy each IST day of [from, to) is, relative to an average day. */
export function dayWeights(from: number, to: number): Array<{ date: string; weight: number }> {
  const out: Array<{ date: string; weight: number }> = [];
  for (let t = from; t < to; t += DAY) {
    const date = istDate(t);
    const d = new Date(`${date}T00:00:00Z`);
    const weight = MONTH[d.getUTCMonth()] * WEEKDAY[d.getUTCDay()] * (FESTIVALS[date.slice(5)] ?? 1);
    out.push({ date, weight });
  }
  return out;
}

export function serviceFor(r: Prng, date: string): FareService {
  const m = Number(date.slice(5, 7));
  const winter = m >= 11 || m <= 2;
  return r.weighted({
    "airport-transfer": 36,
    "cab-booking": 28,
    "hourly-rental": winter ? 18 : 21,
    outstation: winter ? 20 : 12,
  });
}

/** The pickup's minute of the IST day: airport runs peak early morning and evening, the rest through the day. */
export function pickupMinute(r: Prng, service: FareService): number {
  const hour =
    service === "airport-transfer"
      ? r.weighted({
          4: 3,
          5: 8,
          6: 10,
          7: 9,
          8: 6,
          9: 3,
          11: 3,
          13: 3,
          15: 3,
          17: 7,
          18: 9,
          19: 9,
          20: 7,
          21: 5,
          22: 2,
        })
      : service === "outstation"
        ? r.weighted({ 5: 6, 6: 10, 7: 9, 8: 6, 9: 3, 14: 2 })
        : r.weighted({
            7: 2,
            8: 4,
            9: 7,
            10: 8,
            11: 7,
            12: 5,
            13: 5,
            14: 5,
            15: 5,
            16: 6,
            17: 7,
            18: 7,
            19: 6,
            20: 4,
            21: 2,
          });
  return Number(hour) * 60 + r.pick([0, 15, 30, 45]);
}

export function vehicleClassFor(r: Prng, service: FareService): string {
  return service === "outstation"
    ? r.weighted({ sedan: 40, suv: 50, luxury: 10 })
    : r.weighted({ sedan: 58, suv: 27, luxury: 15 });
}
