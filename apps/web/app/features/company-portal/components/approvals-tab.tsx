import { useQuery } from "@tanstack/react-query";
import { Spinner } from "~/components/ui/spinner";
import { useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { approvalsQuery } from "../api/rides";
import { ApprovalCard } from "./approval-card";
import { ListError } from "./list-states";

/** 'Approvals' (admins and approvers: `approve`): the rides the policy sent for approval, soonest expiry first. */
export function ApprovalsTab({ companyId }: { companyId: string }) {
  const t = useT(companyRidesText);
  const q = useQuery(approvalsQuery(companyId));
  return (
    <section className="mt-4" aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="text-xl text-ink-900">
        {t("approvals.title")}
      </h2>
      {q.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-ink-600" role="status">
          <Spinner /> {t("portal.loading")}
        </p>
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.approvals.length === 0 ? (
        <p className="card mt-4 p-5 text-ink-600">{t("approvals.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {q.data.approvals.map((ride) => (
            <ApprovalCard key={ride.bookingId} companyId={companyId} ride={ride} />
          ))}
        </ul>
      )}
    </section>
  );
}
