import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import {
  FlightUpdateRequestSchema,
  flightMessages,
  istClock,
  meetBufferMin,
  meetTimeFor,
  parseTripTime,
  toIstLocalInput,
  type FlightUpdateRequest,
  type FlightView,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessage } from "~/features/ops-core";
import { useRecordFlightUpdate } from "../api/flights";

type What = FlightUpdateRequest["state"];
type Errors = Partial<Record<"state" | "time" | "note" | "form", string>>;

const OPTIONS = (direction: FlightView["direction"]): Array<[What, string]> => [
  ["expected", "New expected time"],
  direction === "arrival" ? ["landed", "Landed"] : ["departed", "Departed"],
  ["cancelled", "Cancelled"],
  ["diverted", "Diverted"],
];
const needsTime = (w: What) => w === "expected" || w === "landed" || w === "departed";

function timeHint(what: What, flight: FlightView, time: string) {
  const verb = flight.direction === "arrival" ? "land" : "depart";
  const text =
    what === "expected"
      ? `When the flight is now expected to ${verb}, in India time.`
      : `When the flight ${what === "landed" ? "landed" : "departed"}, in India time.`;
  const at = flight.direction === "arrival" ? parseTripTime(time) : null;
  if (!at) return text;
  const buffer = meetBufferMin(flight.international);
  return `${text} The chauffeur then meets the rider at ${istClock(meetTimeFor(at, flight.international))} (landing + ${buffer} min).`;
}

/** The dialog's fields and errors, reset each time it opens; submit checks them, then posts. */
function useFlightUpdateForm(bookingId: string, flight: FlightView, open: boolean, close: () => void) {
  const record = useRecordFlightUpdate(bookingId);
  const [what, setWhat] = useState<What>("expected");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (open) {
      setWhat("expected");
      setTime(toIstLocalInput(new Date(flight.expectedAt)));
      setNote("");
      setErrors({});
    }
  }, [open, flight.expectedAt]);

  const submit = () => {
    const parsed = FlightUpdateRequestSchema.safeParse({ state: what, time: needsTime(what) ? time : null, note });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        found[key === "state" || key === "time" || key === "note" ? key : "form"] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(flightMessages.recorded);
        close();
      },
      onError: (err) => {
        const fields = err instanceof ApiRequestError ? err.fieldErrors : undefined;
        setErrors({
          state: fields?.state?.[0],
          time: fields?.time?.[0],
          note: fields?.note?.[0],
          form: fields?.state || fields?.time || fields?.note ? undefined : errorMessage(err),
        });
      },
    });
  };
  const chooseWhat = (w: What) => {
    setWhat(w);
    setErrors({});
  };
  return { what, chooseWhat, time, setTime, note, setNote, errors, submit, busy: record.isPending };
}

/**
 * 'Record flight update': what an operator learnt about the flight (a new expected time, the landing or departure, a
 * cancellation or diversion). The server runs the same adjustment as the flight status provider's answers.
 */
export function FlightUpdateDialog({
  bookingId,
  reference,
  flight,
  open,
  onOpenChange,
}: {
  bookingId: string;
  reference: string;
  flight: FlightView;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const form = useFlightUpdateForm(bookingId, flight, open, () => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Record flight update: ${flight.flightNumber ?? reference}`}
      description="The pickup, the rider's and the chauffeur's messages and the console's alerts follow it, as for the flight status provider's updates."
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <SelectField
          label="What happened"
          value={form.what}
          onChange={(e) => form.chooseWhat(e.target.value as What)}
          error={form.errors.state}
        >
          {OPTIONS(flight.direction).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
        {needsTime(form.what) ? (
          <TextField
            label="Time (IST)"
            type="datetime-local"
            value={form.time}
            onChange={(e) => form.setTime(e.target.value)}
            error={form.errors.time}
            hint={timeHint(form.what, flight, form.time)}
            required
          />
        ) : null}
        <TextareaField
          label="Note for the team (optional)"
          value={form.note}
          onChange={(e) => form.setNote(e.target.value)}
          maxLength={300}
          error={form.errors.note}
          placeholder="e.g. Airline's SMS: now landing 9:25 pm"
        />
        {form.errors.form ? (
          <p className="field-error" role="alert">
            {form.errors.form}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={form.busy}>
            Record update
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
