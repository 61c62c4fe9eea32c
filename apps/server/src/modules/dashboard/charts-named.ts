import { percent, type DashboardChart } from "@chauffeur/contracts";
import { carAvailableMinutes, chauffeurAvailableMinutes } from "./availability.ts";
import type { Range } from "./charts.ts";
import type { DayRead, RangeRows } from "./read.ts";

/**
 * The dashboard's charts whose labels are names, not periods: the ratings' distribution, utilisation per car and per
 * chauffeur, and where riders come from (decision record 027). Pure.
 */
const AREAS_SHOWN = 10;
const hours = (minutes: number) => Math.round(minutes / 6) / 10;

function utilisation(
  id: "utilisation-cars" | "utilisation-chauffeurs",
  who: Array<{ id: string; label: string; availableMinutes: number }>,
  booked: ReadonlyMap<string, number>,
): DashboardChart {
  // the resources with hours available or booked (a retired car with rides in the range still shows)
  const shown = who.filter((w) => w.availableMinutes > 0 || (booked.get(w.id) ?? 0) > 0);
  const b = shown.map((w) => booked.get(w.id) ?? 0);
  const cars = id === "utilisation-cars";
  return {
    id,
    title: cars ? "Utilisation per car" : "Utilisation per chauffeur",
    description: cars
      ? "Hours booked (pickup to estimated end of rides not cancelled) over hours available (every hour less the car's unavailable periods), percent."
      : "Hours booked over hours available (weekly working hours less approved time off), percent.",
    kind: "bar",
    labelsAre: "names",
    labels: shown.map((w) => w.label),
    series: [
      {
        key: "utilisation",
        label: "Utilisation",
        unit: "percent",
        values: shown.map((w, i) => percent(b[i]!, w.availableMinutes)),
      },
      { key: "booked", label: "Hours booked", unit: "hours", values: b.map(hours) },
      {
        key: "available",
        label: "Hours available",
        unit: "hours",
        values: shown.map((w) => hours(w.availableMinutes)),
      },
    ],
  };
}

export function namedCharts(range: Range, days: readonly DayRead[], d: RangeRows): DashboardChart[] {
  const stars = [1, 2, 3, 4, 5] as const;
  const bookedOf = (kind: "cars" | "chauffeurs") => {
    const m = new Map<string, number>();
    for (const day of days) for (const [id, min] of Object.entries(day[kind])) m.set(id, (m.get(id) ?? 0) + min);
    return m;
  };
  const areaTotals = new Map<string, number>();
  for (const day of days)
    for (const [a, n] of Object.entries(day.areas)) areaTotals.set(a, (areaTotals.get(a) ?? 0) + n);
  const byArea = [...areaTotals]
    .map(([area, orders]) => ({ area, orders }))
    .sort((a, b) => b.orders - a.orders || a.area.localeCompare(b.area));
  const cars = d.cars
    .filter((c) => c.event_id === null)
    .map((c) => ({
      id: c.id,
      label: c.label,
      availableMinutes: c.active
        ? carAvailableMinutes(
            range.from,
            range.to,
            d.carUnavailable.filter((u) => u.car_id === c.id),
          )
        : 0,
    }));
  const chauffeurs = d.chauffeurs.map((c) => ({
    id: c.id,
    label: c.name,
    availableMinutes: c.active
      ? chauffeurAvailableMinutes(
          range.from,
          range.to,
          d.workHours.filter((w) => w.chauffeur_id === c.id),
          d.timeOff.filter((o) => o.chauffeur_id === c.id),
        )
      : 0,
  }));
  const top = byArea.slice(0, AREAS_SHOWN);
  const rest = byArea.slice(AREAS_SHOWN).reduce((s, a) => s + a.orders, 0);
  const areas = rest > 0 ? [...top, { area: "Other places", orders: rest }] : top;
  return [
    {
      id: "rating-distribution",
      title: "Ratings by stars",
      description: "How many rides riders rated with each number of stars.",
      kind: "bar",
      labelsAre: "names",
      labels: stars.map((s) => (s === 1 ? "1 star" : `${s} stars`)),
      series: [
        {
          key: "ratings",
          label: "Ratings",
          unit: "count",
          values: stars.map((s) => days.reduce((n, r) => n + (r.stars[s - 1] ?? 0), 0)),
        },
      ],
    },
    utilisation("utilisation-cars", cars, bookedOf("cars")),
    utilisation("utilisation-chauffeurs", chauffeurs, bookedOf("chauffeurs")),
    {
      id: "rider-areas",
      title: "Where riders come from",
      description: "Bookings by the place of their pickup address (its city or area), most first.",
      kind: "bar",
      labelsAre: "names",
      labels: areas.map((a) => a.area),
      series: [{ key: "bookings", label: "Bookings", unit: "count", values: areas.map((a) => a.orders) }],
    },
  ];
}
