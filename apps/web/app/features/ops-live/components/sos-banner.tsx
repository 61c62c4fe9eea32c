import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Siren } from "lucide-react";
import type { OpsAlert } from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";
import { AcknowledgeButton } from "./acknowledge-button";
import { openAlertsQuery } from "../api/live";

/** "SOS: Asha Mohanty on SLX-1234 — OD02AB1234" */
export function sosText(a: OpsAlert) {
  const who = a.rider ?? "A rider";
  const on = a.reference ? ` on ${a.reference}` : "";
  return `SOS: ${who}${on}${a.plate ? ` — ${a.plate}` : ""}`;
}

function SosItem({ alert }: { alert: OpsAlert }) {
  return (
    <li className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-alert-id={alert.id}>
      <div className="min-w-0">
        <p className="break-words text-base font-semibold">{sosText(alert)}</p>
        <p className="text-sm text-red-100">
          Raised {formatDateTime(alert.createdAt)}
          {alert.chauffeur ? ` · chauffeur ${alert.chauffeur}` : ""}
          {alert.bookingId ? (
            <>
              {" · "}
              <Link to={`/ops/bookings/${alert.bookingId}`} className="font-semibold text-white underline">
                Open booking {alert.reference}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <AcknowledgeButton
        alertId={alert.id}
        className="min-h-11 shrink-0 rounded-xl bg-white px-5 py-2.5 text-sm font-bold text-red-800 shadow hover:bg-red-50 disabled:opacity-60"
        failure="Could not acknowledge the SOS."
      />
    </li>
  );
}

/**
 * The SOS banner on every console page: red, announced to assistive technology, one line per open
 * SOS with a link to the booking and 'Acknowledge'. It comes from the server's open alerts, so it stays after a reload
 * until an operator acknowledges it, and leaves every console at once when one does (the live stream).
 */
export function SosBanner() {
  const q = useQuery(openAlertsQuery());
  const sos = (q.data?.alerts ?? []).filter((a) => a.kind === "sos" && !a.acknowledgedAt);
  if (!sos.length) return null;
  return (
    <section
      role="alert"
      aria-label="SOS alerts"
      className="mb-6 rounded-2xl bg-red-700 px-4 py-4 text-white shadow-lg ring-4 ring-red-300 sm:px-6"
    >
      <div className="mb-3 flex items-center gap-2 text-sm font-bold uppercase tracking-wider">
        <Siren className="size-5 animate-pulse" aria-hidden /> Rider SOS: call the rider and the chauffeur now
      </div>
      <ul className="space-y-4 divide-y divide-red-500/60 [&>li+li]:pt-4">
        {sos.map((a) => (
          <SosItem key={a.id} alert={a} />
        ))}
      </ul>
    </section>
  );
}
