import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { CompanyApplication } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { applicationsQuery, useDecideApplication } from "../api/companies";

const ORDER = { pending: 0, approved: 1, declined: 2 } as const;

/** Riders' applications ('Book for your company'): pending first, oldest first; Approve, or Decline with a reason. */
export function ApplicationsPanel() {
  const q = useQuery(applicationsQuery());
  const [declining, setDeclining] = useState<CompanyApplication | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.applications.length === 0) return <Empty title="No applications yet" />;
  const list = [...q.data.applications].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || a.createdAt.localeCompare(b.createdAt),
  );
  return (
    <>
      <ul className="space-y-4" aria-label="Applications">
        {list.map((a) => (
          <ApplicationCard key={a.id} a={a} onDecline={() => setDeclining(a)} />
        ))}
      </ul>
      <DeclineDialog application={declining} onClose={() => setDeclining(null)} />
    </>
  );
}

function ApplicationCard({ a, onDecline }: { a: CompanyApplication; onDecline(): void }) {
  const decide = useDecideApplication();
  return (
    <li className="card p-5" aria-label={`Application of ${a.legalName}`} data-testid="company-application">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg text-ink-900">{a.legalName}</h2>
          <p className="font-mono text-xs text-ink-700">{a.gstin}</p>
        </div>
        <span
          className={
            a.status === "pending"
              ? "rounded-full bg-gold-300/40 px-2.5 py-0.5 text-xs font-semibold text-gold-700"
              : a.status === "approved"
                ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
                : "rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-danger-600"
          }
        >
          {a.status === "pending" ? "Pending" : a.status === "approved" ? "Approved" : "Declined"}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-ink-600">Applicant</dt>
        <dd>{[a.applicant.name, a.applicant.phone, a.applicant.email].filter(Boolean).join(" · ") || "—"}</dd>
        <dt className="text-ink-600">Billing</dt>
        <dd className="break-words">
          {a.billingAddress} · {a.billingEmail}
        </dd>
        <dt className="text-ink-600">Note</dt>
        <dd className="break-words">{a.note || "—"}</dd>
        <dt className="text-ink-600">Received</dt>
        <dd>{formatDateTime(a.createdAt)}</dd>
        {a.status === "declined" ? (
          <>
            <dt className="text-ink-600">Reason</dt>
            <dd>{a.declineReason}</dd>
          </>
        ) : null}
      </dl>
      {a.status === "pending" ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <BusyButton
            type="button"
            className="btn-primary"
            busy={decide.isPending}
            aria-label={`Approve ${a.legalName}`}
            onClick={() =>
              decide.mutate(
                { id: a.id, decision: "approve" },
                {
                  onSuccess: () =>
                    toast.success(`${a.legalName} is open; ${a.applicant.name ?? "the applicant"} is its admin.`),
                  onError: (err) => toast.error(errorMessage(err)),
                },
              )
            }
          >
            Approve
          </BusyButton>
          <button type="button" className="btn-outline" aria-label={`Decline ${a.legalName}`} onClick={onDecline}>
            Decline
          </button>
        </div>
      ) : a.status === "approved" && a.companyId ? (
        <Link
          className="mt-3 inline-block text-sm font-medium text-gold-700 underline"
          to={`/ops/companies/${a.companyId}`}
        >
          Open the company
        </Link>
      ) : null}
    </li>
  );
}

function DeclineDialog({ application, onClose }: { application: CompanyApplication | null; onClose(): void }) {
  const decide = useDecideApplication();
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  return (
    <Dialog
      open={Boolean(application)}
      onOpenChange={(o) => {
        if (!o) {
          setReason("");
          setError("");
          onClose();
        }
      }}
      title={`Decline ${application?.legalName ?? "the application"}?`}
      description="The applicant reads your reason in the e-mail and SMS we send."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!application) return;
          if (!reason.trim()) return setError("Say why, for the applicant");
          decide.mutate(
            { id: application.id, decision: "decline", reason: reason.trim() },
            {
              onSuccess: () => {
                toast.success(`The application of ${application.legalName} was declined.`);
                setReason("");
                onClose();
              },
              onError: (err) => toast.error(errorMessage(err)),
            },
          );
        }}
      >
        <TextareaField
          label="Reason"
          value={reason}
          maxLength={500}
          error={error || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError("");
          }}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <BusyButton className="btn-danger" busy={decide.isPending}>
            Decline application
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
