import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { RIDE_STEP_LABELS, vehicleClassName, type EventRuns, type EventRunView } from "@chauffeur/contracts";
import { SelectField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { Empty, ErrorNote, Loading, errorMessage } from "~/features/ops-core";
import { runsQuery, useAssignRun } from "../api/runs";

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" });
const day = (date: string) =>
  new Date(`${date}T12:00:00+05:30`).toLocaleDateString("en-IN", {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
  });

function runState(r: EventRunView) {
  if (r.status === "pending") return "Not assigned";
  if (r.step) return RIDE_STEP_LABELS[r.step];
  return r.status;
}

/** The run's chauffeur and car (ours of its class, or a partner's), and 'Assign'. */
function AssignForm({
  eventId,
  run,
  data,
  label,
}: {
  eventId: string;
  run: EventRunView;
  data: EventRuns;
  label: string;
}) {
  const assign = useAssignRun(eventId);
  const [chauffeurId, setChauffeurId] = useState(run.chauffeur?.id ?? "");
  const [carId, setCarId] = useState(run.car?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const cars = data.cars.filter((c) => c.vehicleClass === run.vehicleClass);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!chauffeurId || !carId) return setError("Choose a chauffeur and a car.");
    assign.mutate(
      { bookingId: run.bookingId, chauffeurId, carId },
      {
        onSuccess: (r) => toast.success(`${r.reference}: ${r.chauffeur?.name} with ${r.car?.plate}`),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <SelectField
        label="Chauffeur"
        name="chauffeurId"
        value={chauffeurId}
        onChange={(e) => setChauffeurId(e.target.value)}
      >
        <option value="">Choose a chauffeur</option>
        {data.chauffeurs.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`Car (${vehicleClassName(run.vehicleClass)})`}
        name="carId"
        value={carId}
        onChange={(e) => setCarId(e.target.value)}
      >
        <option value="">Choose a car</option>
        {cars.map((c) => (
          <option key={c.id} value={c.id}>
            {c.model} · {c.plate}
            {c.partner ? " (partner car)" : ""}
          </option>
        ))}
      </SelectField>
      <BusyButton busy={assign.isPending} className="btn-primary" aria-label={`Assign ${label}`}>
        {run.status === "pending" ? "Assign" : "Reassign"}
      </BusyButton>
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One run: its times, legs and assignment. */
function RunRow({ eventId, run, data }: { eventId: string; run: EventRunView; data: EventRuns }) {
  const open = run.status === "pending" || run.status === "confirmed";
  const label = `${run.label}, car ${run.carIndex + 1} (${run.reference})`;
  return (
    <li className="card space-y-3 p-4" data-testid="event-run" data-run={run.bookingId} aria-label={label}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink-900">
          {time(run.startAt)}–{time(run.endAt)} · {run.label} · car {run.carIndex + 1}
        </p>
        <p className="text-sm text-ink-600">
          {vehicleClassName(run.vehicleClass)} · {run.reference} ·{" "}
          <span data-testid="run-state" className="font-semibold">
            {runState(run)}
          </span>
        </p>
      </div>
      <ol className="space-y-0.5 text-sm text-ink-700">
        {run.legs.map((l, i) => (
          <li key={i}>
            {time(l.at)} · {l.from}
            {l.to ? ` → ${l.to}` : ""}
            {l.note ? ` (${l.note})` : ""}
          </li>
        ))}
      </ol>
      {open ? (
        <AssignForm eventId={eventId} run={run} data={data} label={label} />
      ) : (
        <p className="text-sm text-ink-700">
          {run.chauffeur?.name} · {run.car?.plate}
        </p>
      )}
    </li>
  );
}

/**
 * The event's day in the console (README "Weddings and events"): its runs grouped by date, each with a chauffeur and
 * a car to assign (our own cars of the run's class, or the event's partner cars).
 */
export function EventRunsPanel({ eventId }: { eventId: string }) {
  const q = useQuery(runsQuery(eventId));
  if (q.isLoading) return <Loading />;
  if (q.error || !q.data) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const data = q.data;
  if (data.runs.length === 0)
    return <Empty title="No cars on the day yet">They are made when the deposit is paid: one per car per day.</Empty>;
  const dates = [...new Set(data.runs.map((r) => r.date))];
  return (
    <section aria-labelledby="event-runs" className="space-y-5">
      <h2 id="event-runs" className="font-display text-xl text-ink-900">
        Cars on the day · {data.reference} · {data.title}
      </h2>
      {dates.map((d) => (
        <section key={d} aria-label={day(d)} className="space-y-3">
          <h3 className="font-semibold text-ink-800">{day(d)}</h3>
          <ul className="space-y-3">
            {data.runs
              .filter((r) => r.date === d)
              .map((r) => (
                <RunRow key={r.bookingId} eventId={eventId} run={r} data={data} />
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
