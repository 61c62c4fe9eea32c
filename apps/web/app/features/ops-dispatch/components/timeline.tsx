import clsx from "clsx";
import { Link } from "react-router";
import type { Plan } from "@chauffeur/contracts";

type Chauffeur = Plan["chauffeurs"][number];
type Item = Chauffeur["items"][number];

const DAY_MIN = 24 * 60;
const IST_OFFSET_MIN = 330;
/** Minutes after the day's midnight in Asia/Kolkata, kept within the day. */
export function minuteOfDay(iso: string, date: string) {
  const midnight = Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MIN * 60_000;
  return Math.min(DAY_MIN, Math.max(0, (Date.parse(iso) - midnight) / 60_000));
}
/** 'HH:MM' in Asia/Kolkata. */
export const clock = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MIN * 60_000).toISOString().slice(11, 16);
/** Time off's shading: diagonal hatching, readable without colour. */
const HATCH = {
  backgroundImage: "repeating-linear-gradient(135deg, rgba(23, 23, 31, 0.14) 0 6px, rgba(255, 255, 255, 0.6) 6px 12px)",
};
const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const KIND_LOOK: Record<Item["kind"], string> = {
  trip: "bg-gold-500 text-ink-950 border-gold-700 z-20",
  dead: "bg-ink-300 text-ink-900 border-ink-600 border-dashed z-10",
  break: "bg-ivory-50 text-ink-700 border-ink-300 z-10",
  time_off: "text-ink-700 border-ink-300 z-0",
};
const KIND_WORD: Record<Item["kind"], string> = {
  trip: "Trip",
  dead: "Dead run",
  break: "Break",
  time_off: "Time off",
};

/** One block's accessible name: what it is and its times ('SLX-1234 · Patia → Airport, 07:40–09:10'). */
export const blockName = (it: Item) => `${it.label}, ${clock(it.start)}–${clock(it.end)}`;

/** The hour ticks of a timeline: a line every hour, its label every other hour. */
function HourTicks() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      {Array.from({ length: 25 }, (_, h) => (
        <div
          key={h}
          className={clsx("absolute top-0 h-full border-l", h % 6 === 0 ? "border-ink-300" : "border-ivory-200")}
          style={{ left: `${(h / 24) * 100}%` }}
        />
      ))}
    </div>
  );
}

/** The hours above the timelines (00 … 24). */
export function HourScale() {
  return (
    <div aria-hidden className="relative h-5 text-[10px] tabular-nums text-ink-600">
      {Array.from({ length: 13 }, (_, i) => i * 2).map((h) => (
        <span key={h} className="absolute -translate-x-1/2" style={{ left: `${(h / 24) * 100}%` }}>
          {String(h).padStart(2, "0")}
        </span>
      ))}
    </div>
  );
}

/**
 * One chauffeur's day over 00:00–24:00 (Asia/Kolkata): trips (linked to their booking), dead runs, breaks and time
 * off as blocks placed by their times, the hours outside the shift shaded lightly.
 */
export function Timeline({ c, date }: { c: Chauffeur; date: string }) {
  const shift = c.shift ? { from: toMin(c.shift.starts), to: toMin(c.shift.ends) } : null;
  return (
    <div className="relative h-12 rounded-lg border border-ivory-200 bg-white">
      {shift ? (
        <>
          <div
            aria-hidden
            className="absolute inset-y-0 left-0 bg-ink-100/70"
            style={{ width: `${(shift.from / DAY_MIN) * 100}%` }}
          />
          <div
            aria-hidden
            className="absolute inset-y-0 right-0 bg-ink-100/70"
            style={{ width: `${((DAY_MIN - shift.to) / DAY_MIN) * 100}%` }}
          />
        </>
      ) : (
        <div aria-hidden className="absolute inset-0" style={HATCH} />
      )}
      <HourTicks />
      <ol aria-label={`${c.name}'s day`} className="absolute inset-0">
        {withLanes(c.items).map(({ it, lane }, i) => (
          <Block key={`${it.kind}-${it.start}-${i}`} it={it} lane={lane} date={date} />
        ))}
      </ol>
    </div>
  );
}

/**
 * Overlapping trips (a conflict) side by side in height: a trip starting before the one before it ends goes to the
 * lower half, both outlined in red; every other block has the full row.
 */
export function withLanes(items: Item[]) {
  const trips = items.filter((it) => it.kind === "trip").sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const clashing = new Set<Item>();
  for (let i = 1; i < trips.length; i++)
    if (Date.parse(trips[i].start) < Date.parse(trips[i - 1].end)) clashing.add(trips[i]).add(trips[i - 1]);
  let upper = true;
  return items.map((it) => {
    if (!clashing.has(it)) return { it, lane: "full" as const };
    const lane = upper ? ("upper" as const) : ("lower" as const);
    upper = !upper;
    return { it, lane };
  });
}
const LANE = {
  full: "",
  upper: "!top-0.5 !bottom-1/2 ring-2 ring-danger-600",
  lower: "!top-1/2 !bottom-0.5 ring-2 ring-danger-600",
};

function Block({ it, lane, date }: { it: Item; lane: keyof typeof LANE; date: string }) {
  const from = minuteOfDay(it.start, date);
  const to = Math.max(from + 4, minuteOfDay(it.end, date));
  const name = `${KIND_WORD[it.kind]}: ${blockName(it)}`;
  const style = {
    left: `${(from / DAY_MIN) * 100}%`,
    width: `${((to - from) / DAY_MIN) * 100}%`,
    ...(it.kind === "time_off" ? HATCH : {}),
  };
  const look = clsx(
    "absolute flex items-center overflow-hidden whitespace-nowrap rounded border px-1 text-[10px] font-semibold leading-tight",
    it.kind === "trip" ? "inset-y-1" : "inset-y-2.5",
    KIND_LOOK[it.kind],
    LANE[lane],
  );
  // the block's own words when there is room for them (the full name is its title and accessible name)
  const roomy = to - from >= 40;
  const text = !roomy
    ? ""
    : it.kind === "trip"
      ? (it.reference ?? it.label)
      : it.kind === "dead" && it.km
        ? `${Math.round(it.km)} km`
        : it.kind === "break"
          ? "Break"
          : "";
  return (
    <li className={look} style={style} title={name} aria-label={name} data-kind={it.kind}>
      {it.kind === "trip" && it.bookingId ? (
        <Link to={`/ops/bookings/${it.bookingId}`} className="block w-full truncate" aria-label={name}>
          {text}
        </Link>
      ) : (
        <span className="truncate" aria-hidden>
          {text}
        </span>
      )}
    </li>
  );
}
