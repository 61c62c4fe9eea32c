import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MailOpen } from "lucide-react";
import { companyPages, type InvitationPreview } from "@chauffeur/contracts";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { paths } from "~/lib/paths";
import { useSignInGate } from "~/features/auth";
import { useFormat, useLocalizePath, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { acceptInvitation, invitationPreviewQuery } from "../api/companies";
import { messageOf } from "../lib/errors";

/**
 * An invitation's link, /company/join/:token: the company, the role, who invited and until when, or why the link
 * cannot be used. 'Accept invitation' asks a signed-out visitor to sign in or register over the page, then accepts
 * and opens the portal.
 */
export function JoinPage({ token }: { token: string }) {
  const t = useT(companyText);
  const q = useQuery(invitationPreviewQuery(token));
  const { callSignedIn } = useSignInGate();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizePath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const accept = async (companyName: string) => {
    setBusy(true);
    setError("");
    try {
      const res = await callSignedIn(() => acceptInvitation(token), { reason: t("join.signInReason") });
      await qc.invalidateQueries({ queryKey: ["companies"] });
      toast.success(t("join.accepted", { company: res.company?.legalName ?? companyName }));
      navigate(`${to(companyPages.portal)}${res.company ? `?c=${encodeURIComponent(res.company.id)}` : ""}`);
    } catch (e) {
      setError(messageOf(e, t("error.generic")));
    } finally {
      setBusy(false);
    }
  };

  if (q.isPending)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("join.loading")}
      </p>
    );
  return (
    <div className="bg-ivory-100 px-4 py-12 md:py-20">
      <section className="card mx-auto max-w-xl p-6 text-center sm:p-10">
        <MailOpen className="mx-auto size-10 text-gold-700" aria-hidden />
        <p className="eyebrow mt-4 text-gold-700">{t("join.eyebrow")}</p>
        {q.isError ? (
          <>
            <h1 className="mt-2 text-3xl text-ink-900">{t("join.invalidTitle")}</h1>
            <p className="mt-3 text-ink-600" role="alert">
              {messageOf(q.error, t("error.generic"))}
            </p>
            <Link to={to(paths.home)} className="btn-outline mt-6 inline-flex px-6">
              {t("join.home")}
            </Link>
          </>
        ) : (
          <>
            <InvitationDetails preview={q.data.invitation} />
            {error ? (
              <p className="field-error mt-4" role="alert">
                {error}
              </p>
            ) : null}
            <BusyButton
              type="button"
              className="btn-primary mt-6 px-8"
              busy={busy}
              onClick={() => void accept(q.data.invitation.companyName)}
            >
              {t("join.accept")}
            </BusyButton>
          </>
        )}
      </section>
    </div>
  );
}

/** The company, who invited whom as what, and until when. */
function InvitationDetails({ preview: p }: { preview: InvitationPreview }) {
  const t = useT(companyText);
  const f = useFormat();
  const role = t(`role.${p.role}`);
  return (
    <>
      <h1 className="mt-2 break-words text-3xl text-ink-900">{t("join.title", { company: p.companyName })}</h1>
      <p className="mt-3 text-ink-700">
        {p.invitedBy
          ? t("join.invitedBy", { inviter: p.invitedBy, name: p.invitedName, role })
          : t("join.invited", { name: p.invitedName, role })}
      </p>
      <p className="mt-2 text-sm text-ink-600">{t("join.expires", { date: f.dateTime(p.expiresAt) })}</p>
    </>
  );
}
