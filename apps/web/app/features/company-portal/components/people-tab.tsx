import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { COMPANY_ROLES, type CompanyMember, type CompanyRole, type MyCompany } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useSession } from "~/features/auth";
import { useFormat, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { invitationsQuery, membersQuery, useChangeRole, useRemoveMember, useRevokeInvitation } from "../api/companies";
import { messageOf } from "../lib/errors";
import { InviteDialog } from "./invite-dialog";
import { ListError } from "./list-states";

/** 'People' (admins): the members with their roles, 'Invite', and the invitations not yet accepted. */
export function PeopleTab({ company }: { company: MyCompany }) {
  const t = useT(companyText);
  const [inviting, setInviting] = useState(false);
  return (
    <div className="space-y-6">
      <section className="card p-5 sm:p-6" aria-labelledby="people-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="people-heading" className="text-xl text-ink-900">
            {t("people.title")}
          </h2>
          <button type="button" className="btn-primary px-4" onClick={() => setInviting(true)}>
            <UserPlus className="size-4" aria-hidden /> {t("people.invite")}
          </button>
        </div>
        <Members company={company} />
      </section>
      <PendingInvitations companyId={company.id} />
      <InviteDialog companyId={company.id} open={inviting} onOpenChange={setInviting} />
    </div>
  );
}

function Members({ company }: { company: MyCompany }) {
  const t = useT(companyText);
  const { user } = useSession();
  const q = useQuery(membersQuery(company.id));
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  if (q.isPending) return <Spinner className="mt-4 size-5" label={t("portal.loading")} />;
  if (q.isError) return <ListError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.members.length === 0) return <p className="mt-4 text-sm text-ink-600">{t("people.empty")}</p>;
  return (
    <>
      <ul className="mt-4 divide-y divide-ivory-200" aria-label={t("people.title")}>
        {q.data.members.map((m) => (
          <MemberRow key={m.userId} m={m} companyId={company.id} self={m.userId === user?._id} onRemove={setRemoving} />
        ))}
      </ul>
      <RemoveDialog company={company} member={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function MemberRow({
  m,
  companyId,
  self,
  onRemove,
}: {
  m: CompanyMember;
  companyId: string;
  self: boolean;
  onRemove(m: CompanyMember): void;
}) {
  const t = useT(companyText);
  const f = useFormat();
  const change = useChangeRole(companyId);
  const name = m.name ?? m.email ?? m.phone ?? "—";
  const onRole = (role: CompanyRole) =>
    change.mutate(
      { userId: m.userId, role },
      {
        onSuccess: () => toast.success(t("people.roleChanged", { name, role: t(`role.${role}`) })),
        onError: (err) => toast.error(messageOf(err, t("error.generic"))),
      },
    );
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_11rem_auto] sm:items-center" data-testid="company-member">
      <div className="min-w-0">
        <p className="font-medium text-ink-900">
          {name} {self ? <span className="text-sm font-normal text-ink-600">{t("people.you")}</span> : null}
        </p>
        <p className="break-words text-sm text-ink-600">{[m.email, m.phone].filter(Boolean).join(" · ")}</p>
        <p className="text-xs text-ink-500">
          {t("people.joined")} {f.dateTime(m.joinedAt, "date")}
        </p>
      </div>
      {self ? (
        <p className="text-sm text-ink-800">{t(`role.${m.role}`)}</p>
      ) : (
        <div>
          <label className="sr-only" htmlFor={`role-${m.userId}`}>
            {t("people.roleOf", { name })}
          </label>
          <select
            id={`role-${m.userId}`}
            className="field-input py-2"
            value={m.role}
            disabled={change.isPending}
            onChange={(e) => onRole(e.target.value as CompanyRole)}
          >
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {self ? (
        <span />
      ) : (
        <button
          type="button"
          className="btn-outline px-4 py-2 text-sm"
          aria-label={t("people.removeLabel", { name })}
          onClick={() => onRemove(m)}
        >
          {t("people.remove")}
        </button>
      )}
    </li>
  );
}

function RemoveDialog({
  company,
  member,
  onClose,
}: {
  company: MyCompany;
  member: CompanyMember | null;
  onClose(): void;
}) {
  const t = useT(companyText);
  const remove = useRemoveMember(company.id);
  const name = member?.name ?? member?.email ?? "";
  return (
    <Dialog
      open={Boolean(member)}
      onOpenChange={(o) => !o && onClose()}
      title={t("people.removeTitle", { name })}
      description={t("people.removeBody", { company: company.legalName })}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t("people.keep")}
        </button>
        <BusyButton
          type="button"
          className="btn-danger"
          busy={remove.isPending}
          onClick={() =>
            member &&
            remove.mutate(member.userId, {
              onSuccess: () => {
                toast.success(t("people.removed", { name }));
                onClose();
              },
              onError: (err) => toast.error(messageOf(err, t("error.generic"))),
            })
          }
        >
          {t("people.removeConfirm")}
        </BusyButton>
      </div>
    </Dialog>
  );
}

function PendingInvitations({ companyId }: { companyId: string }) {
  const t = useT(companyText);
  const f = useFormat();
  const q = useQuery(invitationsQuery(companyId));
  const revoke = useRevokeInvitation(companyId);
  const pending = q.data?.invitations.filter((i) => i.status === "pending") ?? [];
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="text-xl text-ink-900">
        {t("invitations.title")}
      </h2>
      {q.isPending ? (
        <Spinner className="mt-4 size-5" label={t("portal.loading")} />
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : pending.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{t("invitations.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ivory-200" aria-label={t("invitations.title")}>
          {pending.map((i) => (
            <li
              key={i.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="company-invitation"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  {i.name} · {t(`role.${i.role}`)}
                </p>
                <p className="break-words text-sm text-ink-600">
                  {i.email} · {i.phone} · {t("invitations.expires", { date: f.dateTime(i.expiresAt, "date") })}
                </p>
              </div>
              <button
                type="button"
                className="btn-outline px-4 py-2 text-sm"
                aria-label={t("invitations.revokeLabel", { name: i.name })}
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(i.id, {
                    onSuccess: () => toast.success(t("invitations.revoked", { name: i.name })),
                    onError: (err) => toast.error(messageOf(err, t("error.generic"))),
                  })
                }
              >
                {t("invitations.revoke")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
