import { Check } from "lucide-react";
import { COMPANY_ACTIONS, companyMay, type MyCompany } from "@chauffeur/contracts";
import { useFormat, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";

/** What every member sees: the company's billing details and terms, and what their role lets them do. */
export function OverviewTab({ company }: { company: MyCompany }) {
  const t = useT(companyText);
  const f = useFormat();
  const rows: Array<[string, string]> = [
    [t("overview.legalName"), company.legalName],
    [t("overview.gstin"), company.gstin],
    [t("overview.state"), company.stateName],
    [t("overview.billingAddress"), company.billingAddress],
    [t("overview.billingEmail"), company.billingEmail],
    [t("overview.terms"), t(`terms.${company.paymentTerms}`)],
  ];
  if (company.discountPercent > 0) rows.push([t("overview.discount"), `${f.number(company.discountPercent, 2)} %`]);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section className="card p-5 sm:p-6" aria-labelledby="company-details-heading">
        <h2 id="company-details-heading" className="text-xl text-ink-900">
          {t("overview.details")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-sm text-ink-600">{k}</dt>
              <dd className="break-words text-sm text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card h-fit p-5 sm:p-6" aria-labelledby="company-can-heading">
        <h2 id="company-can-heading" className="text-xl text-ink-900">
          {t("overview.canDo")}
        </h2>
        <ul className="mt-4 space-y-2 text-sm text-ink-800" data-testid="company-can-do">
          {COMPANY_ACTIONS.filter((a) => companyMay(company.role, a)).map((a) => (
            <li key={a} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden />
              {t(`action.${a}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
