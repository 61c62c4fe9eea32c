import { Suspense } from "react";
import { useParams, type MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { LazyApprovalPage } from "~/features/company-portal";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", companyText)("meta.approval") },
];

/** The approver's link to one ride (signed-in riders: routes/account/protected.tsx; the server checks the role). */
export default function CompanyApprovalScreen() {
  const t = useT(companyText);
  const { companyId = "", bookingId = "" } = useParams();
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
          <Spinner /> {t("portal.loading")}
        </p>
      }
    >
      <LazyApprovalPage companyId={companyId} bookingId={bookingId} />
    </Suspense>
  );
}
