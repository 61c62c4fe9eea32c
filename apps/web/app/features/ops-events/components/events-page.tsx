import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { EVENT_STATUS_LABELS, EVENT_STATUSES, eventPages, type EventStatus } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { formatDate, rupees } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { eventsQuery, useCreateEvent, useCreateFromLead } from "../api/events";
import { EMPTY_EVENT, eventBody, EventForm } from "./event-form";

const day = (d: string) => formatDate(`${d}T12:00:00+05:30`);

/** 'New event' from scratch, or from an enquiry (`?fromLead=<id>&name=<client>`, the leads page's 'Create event'). */
function NewEventDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [params] = useSearchParams();
  const leadId = params.get("fromLead");
  const navigate = useNavigate();
  const create = useCreateEvent();
  const fromLead = useCreateFromLead();
  const done = (id: string) => (toast.success("Event created: build its quote."), navigate(eventPages.opsEvent(id)));
  const fail = (e: unknown) => toast.error(errorMessage(e));
  return (
    <Dialog
      open={open || Boolean(leadId)}
      onOpenChange={(o) => !o && (onClose(), leadId && navigate(eventPages.opsList, { replace: true }))}
      title={leadId ? `New event from ${params.get("name") ?? "the enquiry"}'s enquiry` : "New event"}
      description={leadId ? "The client's name, phone, e-mail and the event type come from the enquiry." : undefined}
      className="max-w-2xl"
    >
      <EventForm
        initial={EMPTY_EVENT}
        fromLead={Boolean(leadId)}
        busy={create.isPending || fromLead.isPending}
        submitLabel="Create event"
        onSubmit={(v) => {
          const body = eventBody(v);
          if (leadId)
            fromLead.mutate(
              {
                leadId,
                body: {
                  ...(body.title ? { title: body.title } : {}),
                  ...(body.client.email ? { email: body.client.email } : {}),
                  venues: body.venues,
                  dates: body.dates,
                },
              },
              { onSuccess: (d) => done(d.event.id), onError: fail },
            );
          else create.mutate(body, { onSuccess: (d) => done(d.event.id), onError: fail });
        }}
      />
    </Dialog>
  );
}

/** Events: a list by status with each event's dates, total, money received and due, partner costs and margin. */
export function EventsPage() {
  const [status, setStatus] = useState<EventStatus | "all">("all");
  const [creating, setCreating] = useState(false);
  const q = useQuery(eventsQuery(status === "all" ? undefined : status));
  return (
    <div>
      <PageHeader
        eyebrow="Sales"
        title="Events"
        actions={
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            New event
          </button>
        }
      >
        <p className="mt-1 text-sm text-ink-600">Weddings and events: quotes, deposits, balances and their cars.</p>
      </PageHeader>
      <div className="mb-4 max-w-xs">
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as EventStatus | "all")}>
          <option value="all">All statuses</option>
          {EVENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EVENT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.events.length === 0 ? (
        <Empty title="No events here">Create one, or turn an event enquiry into one from Leads.</Empty>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[56rem] text-sm" data-testid="events-table">
            <thead className="bg-ivory-100 text-left text-xs uppercase tracking-wider text-ink-600">
              <tr>
                {["Reference", "Client", "Dates", "Status", "Total", "Received", "Due", "Partner costs", "Margin"].map(
                  (h) => (
                    <th
                      key={h}
                      scope="col"
                      className={`px-3 py-2 ${h === "Reference" || h === "Client" || h === "Dates" || h === "Status" ? "" : "text-right"}`}
                    >
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {q.data.events.map((e) => (
                <tr key={e.id} className="border-t border-ivory-200">
                  <td className="px-3 py-2">
                    <Link className="font-semibold underline" to={eventPages.opsEvent(e.id)}>
                      {e.reference}
                    </Link>
                    <span className="block text-xs text-ink-600">{e.title}</span>
                  </td>
                  <td className="px-3 py-2">{e.clientName}</td>
                  <td className="px-3 py-2">{e.dates.map(day).join(", ")}</td>
                  <td className="px-3 py-2">{EVENT_STATUS_LABELS[e.status]}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(e.totalPaise)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(e.receivedPaise)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(e.duePaise)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(e.partnerCostPaise)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(e.marginPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NewEventDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
