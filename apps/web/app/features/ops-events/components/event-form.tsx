import { useState } from "react";
import { EVENT_TYPES, type EventCreate } from "@chauffeur/contracts";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { label } from "~/features/ops-core";

export interface EventFormValues {
  eventType: EventCreate["eventType"];
  title: string;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  venue: string;
  dates: string[];
  notes: string;
}

export const EMPTY_EVENT: EventFormValues = {
  eventType: "wedding",
  title: "",
  clientName: "",
  clientPhone: "+91",
  clientEmail: "",
  venue: "",
  dates: [""],
  notes: "",
};

/** The event as the API takes it (EventCreateSchema; the server checks it and says what is wrong). */
export function eventBody(v: EventFormValues): EventCreate {
  return {
    eventType: v.eventType,
    title: v.title.trim(),
    client: {
      name: v.clientName.trim(),
      phone: v.clientPhone.replace(/\s/g, ""),
      ...(v.clientEmail.trim() ? { email: v.clientEmail.trim() } : {}),
    },
    venues: [{ name: v.venue.trim() }],
    dates: v.dates.filter(Boolean),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
  };
}

/** The event's days: one date field each, 'Add a day' and 'Remove the last day'. */
function DatesField({ dates, onChange }: { dates: string[]; onChange(dates: string[]): void }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="field-label">Dates</legend>
      <div className="flex flex-wrap items-end gap-3">
        {dates.map((d, i) => (
          <TextField
            key={i}
            label={`Day ${i + 1}`}
            type="date"
            value={d}
            onChange={(e) => onChange(dates.map((x, j) => (j === i ? e.target.value : x)))}
          />
        ))}
        <button type="button" className="btn-ghost" onClick={() => onChange([...dates, ""])}>
          Add a day
        </button>
        {dates.length > 1 ? (
          <button type="button" className="btn-ghost" onClick={() => onChange(dates.slice(0, -1))}>
            Remove the last day
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * An event's details: type, title, client, venue, dates (one or several days) and notes. `fromLead`: only what an
 * enquiry does not say (title, venue, dates; the client and the type come from the enquiry).
 */
export function EventForm(p: {
  initial: EventFormValues;
  fromLead?: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit(v: EventFormValues): void;
}) {
  const [v, setV] = useState(p.initial);
  const set = <K extends keyof EventFormValues>(k: K, value: EventFormValues[K]) => setV({ ...v, [k]: value });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit(v);
      }}
    >
      {p.fromLead ? null : (
        <>
          <SelectField
            label="Event type"
            value={v.eventType}
            onChange={(e) => set("eventType", e.target.value as EventFormValues["eventType"])}
          >
            {EVENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {label(t)}
              </option>
            ))}
          </SelectField>
          <TextField label="Client's name" value={v.clientName} onChange={(e) => set("clientName", e.target.value)} />
          <TextField
            label="Client's phone"
            value={v.clientPhone}
            onChange={(e) => set("clientPhone", e.target.value)}
          />
        </>
      )}
      <TextField
        label={p.fromLead ? "Client's e-mail (when the enquiry has none)" : "Client's e-mail"}
        type="email"
        value={v.clientEmail}
        onChange={(e) => set("clientEmail", e.target.value)}
      />
      <TextField
        label={p.fromLead ? "Title (optional)" : "Title"}
        value={v.title}
        placeholder="e.g. Mohanty–Das wedding"
        onChange={(e) => set("title", e.target.value)}
      />
      <TextField
        label="Venue"
        value={v.venue}
        placeholder="e.g. Mayfair Lagoon"
        onChange={(e) => set("venue", e.target.value)}
      />
      <DatesField dates={v.dates} onChange={(dates) => set("dates", dates)} />
      {p.fromLead ? null : (
        <TextareaField
          wrapperClassName="sm:col-span-2"
          label="Notes"
          value={v.notes}
          onChange={(e) => set("notes", e.target.value)}
        />
      )}
      <div className="flex justify-end sm:col-span-2">
        <BusyButton className="btn-primary" busy={p.busy}>
          {p.submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
