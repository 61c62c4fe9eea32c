import { Link } from "react-router";
import { BellRing } from "lucide-react";
import { OPS_ALERT_KIND_LABELS, type OpsAlert } from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";
import { AcknowledgeButton } from "./acknowledge-button";
import { AssignmentConflict } from "./assignment-conflict";

function AlertItem({ alert }: { alert: OpsAlert }) {
  return (
    <li
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-alert-id={alert.id}
    >
      <div className="min-w-0">
        <p className="text-xs font-bold uppercase tracking-wider text-red-800">{OPS_ALERT_KIND_LABELS[alert.kind]}</p>
        <p className="break-words text-sm text-ink-900">{alert.message}</p>
        {alert.kind === "assignment_conflict" ? <AssignmentConflict alert={alert} /> : null}
        <p className="text-xs text-ink-600">
          {formatDateTime(alert.createdAt)}
          {alert.bookingId ? (
            <>
              {" · "}
              <Link to={`/ops/bookings/${alert.bookingId}`} className="font-semibold underline">
                {alert.reference ?? "Booking"}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <AcknowledgeButton
        alertId={alert.id}
        className="btn-outline min-h-11 shrink-0"
        failure="Could not acknowledge the alert."
      />
    </li>
  );
}

/** The open alerts other than SOS (late start, ETA after pickup, low rating), newest first; SOS has the banner. */
export function AlertsList({ alerts }: { alerts: OpsAlert[] }) {
  const others = alerts.filter((a) => a.kind !== "sos");
  return (
    <section aria-labelledby="live-alerts" className="card">
      <h2 id="live-alerts" className="flex items-center gap-2 border-b border-ivory-200 px-4 py-3 text-lg text-ink-900">
        <BellRing className="size-5 text-gold-700" aria-hidden /> Alerts
        <span className="ml-auto rounded-full bg-ink-100 px-2 text-sm tabular-nums text-ink-700">{others.length}</span>
      </h2>
      {others.length === 0 ? (
        <p className="px-4 py-6 text-sm text-ink-600">No open alerts. Late starts and late ETAs appear here.</p>
      ) : (
        <ul className="divide-y divide-ivory-200" aria-label="Open alerts">
          {others.map((a) => (
            <AlertItem key={a.id} alert={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
