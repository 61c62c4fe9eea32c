import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import clsx from "clsx";
import { eventPages, LEAD_STATUSES, leadDetailRows, type OpsLead } from "@chauffeur/contracts";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextareaField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import {
  Countdown,
  Dl,
  Empty,
  errorMessage,
  ErrorNote,
  label,
  Loading,
  PageHeader,
  StatusBadge,
  TabPanel,
  Tabs,
  useServerNow,
} from "~/features/ops-core";
import { leadsQuery, useUpdateLead } from "../api/leads";

type TabId = "new" | "contacted" | "won" | "lost" | "all";
const DELIVERY: Record<string, string> = {
  delivered: "Forwarded by e-mail",
  pending: "Forwarding…",
  failed: "Forwarding failed",
  not_configured: "In the console only (e-mail forwarding is off)",
};

/** "Event enquiry · Wedding", "Service request · Outstation Trips": what the lead is about. */
const leadSubject = (lead: OpsLead) =>
  [label(lead.kind), lead.service, lead.eventType ? label(lead.eventType) : null].filter(Boolean).join(" · ");

/**
 * The lead's contact details, callback and delivery, its other details in people's words (the request form's labels,
 * yes/no, dates and times in IST: leadDetailRows), description and notes.
 */
function LeadFacts({ lead, now }: { lead: OpsLead; now: number }) {
  const details = leadDetailRows(lead.details);
  return (
    <>
      <Dl
        items={[
          [
            "Phone",
            lead.phone ? (
              <a className="underline" href={`tel:${lead.phone}`}>
                {lead.phone}
              </a>
            ) : (
              "—"
            ),
          ],
          [
            "E-mail",
            lead.email ? (
              <a className="underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            ) : (
              "—"
            ),
          ],
          ["Received", `${formatDateTime(lead.createdAt)} IST`],
          ["Call back", lead.status === "new" ? <Countdown due={lead.callbackDueAt} now={now} /> : "Done"],
          [
            "Delivery",
            `${DELIVERY[lead.deliveryStatus]}${lead.deliveryLastError ? ` (${lead.deliveryLastError})` : ""}`,
          ],
          ...details.map((d) => [d.label, d.value] as [string, string]),
        ]}
      />
      {lead.description ? (
        <p className="whitespace-pre-line rounded-xl bg-ivory-100 p-4 text-sm">{lead.description}</p>
      ) : null}
      {lead.notes.length ? (
        <ol className="space-y-2" aria-label="Notes">
          {lead.notes.map((n, i) => (
            <li key={i} className="rounded-xl border border-ivory-200 p-3 text-sm">
              <p>{n.text}</p>
              <p className="mt-1 text-xs text-ink-600">
                {n.by ?? "Operator"} · {formatDateTime(n.at)} IST
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/**
 * Status and a new note. The status starts as the lead's own and changes only when the operator chooses another:
 * saving a note keeps it (the server changes it only when a status is sent).
 */
function LeadUpdateForm({ lead, onClose }: { lead: OpsLead; onClose(): void }) {
  const update = useUpdateLead();
  const [status, setStatus] = useState<OpsLead["status"]>(lead.status);
  const [note, setNote] = useState("");
  useEffect(() => {
    setStatus(lead.status);
    setNote("");
  }, [lead]);
  return (
    <form
      className="space-y-4 border-t border-ivory-200 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          ...(status !== lead.status ? { status } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        };
        if (!body.status && !body.note) return toast.info("Nothing changed.");
        update.mutate(
          { id: lead.id, body },
          {
            onSuccess: () => (
              toast.success(body.status ? `Lead marked ${label(body.status)}.` : "Note saved."),
              onClose()
            ),
            onError: (err) => toast.error(errorMessage(err)),
          },
        );
      }}
    >
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OpsLead["status"])}
        aria-describedby={`lead-status-hint-${lead.id}`}
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </SelectField>
      <p id={`lead-status-hint-${lead.id}`} className="-mt-2 text-xs text-ink-600">
        {status === lead.status
          ? `Stays ${label(lead.status)} unless you choose another status.`
          : `Will change from ${label(lead.status)} to ${label(status)}.`}
      </p>
      <TextareaField
        label="Add a note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={1000}
        placeholder="What was discussed, next step…"
      />
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onClose}>
          Cancel
        </button>
        <BusyButton className="btn-primary" busy={update.isPending}>
          Save
        </BusyButton>
      </div>
    </form>
  );
}

function LeadDialog({ lead, onClose, now }: { lead: OpsLead | null; onClose(): void; now: number }) {
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(o) => !o && onClose()}
      title={lead?.name ?? ""}
      description={lead ? leadSubject(lead) : undefined}
      className="max-w-2xl"
    >
      {lead ? (
        <div className="space-y-5">
          <LeadFacts lead={lead} now={now} />
          {lead.kind === "event_enquiry" ? (
            // the events page opens its 'New event from the enquiry' form (features/ops-events)
            <Link
              className="btn-primary"
              to={`${eventPages.opsList}?fromLead=${lead.id}&name=${encodeURIComponent(lead.name)}`}
            >
              Create event
            </Link>
          ) : null}
          <LeadUpdateForm lead={lead} onClose={onClose} />
        </div>
      ) : null}
    </Dialog>
  );
}

/** A lead in the list: name, kind, status, description, contact, callback countdown and delivery. */
function LeadCard({ lead, now, onOpen }: { lead: OpsLead; now: number; onOpen(): void }) {
  return (
    <button
      type="button"
      data-testid="lead-card"
      onClick={onOpen}
      className="card block w-full p-4 text-left transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{lead.name}</p>
          <p className="text-xs text-ink-600">{leadSubject(lead)}</p>
        </div>
        <StatusBadge status={lead.status} kind="lead" />
      </div>
      {lead.description ? <p className="mt-2 line-clamp-2 text-sm text-ink-700">{lead.description}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="text-ink-600">{lead.phone ?? lead.email ?? ""}</span>
        {lead.status === "new" ? (
          <Countdown due={lead.callbackDueAt} now={now} />
        ) : (
          <span className="text-ink-600">{lead.notes.length} note(s)</span>
        )}
      </div>
      <p className={clsx("mt-2 text-xs", lead.deliveryStatus === "failed" ? "text-danger-600" : "text-ink-600")}>
        {DELIVERY[lead.deliveryStatus]}
      </p>
    </button>
  );
}

/** Leads inbox: service requests and event enquiries, the 48-hour callback promise, status and notes. */
export function LeadsPage() {
  const [tab, setTab] = useState<TabId>("new");
  const [search, setSearch] = useState("");
  const q = useQuery(leadsQuery({ status: tab === "all" ? undefined : tab, q: search || undefined }));
  const now = useServerNow(q.data?.now);
  const [open, setOpen] = useState<OpsLead | null>(null);
  return (
    <div>
      <PageHeader eyebrow="Sales" title="Leads">
        <p className="mt-1 text-sm text-ink-600">Every enquiry is promised a call back within 48 hours.</p>
      </PageHeader>
      <div className="mb-4 max-w-sm">
        <TextField
          label="Search leads"
          placeholder="Name, phone or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <Tabs<TabId>
        idBase="leads"
        label="Lead status"
        value={tab}
        onChange={setTab}
        items={(["new", "contacted", "won", "lost", "all"] as TabId[]).map((id) => ({ id, label: label(id) }))}
      />
      <TabPanel idBase="leads" value={tab}>
        {q.isPending ? (
          <Loading />
        ) : q.isError ? (
          <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
        ) : q.data.leads.length === 0 ? (
          <Empty title="No leads here">New service requests and event enquiries appear in the New tab.</Empty>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {q.data.leads.map((l) => (
              <li key={l.id}>
                <LeadCard lead={l} now={now} onOpen={() => setOpen(l)} />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
      <LeadDialog lead={open} onClose={() => setOpen(null)} now={now} />
    </div>
  );
}
