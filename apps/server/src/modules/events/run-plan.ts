import {
  EVENT_CAR_LINE_KINDS,
  EVENT_LINE_LABELS,
  type EventCarLine,
  type EventLine,
  type EventRunLeg,
  type EventRunSheet,
} from "@chauffeur/contracts";

/**
 * The runs an accepted quote asks for (decision record 023 point 4): each car of each car line (cars, procession,
 * shuttle, outstation) on each of its dates, with its times (the line's Asia/Kolkata times on that date), its places
 * (the line's, else the event's first venue) and its run-sheet's legs. Pure: runs.service.ts compares the plan with
 * the runs stored.
 */
export interface PlannedRun {
  /** what identifies a run across quote versions: a change of class or times is another run */
  key: string;
  lineIndex: number;
  carIndex: number;
  date: string;
  kind: EventCarLine["kind"];
  label: string;
  vehicleClass: string;
  startAt: Date;
  endAt: Date;
  pickup: string;
  dropOff: string | null;
  sheet: EventRunSheet;
}

const isCarLine = (l: EventLine): l is EventCarLine => (EVENT_CAR_LINE_KINDS as readonly string[]).includes(l.kind);

/** An Asia/Kolkata date and time of day as an instant (IST is UTC+05:30 all year). */
export const kolkataAt = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** The legs of one car's day: where it goes when. */
export function legsOf(line: EventCarLine, venue: string, start: Date, end: Date): EventRunLeg[] {
  const note = line.note ?? null;
  const at = (d: Date) => d.toISOString();
  switch (line.kind) {
    case "cars":
      return [{ at: at(start), from: line.pickup ?? venue, to: venue, note }];
    case "procession":
      return [{ at: at(start), from: line.from, to: line.to, note }];
    case "shuttle": {
      // the loops spread evenly over the line's hours, each one there and back
      const step = (end.getTime() - start.getTime()) / line.loops;
      return Array.from({ length: line.loops }, (_, i) => ({
        at: at(new Date(start.getTime() + i * step)),
        from: line.from,
        to: line.to,
        note: i === 0 ? note : null,
      }));
    }
    case "outstation": {
      const out = { at: at(start), from: line.from, to: line.to, note };
      // the return leaves half-way through the line's hours
      const back = new Date((start.getTime() + end.getTime()) / 2);
      return line.returnTrip ? [out, { at: at(back), from: line.to, to: line.from, note: null }] : [out];
    }
  }
}

/** Every run the quote's lines ask for, in line, date and car order. */
export function planRuns(lines: EventLine[], venue: string): PlannedRun[] {
  const runs: PlannedRun[] = [];
  lines.forEach((line, lineIndex) => {
    if (!isCarLine(line)) return;
    for (const date of [...line.dates].sort()) {
      const startAt = kolkataAt(date, line.start);
      const endAt = kolkataAt(date, line.end);
      const legs = legsOf(line, venue, startAt, endAt);
      for (let carIndex = 0; carIndex < line.cars; carIndex++)
        runs.push({
          key: `${lineIndex}:${carIndex}:${date}:${line.vehicleClass}:${line.start}-${line.end}`,
          lineIndex,
          carIndex,
          date,
          kind: line.kind,
          label: line.note ? `${EVENT_LINE_LABELS[line.kind]}: ${line.note}` : EVENT_LINE_LABELS[line.kind],
          vehicleClass: line.vehicleClass,
          startAt,
          endAt,
          pickup: legs[0].from,
          dropOff: legs[0].to,
          sheet: { lineIndex, carIndex, date, legs },
        });
    }
  });
  return runs;
}

/** A stored run's key (the same identity as a planned one's). */
export const storedRunKey = (r: {
  vehicleClass: string;
  eventRun: EventRunSheet | null;
  pickupAt: Date;
  endTime: Date;
}) => {
  const run = r.eventRun;
  if (!run) return "";
  const hm = (d: Date) =>
    d.toLocaleTimeString("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hour12: false });
  return `${run.lineIndex}:${run.carIndex}:${run.date}:${r.vehicleClass}:${hm(r.pickupAt)}-${hm(r.endTime)}`;
};
