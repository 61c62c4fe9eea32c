import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useForm, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { ArrowLeft } from "lucide-react";
import {
  COMPANY_ROLE_LABELS,
  PAYMENT_TERMS_LABELS,
  type CompanyInvitation,
  type CompanyMember,
  type OpsCompany,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { formatDate, rupees } from "~/lib/format";
import { Dl, errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { companyQuery, usePatchCompany } from "../api/companies";
import { termsFromForm, TermsFormSchema, termsToForm, type TermsFormValues } from "../lib/company-form";
import { StatementsPanel } from "./statements-panel";
import { TermsFields } from "./terms-fields";

/**
 * A company's page: details and terms, 'Edit terms', 'Suspend' / 'Reactivate', members, pending invitations, monthly
 * statements with 'Record payment'.
 */
export function CompanyDetailPage() {
  const { id = "" } = useParams();
  const q = useQuery(companyQuery(id));
  const [editing, setEditing] = useState(false);
  const [suspending, setSuspending] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const { company: c, members, invitations } = q.data;
  const pending = invitations.filter((i) => i.status === "pending");
  return (
    <div>
      <Link
        to="/ops/companies"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> All companies
      </Link>
      <PageHeader
        eyebrow={c.status === "suspended" ? "Company · suspended" : "Company"}
        title={c.legalName}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
              Edit terms
            </button>
            <button
              type="button"
              className={c.status === "active" ? "btn-danger" : "btn-primary"}
              onClick={() => setSuspending(true)}
            >
              {c.status === "active" ? "Suspend" : "Reactivate"}
            </button>
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-[24rem_1fr]">
        <section className="card h-fit p-5" aria-label="Company details">
          <Dl
            items={[
              [
                "GSTIN",
                <span key="g" className="font-mono text-xs">
                  {c.gstin}
                </span>,
              ],
              ["State", `${c.stateName} (${c.stateCode})`],
              ["Billing address", c.billingAddress],
              ["Billing e-mail", c.billingEmail],
              ["Payment terms", PAYMENT_TERMS_LABELS[c.paymentTerms]],
              ["Credit limit", c.paymentTerms === "monthly" ? rupees(c.creditLimitPaise) : "—"],
              ["Discount", `${c.discountPercent} %`],
              ["Status", c.status === "active" ? "Active" : "Suspended"],
              ["Since", formatDate(c.createdAt)],
            ]}
          />
        </section>
        <div className="space-y-5">
          <MembersTable members={members} />
          <InvitationsTable invitations={pending} />
          <StatementsPanel companyId={c.id} />
        </div>
      </div>
      <TermsDialog company={c} open={editing} onOpenChange={setEditing} />
      <SuspendDialog company={c} open={suspending} onOpenChange={setSuspending} />
    </div>
  );
}

function TermsDialog({
  company,
  open,
  onOpenChange,
}: {
  company: OpsCompany;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const patch = usePatchCompany(company.id);
  const { register, handleSubmit, reset, watch, formState } = useForm<TermsFormValues>({
    resolver: zodResolver(TermsFormSchema),
    defaultValues: termsToForm(company),
  });
  useEffect(() => {
    if (open) reset(termsToForm(company));
  }, [open, company, reset]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Terms of ${company.legalName}`}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((v) => {
          const out = termsFromForm(v);
          if ("field" in out) return;
          patch.mutate(
            { terms: out.terms },
            {
              onSuccess: () => {
                toast.success("Terms saved.");
                onOpenChange(false);
              },
              onError: (err) => toast.error(errorMessage(err)),
            },
          );
        })}
      >
        <TermsFields
          register={register as UseFormRegister<TermsFormValues>}
          errors={formState.errors}
          monthly={watch("paymentTerms") === "monthly"}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={patch.isPending}>
            Save terms
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

function SuspendDialog({
  company,
  open,
  onOpenChange,
}: {
  company: OpsCompany;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const patch = usePatchCompany(company.id);
  const suspend = company.status === "active";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={suspend ? `Suspend ${company.legalName}?` : `Reactivate ${company.legalName}?`}
      description={
        suspend
          ? "Its people can no longer book rides billed to the company; rides already booked stay as they are."
          : "Its people can book rides billed to the company again."
      }
    >
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <BusyButton
          type="button"
          className={suspend ? "btn-danger" : "btn-primary"}
          busy={patch.isPending}
          onClick={() =>
            patch.mutate(
              { status: suspend ? "suspended" : "active" },
              {
                onSuccess: () => {
                  toast.success(
                    suspend ? `${company.legalName} is suspended.` : `${company.legalName} is active again.`,
                  );
                  onOpenChange(false);
                },
                onError: (err) => toast.error(errorMessage(err)),
              },
            )
          }
        >
          {suspend ? "Suspend company" : "Reactivate company"}
        </BusyButton>
      </div>
    </Dialog>
  );
}

function MembersTable({ members }: { members: CompanyMember[] }) {
  return (
    <section className="card overflow-x-auto" tabIndex={0} aria-label="Members">
      <h2 className="px-4 pt-4 text-xl">Members ({members.length})</h2>
      {members.length === 0 ? (
        <p className="p-4 text-sm text-ink-600">No members yet: the first admin has not accepted.</p>
      ) : (
        <table className="w-full min-w-[560px] text-left text-sm" aria-label="Members of the company">
          <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
            <tr>
              <th className="px-4 py-3">Name</th>
              <th className="px-4 py-3">Contact</th>
              <th className="px-4 py-3">Role</th>
              <th className="px-4 py-3">Joined</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ivory-200">
            {members.map((m) => (
              <tr key={m.userId}>
                <td className="px-4 py-3 font-medium">{m.name ?? "—"}</td>
                <td className="px-4 py-3">{[m.phone, m.email].filter(Boolean).join(" · ")}</td>
                <td className="px-4 py-3">{COMPANY_ROLE_LABELS[m.role]}</td>
                <td className="px-4 py-3">{formatDate(m.joinedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function InvitationsTable({ invitations: pending }: { invitations: CompanyInvitation[] }) {
  return (
    <section className="card overflow-x-auto" tabIndex={0} aria-label="Pending invitations">
      <h2 className="px-4 pt-4 text-xl">Pending invitations ({pending.length})</h2>
      {pending.length === 0 ? (
        <p className="p-4 text-sm text-ink-600">No pending invitations.</p>
      ) : (
        <table className="w-full min-w-[560px] text-left text-sm" aria-label="Pending invitations of the company">
          <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
            <tr>
              <th className="px-4 py-3">Name</th>
              <th className="px-4 py-3">Contact</th>
              <th className="px-4 py-3">Role</th>
              <th className="px-4 py-3">Expires</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ivory-200">
            {pending.map((i) => (
              <tr key={i.id}>
                <td className="px-4 py-3 font-medium">{i.name}</td>
                <td className="px-4 py-3">
                  {i.phone} · {i.email}
                </td>
                <td className="px-4 py-3">{COMPANY_ROLE_LABELS[i.role]}</td>
                <td className="px-4 py-3">{formatDate(i.expiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
