import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import clsx from "clsx";
import { TIME_OFF_KINDS, type Chauffeur, type TimeOffEntry, type TimeOffKind } from "@chauffeur/contracts";
import { PeriodForm } from "./period-form";
import { formatDate } from "~/lib/format";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { chauffeurTimeOffQuery, useAddTimeOff, useDecideTimeOff } from "../api/schedules";

export const KIND_TEXT: Record<TimeOffKind, string> = { leave: "Leave", sick: "Sick", other: "Other" };
const STATUS_LOOK: Record<TimeOffEntry["status"], string> = {
  requested: "bg-gold-100 text-ink-900",
  approved: "bg-emerald-100 text-emerald-900",
  declined: "bg-red-50 text-danger-600",
  withdrawn: "bg-ink-100 text-ink-600",
};
const STATUS_TEXT: Record<TimeOffEntry["status"], string> = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Cancelled",
};

export const daysText = (t: Pick<TimeOffEntry, "startsOn" | "endsOn">) =>
  t.startsOn === t.endsOn ? formatDate(t.startsOn) : `${formatDate(t.startsOn)} – ${formatDate(t.endsOn)}`;

export function StatusPill({ status }: { status: TimeOffEntry["status"] }) {
  return (
    <span className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_LOOK[status])}>
      {STATUS_TEXT[status]}
    </span>
  );
}

function AddTimeOff({ chauffeur }: { chauffeur: Chauffeur }) {
  const [kind, setKind] = useState<TimeOffKind>("leave");
  const [startsOn, setStartsOn] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [note, setNote] = useState("");
  const add = useAddTimeOff();
  return (
    <PeriodForm
      label="Add time off"
      kind={{ label: "Kind", value: kind, options: TIME_OFF_KINDS, text: KIND_TEXT, onChange: setKind }}
      note={{ value: note, onChange: setNote }}
      from={{ label: "First day", type: "date", value: startsOn, onChange: setStartsOn }}
      until={{ label: "Last day", type: "date", value: endsOn, onChange: setEndsOn }}
      mutation={add}
      submit="Add time off"
      onSubmit={() =>
        add.mutate(
          { id: chauffeur.id, body: { kind, startsOn, endsOn: endsOn || startsOn, note } },
          {
            onSuccess: () => {
              toast.success(`Time off added for ${chauffeur.name}.`);
              setStartsOn("");
              setEndsOn("");
              setNote("");
            },
          },
        )
      }
    />
  );
}

/** A chauffeur's time off (an operator's entry is approved at once) with Cancel on what still stands. */
export function TimeOffPanel({ chauffeur }: { chauffeur: Chauffeur }) {
  const q = useQuery(chauffeurTimeOffQuery(chauffeur.id));
  const decide = useDecideTimeOff();
  return (
    <section aria-labelledby="time-off-title">
      <h3 id="time-off-title" className="font-semibold text-ink-900">
        Time off
      </h3>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.timeOff.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">No time off recorded.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ivory-200 text-sm">
          {q.data.timeOff.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">{daysText(t)}</span>
              <span className="text-ink-600">{KIND_TEXT[t.kind]}</span>
              <StatusPill status={t.status} />
              {t.note ? <span className="w-full text-xs text-ink-500">{t.note}</span> : null}
              {t.declineReason ? (
                <span className="w-full text-xs text-danger-600">Declined: {t.declineReason}</span>
              ) : null}
              {t.status === "approved" || t.status === "requested" ? (
                <button
                  type="button"
                  className="btn-ghost ml-auto px-3 py-1"
                  disabled={decide.isPending}
                  aria-label={`Cancel time off ${daysText(t)}`}
                  onClick={() =>
                    decide.mutate(
                      { id: t.id, action: "cancel" },
                      {
                        onSuccess: () => toast.success("Time off cancelled."),
                        onError: (e) => toast.error(errorMessage(e)),
                      },
                    )
                  }
                >
                  Cancel
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddTimeOff chauffeur={chauffeur} />
    </section>
  );
}
