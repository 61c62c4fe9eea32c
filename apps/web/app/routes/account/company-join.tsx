import { Suspense } from "react";
import { useParams, type MetaFunction } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { LazyJoinPage } from "~/features/company-portal";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", companyText)("meta.join") },
  { name: "robots", content: "noindex" },
];

/** An invitation's single-use link: open signed out (the person signs in or registers when accepting). */
export default function CompanyJoinScreen() {
  const { token = "" } = useParams();
  const t = useT(companyText);
  return (
    <Suspense
      fallback={
        <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
          <Spinner /> {t("join.loading")}
        </p>
      }
    >
      <LazyJoinPage key={token} token={token} />
    </Suspense>
  );
}
