import { EVENT_LINE_LABELS, VEHICLE_CLASS_NAMES, VEHICLE_CLASSES, type EventLine } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { formatDate } from "~/lib/format";

type Change = (line: EventLine) => void;
type CarLine = Extract<EventLine, { vehicleClass: unknown }>;

/** A whole-number field: its value as a number (0 while empty; the server's check says what is missing). */
function Num(p: { label: string; value: number; onChange(n: number): void; min?: number; hint?: string }) {
  return (
    <TextField
      label={p.label}
      type="number"
      inputMode="numeric"
      min={p.min ?? 0}
      step={1}
      value={Number.isFinite(p.value) ? String(p.value) : ""}
      hint={p.hint}
      onChange={(e) => p.onChange(e.target.value === "" ? 0 : Math.trunc(Number(e.target.value)))}
    />
  );
}

function Text(p: { label: string; value: string; onChange(v: string): void; placeholder?: string }) {
  return (
    <TextField
      label={p.label}
      value={p.value}
      placeholder={p.placeholder}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

/** The dates a car line serves: one checkbox per date of the event. */
function Dates({ line, dates, onChange }: { line: CarLine; dates: string[]; onChange: Change }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Dates</legend>
      <div className="flex flex-wrap gap-3">
        {dates.map((d) => (
          <label key={d} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={line.dates.includes(d)}
              onChange={(e) =>
                onChange({
                  ...line,
                  dates: e.target.checked ? [...line.dates, d].sort() : line.dates.filter((x) => x !== d),
                })
              }
            />
            {formatDate(`${d}T12:00:00+05:30`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields every car line has: class, number of cars, dates, times, a note for the chauffeur. */
function CarFields({ line, dates, onChange }: { line: CarLine; dates: string[]; onChange: Change }) {
  return (
    <>
      <SelectField
        label="Vehicle class"
        value={line.vehicleClass}
        onChange={(e) => onChange({ ...line, vehicleClass: e.target.value as CarLine["vehicleClass"] })}
      >
        {VEHICLE_CLASSES.map((c) => (
          <option key={c} value={c}>
            {VEHICLE_CLASS_NAMES[c]}
          </option>
        ))}
      </SelectField>
      <Num label="Number of cars" min={1} value={line.cars} onChange={(cars) => onChange({ ...line, cars })} />
      <TextField
        label="Start (IST)"
        type="time"
        value={line.start}
        onChange={(e) => onChange({ ...line, start: e.target.value })}
      />
      <TextField
        label="End (IST)"
        type="time"
        value={line.end}
        onChange={(e) => onChange({ ...line, end: e.target.value })}
      />
      <Dates line={line} dates={dates} onChange={onChange} />
      <TextField
        label="Note for the chauffeur (optional)"
        wrapperClassName="sm:col-span-2"
        value={line.note ?? ""}
        maxLength={200}
        placeholder="e.g. The bride's car"
        onChange={(e) => onChange({ ...line, note: e.target.value || undefined })}
      />
    </>
  );
}

/** A cars line's basis (the day or the hour), planned km and pick-up. */
function CarsBasisFields({ line, onChange }: { line: Extract<EventLine, { kind: "cars" }>; onChange: Change }) {
  return (
    <>
      <SelectField
        label="Priced by"
        value={line.basis}
        onChange={(e) => onChange({ ...line, basis: e.target.value as "day" | "hours" })}
      >
        <option value="day">The day (package)</option>
        <option value="hours">The hour</option>
      </SelectField>
      <Num
        label="Planned km per car per day"
        value={line.plannedKmPerDay ?? 0}
        hint="Beyond the included km, priced up front"
        onChange={(n) => onChange({ ...line, plannedKmPerDay: n })}
      />
      <TextField
        label="Pick-up (optional)"
        value={line.pickup ?? ""}
        placeholder="Where the cars start; the venue when empty"
        onChange={(e) => onChange({ ...line, pickup: e.target.value || undefined })}
      />
    </>
  );
}

/** What only its kind of line has. */
function KindFields({ line, onChange }: { line: EventLine; onChange: Change }) {
  switch (line.kind) {
    case "cars":
      return <CarsBasisFields line={line} onChange={onChange} />;
    case "procession":
    case "shuttle":
    case "outstation":
      return (
        <>
          <Text label="From" value={line.from} onChange={(from) => onChange({ ...line, from })} />
          <Text label="To" value={line.to} onChange={(to) => onChange({ ...line, to })} />
          {line.kind === "shuttle" ? (
            <>
              <Num
                label="Loops per car per date"
                min={1}
                value={line.loops}
                onChange={(loops) => onChange({ ...line, loops })}
              />
              <Num
                label="Km per loop"
                min={1}
                value={line.kmPerLoop}
                onChange={(kmPerLoop) => onChange({ ...line, kmPerLoop })}
              />
            </>
          ) : null}
          {line.kind === "outstation" ? (
            <>
              <Num label="Km one way" min={1} value={line.km} onChange={(km) => onChange({ ...line, km })} />
              <label className="flex items-center gap-2 self-end pb-3 text-sm">
                <input
                  type="checkbox"
                  checked={line.returnTrip}
                  onChange={(e) => onChange({ ...line, returnTrip: e.target.checked })}
                />
                Back the same day
              </label>
            </>
          ) : null}
        </>
      );
    case "decoration":
      return <Num label="Cars decorated" min={1} value={line.cars} onChange={(cars) => onChange({ ...line, cars })} />;
    case "placard":
      return <Num label="Placards" min={1} value={line.count} onChange={(count) => onChange({ ...line, count })} />;
    case "standby":
      return (
        <>
          <Num
            label="Chauffeurs"
            min={1}
            value={line.chauffeurs}
            onChange={(chauffeurs) => onChange({ ...line, chauffeurs })}
          />
          <Num label="Hours each" min={1} value={line.hours} onChange={(hours) => onChange({ ...line, hours })} />
        </>
      );
  }
}

/** One line of the quote builder: its kind's labelled fields, and 'Remove'. */
export function LineFields(p: {
  line: EventLine;
  index: number;
  dates: string[];
  onChange: Change;
  onRemove(): void;
  disabled?: boolean;
}) {
  const { line } = p;
  return (
    <fieldset className="rounded-xl border border-ivory-200 p-3" disabled={p.disabled} data-testid="quote-line">
      <legend className="px-1 text-sm font-semibold text-ink-900">
        {p.index + 1}. {EVENT_LINE_LABELS[line.kind]}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {"vehicleClass" in line ? <CarFields line={line} dates={p.dates} onChange={p.onChange} /> : null}
        <KindFields line={line} onChange={p.onChange} />
      </div>
      <div className="mt-2 flex justify-end">
        <button type="button" className="btn-ghost text-sm" onClick={p.onRemove}>
          Remove line {p.index + 1}
        </button>
      </div>
    </fieldset>
  );
}
