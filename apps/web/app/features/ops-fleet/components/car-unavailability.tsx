import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import {
  CAR_UNAVAILABLE_REASONS,
  CAR_UNAVAILABLE_REASON_TEXTS,
  type Car,
  type CarUnavailabilityCreated,
  type CarUnavailableReason,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { PeriodForm } from "./period-form";
import { formatDateTime } from "~/lib/format";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { carUnavailabilityQuery, useAddCarUnavailability, useRemoveCarUnavailability } from "../api/schedules";

/** A datetime-local value (Asia/Kolkata wall time) as an instant. */
const istInstant = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : "");

function Clashes({ clashes }: { clashes: CarUnavailabilityCreated["clashes"] }) {
  if (!clashes.length) return null;
  return (
    <div role="alert" className="mt-3 rounded-xl border border-warning-600/40 bg-gold-50 p-3 text-sm">
      <p className="font-semibold text-ink-900">
        {clashes.length === 1 ? "A booking already uses this car" : `${clashes.length} bookings already use this car`}{" "}
        in the period: reassign {clashes.length === 1 ? "it" : "them"}.
      </p>
      <ul className="mt-1 space-y-0.5">
        {clashes.map((c) => (
          <li key={c.bookingId}>
            <Link className="font-semibold underline-offset-2 hover:underline" to={`/ops/bookings/${c.bookingId}`}>
              {c.reference}
            </Link>{" "}
            <span className="text-ink-600">pickup {formatDateTime(c.startTime)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AddPeriod({ car, onClashes }: { car: Car; onClashes(c: CarUnavailabilityCreated["clashes"]): void }) {
  const [reason, setReason] = useState<CarUnavailableReason>("service");
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [note, setNote] = useState("");
  const add = useAddCarUnavailability();
  return (
    <PeriodForm
      label="Add an unavailable period"
      kind={{
        label: "Reason",
        value: reason,
        options: CAR_UNAVAILABLE_REASONS,
        text: CAR_UNAVAILABLE_REASON_TEXTS,
        onChange: setReason,
      }}
      note={{ value: note, onChange: setNote }}
      from={{ label: "From (IST)", type: "datetime-local", value: startsAt, onChange: setStartsAt }}
      until={{ label: "Until (IST)", type: "datetime-local", value: endsAt, onChange: setEndsAt }}
      mutation={add}
      submit="Add period"
      onSubmit={() => {
        const body = { reason, startsAt: istInstant(startsAt), endsAt: istInstant(endsAt), note };
        add.mutate(
          { id: car.id, body },
          {
            onSuccess: (r) => {
              toast.success(`${car.plate} marked unavailable.`);
              onClashes(r.clashes);
              setStartsAt("");
              setEndsAt("");
              setNote("");
            },
          },
        );
      }}
    />
  );
}

function PeriodsBody({ car }: { car: Car }) {
  const q = useQuery(carUnavailabilityQuery(car.id));
  const remove = useRemoveCarUnavailability();
  const [clashes, setClashes] = useState<CarUnavailabilityCreated["clashes"]>([]);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <div>
      {q.data.periods.length === 0 ? (
        <p className="text-sm text-ink-600">No unavailable periods: the car is available whenever it is active.</p>
      ) : (
        <ul className="divide-y divide-ivory-200 text-sm" aria-label="Unavailable periods">
          {q.data.periods.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">{CAR_UNAVAILABLE_REASON_TEXTS[p.reason]}</span>
              <span className="text-ink-700">
                {formatDateTime(p.startsAt)} – {formatDateTime(p.endsAt)}
              </span>
              {p.note ? <span className="w-full text-xs text-ink-500">{p.note}</span> : null}
              <button
                type="button"
                className="btn-ghost ml-auto px-3 py-1"
                disabled={remove.isPending}
                aria-label={`Remove ${CAR_UNAVAILABLE_REASON_TEXTS[p.reason]} from ${formatDateTime(p.startsAt)}`}
                onClick={() =>
                  remove.mutate(
                    { carId: car.id, id: p.id },
                    { onSuccess: () => toast.success("Period removed."), onError: (e) => toast.error(errorMessage(e)) },
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Clashes clashes={clashes} />
      <AddPeriod car={car} onClashes={setClashes} />
    </div>
  );
}

/** 'Unavailable' on a car's row: its periods out of service (service, repair, PUC or permit renewal) with Add/Remove. */
export function CarUnavailabilityButton({ car }: { car: Car }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn-ghost px-3 py-1.5"
        onClick={() => setOpen(true)}
        aria-label={`Unavailable periods of ${car.plate}`}
      >
        Unavailable
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Unavailable periods · ${car.plate}`} className="sm:max-w-2xl">
        {open ? <PeriodsBody car={car} /> : null}
      </Dialog>
    </>
  );
}
