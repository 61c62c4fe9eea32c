import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { companyPages, type CompanyApplication } from "@chauffeur/contracts";
import { useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { myApplicationsQuery, myCompaniesQuery } from "../api/companies";

// the form (and zod, and its texts) load when the rider opens it: the profile page stays as light as it was
const ApplyDialog = lazy(() => import("./apply-dialog"));

const STATUS_TONE: Record<CompanyApplication["status"], string> = {
  pending: "bg-gold-300/40 text-gold-700",
  approved: "bg-emerald-100 text-emerald-800",
  declined: "bg-red-100 text-danger-600",
};

/**
 * The profile's 'Company accounts': the companies the rider belongs to, with the way to the portal; otherwise 'Book
 * for your company' (the application form); and the rider's applications with their status.
 */
export function CompanySection() {
  const t = useT(accountText);
  const to = useLocalizePath();
  const companies = useQuery(myCompaniesQuery());
  const applications = useQuery(myApplicationsQuery());
  const [applying, setApplying] = useState(false);
  const mine = companies.data?.companies ?? [];
  const apps = applications.data?.applications ?? [];
  return (
    <section
      id="company"
      className="card mx-auto mt-6 max-w-3xl scroll-mt-24 p-6 sm:p-8"
      aria-labelledby="company-heading"
    >
      <h2 id="company-heading" className="flex items-center gap-3 text-2xl text-ink-900">
        <Building2 className="size-6 text-gold-700" aria-hidden /> {t("company.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t("company.intro")}</p>
      {mine.length > 0 ? (
        <>
          <ul className="mt-4 divide-y divide-ivory-200">
            {mine.map((c) => (
              <li key={c.id} className="py-3">
                <Link
                  className="font-medium text-ink-900 underline-offset-2 hover:underline"
                  to={`${to(companyPages.portal)}?c=${encodeURIComponent(c.id)}`}
                >
                  {t("company.member", { company: c.legalName, role: t(`company.role.${c.role}`) })}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={to(companyPages.portal)} className="btn-dark mt-4 inline-flex px-6">
            {t("company.open")}
          </Link>
        </>
      ) : companies.isSuccess ? (
        <button type="button" className="btn-primary mt-4 px-6" onClick={() => setApplying(true)}>
          {t("company.apply")}
        </button>
      ) : null}
      {apps.length > 0 ? (
        <div className="mt-6 border-t border-ivory-200 pt-5">
          <h3 className="text-lg text-ink-900">{t("company.applications")}</h3>
          <ul className="mt-2 divide-y divide-ivory-200" data-testid="company-applications">
            {apps.map((a) => (
              <li key={a.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">{a.legalName}</p>
                  <p className="text-sm text-ink-600">{a.gstin}</p>
                  {a.status === "declined" && a.declineReason ? (
                    <p className="mt-1 text-sm text-ink-700">{t("company.reason", { reason: a.declineReason })}</p>
                  ) : null}
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[a.status]}`}>
                  {t(`company.status.${a.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {applying ? (
        <Suspense fallback={null}>
          <ApplyDialog open={applying} onOpenChange={setApplying} />
        </Suspense>
      ) : null}
    </section>
  );
}
