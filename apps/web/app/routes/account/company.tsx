import { Suspense } from "react";
import type { MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { LazyPortalPage } from "~/features/company-portal";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", companyText)("meta.portal") },
];

/** The company portal (signed-in riders: routes/account/protected.tsx). */
export default function CompanyPortalScreen() {
  const t = useT(companyText);
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
          <Spinner /> {t("portal.loading")}
        </p>
      }
    >
      <LazyPortalPage />
    </Suspense>
  );
}
