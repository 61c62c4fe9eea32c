import { vehicleClassName } from "../vocabulary-values.ts";
import type { EventAmountRule, EventLine, EventPricedLine, EventQuoteAmounts } from "./schemas.ts";
import type { EventClassRates, EventTariff } from "./tariff.ts";
import { EVENT_LINE_LABELS } from "./values.ts";

/**
 * An event quote's price (README "Weddings and events"): a pure function of the tariff's 'events' section and the
 * quote's lines and terms; the server stores what it answers, the console's preview shows it. Rounding rules:
 * - every tariff value is whole rupees, so every line is whole rupees (paise, multiples of 100);
 * - a line's hours are its end minus its start rounded UP to the whole hour;
 * - a percentage discount is rounded to the nearest rupee; an amount discount is taken as given, at most the subtotal;
 * - GST is the tariff's percentage of the taxable value (subtotal − discount) rounded to the nearest rupee (as rides);
 * - a percentage deposit is rounded to the nearest rupee; any deposit is at most the total; balance = total − deposit.
 */
export interface EventPricingInput {
  lines: EventLine[];
  discount?: EventAmountRule;
  deposit: EventAmountRule;
}

export class EventPricingError extends Error {}

const inr = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const toPaise = (rupees: number) => Math.round(rupees) * 100;
/** a percentage of an amount in paise, to the nearest rupee */
const percentToRupee = (paise: number, percent: number) => Math.round((paise * percent) / 100 / 100) * 100;

/** The whole hours from `start` to `end` ('HH:MM', the same day), rounded up. */
export function lineHours(start: string, end: string): number {
  const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return Math.max(1, Math.ceil((min(end) - min(start)) / 60));
}

function ratesOf(t: EventTariff, cls: string): EventClassRates {
  const r = t.classes[cls];
  if (!r) throw new EventPricingError(`The tariff has no event rates for ${vehicleClassName(cls)}`);
  return r;
}

/** One car line's price per car per date (rupees) and the words saying how. */
function carLinePerCarDate(t: EventTariff, line: Extract<EventLine, { vehicleClass: unknown }>) {
  const r = ratesOf(t, line.vehicleClass);
  const hours = lineHours(line.start, line.end);
  switch (line.kind) {
    case "cars": {
      const planned = line.plannedKmPerDay ?? 0;
      if (line.basis === "day") {
        const extraHours = Math.max(0, hours - r.dayIncludedHours);
        const extraKm = Math.max(0, planned - r.dayIncludedKm);
        const parts = [`day package ${inr(r.dayPackage)} (${r.dayIncludedHours} h, ${r.dayIncludedKm} km included)`];
        if (extraHours) parts.push(`${plural(extraHours, "extra hour")} × ${inr(r.hourlyRate)}`);
        if (extraKm) parts.push(`${extraKm} planned km beyond × ${inr(r.extraPerKm)}`);
        return {
          rupees: r.dayPackage + extraHours * r.hourlyRate + extraKm * r.extraPerKm,
          how: parts.join(" + "),
        };
      }
      const billed = Math.max(hours, t.minimumHours);
      const included = billed * r.hourlyIncludedKmPerHour;
      const extraKm = Math.max(0, planned - included);
      const parts = [`${plural(billed, "hour")} × ${inr(r.hourlyRate)} (${included} km included)`];
      if (extraKm) parts.push(`${extraKm} planned km beyond × ${inr(r.extraPerKm)}`);
      return { rupees: billed * r.hourlyRate + extraKm * r.extraPerKm, how: parts.join(" + ") };
    }
    case "procession": {
      const billed = Math.max(hours, t.minimumHours);
      return {
        rupees: billed * r.processionPerHour,
        how: `${plural(billed, "hour")} at walking pace × ${inr(r.processionPerHour)}, ${line.from} → ${line.to}`,
      };
    }
    case "shuttle": {
      const perLoop = r.shuttlePerLoop + line.kmPerLoop * r.shuttlePerKm;
      return {
        rupees: line.loops * perLoop,
        how: `${plural(line.loops, "loop")} ${line.from} ⇄ ${line.to} × (${inr(r.shuttlePerLoop)} + ${line.kmPerLoop} km × ${inr(r.shuttlePerKm)})`,
      };
    }
    case "outstation": {
      const driven = line.km * (line.returnTrip ? 2 : 1);
      const billable = Math.max(driven, t.outstationMinKmPerDay);
      const tolls = driven * t.outstationTollsPerKm;
      return {
        rupees: billable * r.outstationPerKm + tolls + r.outstationAllowancePerDay,
        how:
          `${line.from} → ${line.to}${line.returnTrip ? " and back" : ""}: ${billable} billable km × ${inr(r.outstationPerKm)}` +
          ` + tolls & permits ${driven} km × ${inr(t.outstationTollsPerKm)} + allowance ${inr(r.outstationAllowancePerDay)}`,
      };
    }
  }
}

/** One line priced: its amount in paise, its label and its detail in English. */
export function priceEventLine(t: EventTariff, line: EventLine, index: number): EventPricedLine {
  const label = EVENT_LINE_LABELS[line.kind];
  switch (line.kind) {
    case "decoration":
      return {
        index,
        kind: line.kind,
        label,
        detail: `${plural(line.cars, "car")} × ${inr(t.decorationPerCar)}${line.note ? ` (${line.note})` : ""}`,
        amountPaise: toPaise(line.cars * t.decorationPerCar),
      };
    case "placard":
      return {
        index,
        kind: line.kind,
        label,
        detail: `${plural(line.count, "placard")} × ${inr(t.placardEach)}`,
        amountPaise: toPaise(line.count * t.placardEach),
      };
    case "standby":
      return {
        index,
        kind: line.kind,
        label,
        detail: `${plural(line.chauffeurs, "chauffeur")} × ${plural(line.hours, "hour")} × ${inr(t.standbyPerHour)}`,
        amountPaise: toPaise(line.chauffeurs * line.hours * t.standbyPerHour),
      };
    default: {
      const per = carLinePerCarDate(t, line);
      const n = line.cars * line.dates.length;
      return {
        index,
        kind: line.kind,
        label,
        detail:
          `${line.cars} × ${vehicleClassName(line.vehicleClass)} × ${plural(line.dates.length, "date")}, ` +
          `${line.start}–${line.end}: ${per.how} = ${inr(per.rupees)} per car per date`,
        amountPaise: toPaise(n * per.rupees),
      };
    }
  }
}

/** The whole quote: each line, the subtotal, the discount, GST, the total, the deposit and the balance (paise). */
export function priceEventQuote(t: EventTariff, input: EventPricingInput): EventQuoteAmounts {
  const lines = input.lines.map((l, i) => priceEventLine(t, l, i));
  const subtotalPaise = lines.reduce((s, l) => s + l.amountPaise, 0);
  const d = input.discount;
  const discountPaise = !d
    ? 0
    : Math.min(subtotalPaise, d.kind === "percent" ? percentToRupee(subtotalPaise, d.percent) : d.paise);
  const taxablePaise = subtotalPaise - discountPaise;
  const gstPaise = percentToRupee(taxablePaise, t.gstPercent);
  const totalPaise = taxablePaise + gstPaise;
  const dep = input.deposit;
  const depositPaise = Math.min(
    totalPaise,
    dep.kind === "percent" ? percentToRupee(totalPaise, dep.percent) : dep.paise,
  );
  return {
    lines,
    subtotalPaise,
    discountPaise,
    taxablePaise,
    gstPercent: t.gstPercent,
    gstPaise,
    totalPaise,
    depositPaise,
    balancePaise: totalPaise - depositPaise,
  };
}
