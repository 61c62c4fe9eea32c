import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { companyPages } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { useLocalizePath, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { approvalsQuery } from "../api/rides";
import { ApprovalCard } from "./approval-card";
import { ListError } from "./list-states";

/**
 * The approver's link (companyPages.approval, in the approval request's e-mail and SMS): that ride with 'Approve' and
 * 'Decline', or 'Already decided' when it is no longer waiting (decided, withdrawn, expired).
 */
export function ApprovalPage({ companyId, bookingId }: { companyId: string; bookingId: string }) {
  const t = useT(companyRidesText);
  const to = useLocalizePath();
  const q = useQuery(approvalsQuery(companyId));
  const [decided, setDecided] = useState<"approve" | "decline" | null>(null);
  const ride = q.data?.approvals.find((a) => a.bookingId === bookingId);
  return (
    <div className="bg-ivory-100 pb-16">
      <section className="bg-ink-950 pb-16 pt-10 text-ivory-50">
        <div className="page-container">
          <p className="eyebrow text-gold-400">{t("portal.eyebrow")}</p>
          <h1 className="mt-1 text-3xl md:text-4xl">{t("approvals.pageTitle")}</h1>
        </div>
      </section>
      <div className="page-container -mt-8 max-w-3xl">
        {q.isPending ? (
          <p className="card flex items-center gap-3 p-6 text-ink-600" role="status">
            <Spinner /> {t("portal.loading")}
          </p>
        ) : q.isError ? (
          <div className="card p-6">
            <ListError error={q.error} onRetry={() => void q.refetch()} />
          </div>
        ) : ride && !decided ? (
          <ul>
            <ApprovalCard companyId={companyId} ride={ride} onDecided={setDecided} />
          </ul>
        ) : (
          <section className="card p-8 text-center" role="status" data-testid="approval-decided">
            <CheckCircle2 className="mx-auto size-10 text-gold-700" aria-hidden />
            <h2 className="mt-3 text-2xl text-ink-900">
              {decided === "approve"
                ? t("approvals.approved")
                : decided === "decline"
                  ? t("approvals.declined")
                  : t("approvals.alreadyDecided")}
            </h2>
            {decided ? null : <p className="mt-2 text-ink-600">{t("approvals.alreadyDecidedBody")}</p>}
            <Link
              to={`${to(companyPages.portal)}?c=${encodeURIComponent(companyId)}&tab=approvals`}
              className="btn-primary mt-6 inline-flex px-6"
            >
              {t("approvals.toPortal")}
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
