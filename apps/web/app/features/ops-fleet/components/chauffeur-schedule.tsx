import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import {
  WEEKDAY_NAMES,
  type Chauffeur,
  type ChauffeurSchedule,
  type ChauffeurScheduleInput,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { scheduleQuery, useSaveSchedule } from "../api/schedules";
import { BaseSearch } from "./base-search";
import { TimeOffPanel } from "./time-off-panel";

/** The week as the console shows it: Monday first (weekday numbers are 0 = Sunday … 6 = Saturday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
interface DayRow {
  off: boolean;
  starts: string;
  ends: string;
}
interface FormState {
  days: Record<number, DayRow>;
  duty: string;
  driving: string;
  rest: string;
  baseLabel: string;
  lat: string;
  lng: string;
}

const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
function formOf(s: ChauffeurSchedule): FormState {
  const days: Record<number, DayRow> = {};
  for (const w of WEEK) {
    const shift = s.hours.find((h) => h.weekday === w);
    days[w] = shift
      ? { off: false, starts: shift.starts, ends: shift.ends }
      : { off: true, starts: "06:00", ends: "22:00" };
  }
  return {
    days,
    duty: hours(s.limits.maxDutyMinutes),
    driving: hours(s.limits.maxDrivingMinutes),
    rest: hours(s.limits.minRestMinutes),
    baseLabel: s.base?.label ?? "",
    lat: s.base ? String(s.base.lat) : "",
    lng: s.base ? String(s.base.lng) : "",
  };
}

/** The form as the API takes it: hours in minutes, a base only when its label is given. */
function bodyOf(f: FormState): ChauffeurScheduleInput {
  const minutes = (h: string) => Math.round(Number(h) * 60);
  const label = f.baseLabel.trim();
  return {
    hours: WEEK.filter((w) => !f.days[w].off).map((w) => ({
      weekday: w,
      starts: f.days[w].starts,
      ends: f.days[w].ends,
    })),
    limits: { maxDutyMinutes: minutes(f.duty), maxDrivingMinutes: minutes(f.driving), minRestMinutes: minutes(f.rest) },
    base: label || f.lat || f.lng ? { label, lat: Number(f.lat), lng: Number(f.lng) } : null,
  };
}

/** 'HH:MM' typed (a time picker cannot say 24:00, the end of a shift that runs to midnight). */
const timeProps = {
  type: "text",
  pattern: "\\d{2}:\\d{2}",
  placeholder: "HH:MM",
  maxLength: 5,
  autoComplete: "off",
} as const;

function DayFields({ weekday, row, onChange }: { weekday: number; row: DayRow; onChange(r: DayRow): void }) {
  const name = WEEKDAY_NAMES[weekday];
  const time = "field-input w-full disabled:bg-ivory-100 disabled:text-ink-400";
  return (
    <div
      role="group"
      aria-label={name}
      className="grid grid-cols-2 items-end gap-x-3 gap-y-1 py-2 sm:grid-cols-[6.5rem_4.5rem_1fr_1fr] sm:gap-2 sm:py-1.5"
    >
      <span className="text-sm font-semibold text-ink-900 sm:pb-3">{name}</span>
      <label className="flex items-center gap-2 text-sm text-ink-700 sm:pb-3">
        <input
          type="checkbox"
          className="size-4 accent-gold-600"
          checked={row.off}
          onChange={(e) => onChange({ ...row, off: e.target.checked })}
        />
        Off<span className="sr-only"> on {name}</span>
      </label>
      <label className="text-xs font-medium text-ink-600">
        <span className="sr-only">{name} </span>Starts
        <input
          {...timeProps}
          className={time}
          value={row.starts}
          disabled={row.off}
          onChange={(e) => onChange({ ...row, starts: e.target.value })}
        />
      </label>
      <label className="text-xs font-medium text-ink-600">
        <span className="sr-only">{name} </span>Ends
        <input
          {...timeProps}
          className={time}
          value={row.ends}
          disabled={row.off}
          onChange={(e) => onChange({ ...row, ends: e.target.value })}
        />
      </label>
    </div>
  );
}

/** The duty limits in hours and the base (a name and its coordinates). */
function LimitsAndBase({ f, set }: { f: FormState; set(patch: Partial<FormState>): void }) {
  return (
    <>
      <h3 className="mt-5 font-semibold text-ink-900">Duty limits (hours)</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Duty a day"
          type="number"
          step="0.5"
          value={f.duty}
          onChange={(e) => set({ duty: e.target.value })}
        />
        <TextField
          label="Driving a day"
          type="number"
          step="0.5"
          value={f.driving}
          onChange={(e) => set({ driving: e.target.value })}
        />
        <TextField
          label="Rest between duties"
          type="number"
          step="0.5"
          value={f.rest}
          onChange={(e) => set({ rest: e.target.value })}
        />
      </div>
      <h3 className="mt-5 font-semibold text-ink-900">Base</h3>
      <p className="text-xs text-ink-500">
        Where a duty starts when no earlier drop-off is known. Leave empty for none.
      </p>
      <BaseSearch onPick={(p) => set({ baseLabel: p.label, lat: String(p.lat), lng: String(p.lng) })} />
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <TextField
          label="Base name"
          placeholder="Patia garage"
          value={f.baseLabel}
          onChange={(e) => set({ baseLabel: e.target.value })}
        />
        <TextField
          label="Latitude"
          inputMode="decimal"
          placeholder="20.3536"
          value={f.lat}
          onChange={(e) => set({ lat: e.target.value })}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          placeholder="85.8190"
          value={f.lng}
          onChange={(e) => set({ lng: e.target.value })}
        />
      </div>
    </>
  );
}

function HoursForm({ chauffeur, schedule }: { chauffeur: Chauffeur; schedule: ChauffeurSchedule }) {
  const [f, setF] = useState<FormState>(() => formOf(schedule));
  const save = useSaveSchedule();
  useEffect(() => setF(formOf(schedule)), [schedule]);
  const set = (patch: Partial<FormState>) => setF((s) => ({ ...s, ...patch }));
  return (
    <form
      noValidate
      aria-label="Working hours"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: chauffeur.id, body: bodyOf(f) },
          { onSuccess: () => toast.success(`Saved ${chauffeur.name}'s schedule.`) },
        );
      }}
    >
      <h3 className="font-semibold text-ink-900">Working hours (IST)</h3>
      <p className="text-xs text-ink-500">A shift ends the same day; 24:00 is midnight.</p>
      <div className="mt-2 divide-y divide-ivory-200">
        {WEEK.map((w) => (
          <DayFields key={w} weekday={w} row={f.days[w]} onChange={(r) => set({ days: { ...f.days, [w]: r } })} />
        ))}
      </div>
      <LimitsAndBase f={f} set={set} />
      {save.isError ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-danger-600">
          {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <BusyButton type="submit" className="btn-dark" busy={save.isPending}>
          Save hours
        </BusyButton>
      </div>
    </form>
  );
}

function ScheduleBody({ chauffeur }: { chauffeur: Chauffeur }) {
  const q = useQuery(scheduleQuery(chauffeur.id));
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-6">
      <HoursForm chauffeur={chauffeur} schedule={q.data} />
      <TimeOffPanel chauffeur={chauffeur} />
    </div>
  );
}

/** 'Schedule' on a chauffeur's row: the week's hours, duty limits and base, and their time off. */
export function ScheduleButton({ chauffeur }: { chauffeur: Chauffeur }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost px-3 py-1.5"
        onClick={() => setOpen(true)}
        aria-label={`Schedule of ${chauffeur.name}`}
      >
        Schedule
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Schedule · ${chauffeur.name}`} className="sm:max-w-2xl">
        {open ? <ScheduleBody chauffeur={chauffeur} /> : null}
      </Dialog>
    </>
  );
}
