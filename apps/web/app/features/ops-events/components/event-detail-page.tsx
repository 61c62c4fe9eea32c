import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { EVENT_STATUS_LABELS, eventPages, type OpsEventDetail } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { formatDate, rupees } from "~/lib/format";
import { Dl, errorMessage, ErrorNote, label, Loading, PageHeader } from "~/features/ops-core";
import { eventQuery, usePatchEvent } from "../api/events";
import { eventBody, EventForm } from "./event-form";
import { FleetPanel } from "./fleet-panel";
import { QuotesPanel } from "./quotes-panel";

const day = (d: string) => formatDate(`${d}T12:00:00+05:30`);

function EditDetails({ detail, open, onClose }: { detail: OpsEventDetail; open: boolean; onClose(): void }) {
  const e = detail.event;
  const patch = usePatchEvent(e.id);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title="Event details" className="max-w-2xl">
      <EventForm
        initial={{
          eventType: e.eventType as "wedding",
          title: e.title,
          clientName: e.clientName,
          clientPhone: e.clientPhone,
          clientEmail: e.clientEmail ?? "",
          venue: e.venues[0]?.name ?? "",
          dates: e.dates,
          notes: e.notes ?? "",
        }}
        busy={patch.isPending}
        submitLabel="Save details"
        onSubmit={(v) => {
          const { leadId: _lead, ...body } = eventBody(v);
          patch.mutate(
            { ...body, venues: [{ ...e.venues[0], ...body.venues[0]! }, ...e.venues.slice(1)] },
            {
              onSuccess: () => (toast.success("Details saved."), onClose()),
              onError: (err) => toast.error(errorMessage(err)),
            },
          );
        }}
      />
    </Dialog>
  );
}

/** The event's details and money at a glance. */
function Details({ detail }: { detail: OpsEventDetail }) {
  const e = detail.event;
  const [editing, setEditing] = useState(false);
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="details-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="details-title" className="text-xl">
          Details
        </h2>
        <button type="button" className="btn-ghost" onClick={() => setEditing(true)}>
          Edit details
        </button>
      </div>
      <Dl
        items={[
          ["Type", label(e.eventType)],
          ["Client", `${e.clientName} · ${e.clientPhone}${e.clientEmail ? ` · ${e.clientEmail}` : ""}`],
          ["Coordinator", e.coordinatorName ? `${e.coordinatorName} · ${e.coordinatorPhone}` : "The client"],
          ["Venues", e.venues.map((v) => v.name).join("; ")],
          ["Dates", e.dates.map(day).join(", ")],
          ["Total", rupees(e.totalPaise)],
          ["Received", rupees(e.receivedPaise)],
          ["Due", rupees(e.duePaise)],
          ["Partner costs", rupees(e.partnerCostPaise)],
          ["Margin (before GST)", rupees(e.marginPaise)],
          ...(e.notes ? ([["Notes", e.notes]] as Array<[string, string]>) : []),
        ]}
      />
      {editing ? <EditDetails detail={detail} open={editing} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}

/**
 * An event in the console: details, the quote builder and its versions, capacity and partner cars, and the panels
 * of the money and of the day (`panels`, composed by the console's routes from their own features, lazily).
 */
export function EventDetailPage({ panels }: { panels?: (eventId: string) => ReactNode }) {
  const { id = "" } = useParams();
  const q = useQuery(eventQuery(id));
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const e = q.data.event;
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={<Link to={eventPages.opsList}>Events</Link>} title={`${e.reference} · ${e.title}`}>
        <p className="mt-1 text-sm text-ink-600" data-testid="event-status">
          {EVENT_STATUS_LABELS[e.status]}
        </p>
      </PageHeader>
      <Details detail={q.data} />
      <QuotesPanel detail={q.data} />
      <FleetPanel detail={q.data} />
      {panels?.(e.id)}
    </div>
  );
}
