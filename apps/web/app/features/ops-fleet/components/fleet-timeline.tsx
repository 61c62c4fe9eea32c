import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import clsx from "clsx";
import { type Timeline, vehicleClassName } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { timelineQuery } from "../api/fleet";

// The fleet page's Timeline tab: each car's bookings over a day or a week.

type TimelineCar = Timeline["cars"][number];

const todayIst = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
const BAR: Record<string, string> = {
  pending: "bg-amber-300 text-amber-950",
  confirmed: "bg-sky-600 text-white",
  ongoing: "bg-violet-600 text-white",
  completed: "bg-emerald-600 text-white",
};

/** The start date and the Day / Week range. */
function RangeControls({
  from,
  setFrom,
  days,
  setDays,
}: {
  from: string;
  setFrom(v: string): void;
  days: number;
  setDays(n: number): void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <TextField label="From" type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
      <fieldset className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-ivory-200">
        <legend className="sr-only">Range</legend>
        {[
          [1, "Day"],
          [7, "Week"],
        ].map(([n, l]) => (
          <button
            key={n}
            type="button"
            aria-pressed={days === n}
            onClick={() => setDays(n as number)}
            className={clsx(
              "rounded-full px-4 py-1.5 text-sm",
              days === n ? "bg-ink-900 text-ivory-50" : "text-ink-700",
            )}
          >
            {l}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** The hour (day) or weekday (week) labels above the bars. */
function Ticks({ days, start, span }: { days: number; start: number; span: number }) {
  const ticks = days === 1 ? Array.from({ length: 7 }, (_, i) => i * 4) : Array.from({ length: days }, (_, i) => i);
  return (
    <div className="relative ml-44 h-6 text-[11px] text-ink-600" aria-hidden>
      {ticks.map((t) => (
        <span
          key={t}
          className="absolute -translate-x-1/2"
          style={{ left: `${((days === 1 ? t * 3600_000 : t * 86_400_000) / span) * 100}%` }}
        >
          {days === 1
            ? `${String(t).padStart(2, "0")}:00`
            : new Date(start + t * 86_400_000).toLocaleDateString("en-IN", {
                timeZone: "Asia/Kolkata",
                weekday: "short",
                day: "numeric",
              })}
        </span>
      ))}
    </div>
  );
}

/** One car: its plate and model, then a bar per booking from pickup to the end of the hold. */
function CarRow({ c, start, span }: { c: TimelineCar; start: number; span: number }) {
  return (
    <li className="flex items-center gap-0 py-2">
      <div className="w-44 shrink-0 pr-3 text-sm">
        <p className={clsx("font-mono font-semibold", !c.active && "text-ink-600 line-through")}>{c.plate}</p>
        <p className="truncate text-xs text-ink-600">
          {c.model} · {vehicleClassName(c.vehicleClass)}
        </p>
      </div>
      <div className="relative h-9 flex-1 rounded-lg bg-ivory-100">
        {c.bookings.map((b) => {
          const left = Math.max(0, (new Date(b.startTime).getTime() - start) / span);
          const right = Math.min(1, (new Date(b.holdUntil).getTime() - start) / span);
          const time = new Date(b.startTime).toLocaleTimeString("en-IN", {
            timeZone: "Asia/Kolkata",
            hour: "2-digit",
            minute: "2-digit",
          });
          return (
            <Link
              key={b.id}
              to={`/ops/bookings/${b.id}`}
              title={`${b.reference} · ${time} · ${b.chauffeur ?? "no chauffeur"} · ${b.pickup}`}
              className={clsx(
                "absolute top-1 bottom-1 overflow-hidden rounded-md px-2 text-[11px] leading-7 whitespace-nowrap",
                BAR[b.status] ?? "bg-ink-300",
              )}
              style={{ left: `${left * 100}%`, width: `max(${(right - left) * 100}%, 6px)` }}
            >
              {b.reference} · {time}
            </Link>
          );
        })}
      </div>
    </li>
  );
}

/** Each car's bookings over a day or a week: bars from pickup to the end of the hold (trip plus turnaround). */
export function TimelineTab() {
  const [from, setFrom] = useState(todayIst());
  const [days, setDays] = useState(1);
  const q = useQuery(timelineQuery(from, days));
  const start = q.data ? new Date(q.data.from).getTime() : 0;
  const span = days * 86_400_000;
  return (
    <div>
      <RangeControls from={from} setFrom={setFrom} days={days} setDays={setDays} />
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} />
      ) : (
        <div className="card overflow-x-auto p-4" tabIndex={0} role="region" aria-label="Timeline, scrolls sideways">
          <div className="min-w-[760px]">
            <Ticks days={days} start={start} span={span} />
            <ul className="divide-y divide-ivory-200" aria-label="Cars and their bookings">
              {q.data.cars.map((c) => (
                <CarRow key={c.id} c={c} start={start} span={span} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
