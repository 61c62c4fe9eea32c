import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { TimeOffEntry } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import { errorMessage, ErrorNote } from "~/features/ops-core";
import { leaveRequestsQuery, useDecideTimeOff } from "../api/schedules";
import { daysText, KIND_TEXT } from "./time-off-panel";

function DeclineDialog({ request, onClose }: { request: TimeOffEntry | null; onClose(): void }) {
  const [reason, setReason] = useState("");
  const decide = useDecideTimeOff();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(o) => (o ? undefined : (onClose(), setReason(""), decide.reset()))}
      title={request ? `Decline ${request.chauffeurName}'s leave?` : ""}
      description={request ? `${daysText(request)}. The chauffeur gets your reason by SMS.` : undefined}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!request) return;
          decide.mutate(
            { id: request.id, action: "decline", reason },
            { onSuccess: () => (toast.success("Request declined."), onClose(), setReason("")) },
          );
        }}
      >
        <TextareaField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
          error={decide.isError ? errorMessage(decide.error) : undefined}
        />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onClose}>
            Keep waiting
          </button>
          <BusyButton type="submit" className="btn-danger" busy={decide.isPending}>
            Decline
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The chauffeurs' leave requests waiting for a decision, oldest first: Approve, or Decline with a reason. */
export function LeaveRequests() {
  const q = useQuery(leaveRequestsQuery());
  const decide = useDecideTimeOff();
  const [declining, setDeclining] = useState<TimeOffEntry | null>(null);
  const list = q.data?.timeOff ?? [];
  return (
    <section aria-labelledby="leave-requests-title" className="card mb-4 p-4">
      <h2 id="leave-requests-title" className="font-semibold text-ink-900">
        Leave requests{list.length ? ` (${list.length})` : ""}
      </h2>
      {q.isError ? <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} /> : null}
      {q.isSuccess && list.length === 0 ? <p className="mt-1 text-sm text-ink-600">No requests waiting.</p> : null}
      <ul className="mt-2 divide-y divide-ivory-200 text-sm">
        {list.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-medium text-ink-900">{r.chauffeurName}</span>
            <span>
              {KIND_TEXT[r.kind]} · {daysText(r)}
            </span>
            <span className="text-xs text-ink-500">asked {formatDateTime(r.createdAt)}</span>
            {r.note ? <span className="w-full text-xs text-ink-600">“{r.note}”</span> : null}
            <span className="ml-auto flex gap-2">
              <button
                type="button"
                className="btn-dark px-3 py-1.5"
                disabled={decide.isPending}
                aria-label={`Approve ${r.chauffeurName}'s leave ${daysText(r)}`}
                onClick={() =>
                  decide.mutate(
                    { id: r.id, action: "approve" },
                    {
                      onSuccess: () => toast.success(`Approved: ${r.chauffeurName} is told by SMS.`),
                      onError: (e) => toast.error(errorMessage(e)),
                    },
                  )
                }
              >
                Approve
              </button>
              <button
                type="button"
                className="btn-outline px-3 py-1.5"
                aria-label={`Decline ${r.chauffeurName}'s leave ${daysText(r)}`}
                onClick={() => setDeclining(r)}
              >
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </section>
  );
}
