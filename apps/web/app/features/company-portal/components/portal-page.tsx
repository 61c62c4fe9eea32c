import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Building2 } from "lucide-react";
import type { MyCompany } from "@chauffeur/contracts";
import { TabPanel, Tabs } from "~/components/ui/tabs";
import { Spinner } from "~/components/ui/spinner";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { myCompaniesQuery } from "../api/companies";
import { portalTabs, type PortalTab } from "../lib/portal-tabs";
import { ListError } from "./list-states";
import { ApprovalsTab } from "./approvals-tab";
import { InvoicesTab, StatementsTab } from "./billing-tabs";
import { SpendTab } from "./spend-tab";
import { TripsTab } from "./trips-tab";
import { CostCentresTab } from "./cost-centres-tab";
import { OverviewTab } from "./overview-tab";
import { PeopleTab } from "./people-tab";
import { PolicyTab } from "./policy-tab";

const TAB_KEYS = {
  overview: "tab.overview",
  approvals: "tab.approvals",
  trips: "tab.trips",
  invoices: "tab.invoices",
  statements: "tab.statements",
  spend: "tab.spend",
  people: "tab.people",
  costCentres: "tab.costCentres",
  policy: "tab.policy",
} as const;

/**
 * The company portal at /company (signed-in riders): the company chosen (`?c=`, a switcher when the person belongs to
 * several), then the tabs their role may see (`companyMay`, lib/portal-tabs.ts), the tab in `?tab=`.
 */
export function PortalPage() {
  const t = useT(companyText);
  const q = useQuery(myCompaniesQuery());
  const [params, setParams] = useSearchParams();
  if (q.isPending)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("portal.loading")}
      </p>
    );
  if (q.isError)
    return (
      <div className="page-container max-w-3xl py-16">
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      </div>
    );
  const companies = q.data.companies;
  if (companies.length === 0) return <NotAMember />;
  const company = companies.find((c) => c.id === params.get("c")) ?? companies[0]!;
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="bg-ivory-100 pb-16">
      <PortalHero company={company} companies={companies} onSwitch={(id) => set({ c: id, tab: null })} />
      <div className="page-container -mt-8">
        {company.status === "suspended" ? (
          <p className="card mb-4 border border-danger-600/30 bg-red-50 p-4 text-sm text-danger-600" role="alert">
            {t("portal.suspended")}
          </p>
        ) : null}
        <PortalTabs key={company.id} company={company} tab={params.get("tab")} onTab={(tab) => set({ tab })} />
      </div>
    </div>
  );
}

function PortalHero({
  company,
  companies,
  onSwitch,
}: {
  company: MyCompany;
  companies: MyCompany[];
  onSwitch(id: string): void;
}) {
  const t = useT(companyText);
  return (
    <section className="bg-ink-950 pb-16 pt-10 text-ivory-50">
      <div className="page-container flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="eyebrow text-gold-400">{t("portal.eyebrow")}</p>
          <h1 className="mt-1 break-words text-3xl md:text-4xl">{company.legalName}</h1>
          <p className="mt-2 text-ink-300">{t("portal.yourRole", { role: t(`role.${company.role}`) })}</p>
        </div>
        {companies.length > 1 ? (
          <div className="md:w-72">
            <label htmlFor="company-switcher" className="mb-1 block text-sm font-medium text-ivory-100">
              {t("portal.switcher")}
            </label>
            <select
              id="company-switcher"
              className="field-input"
              value={company.id}
              onChange={(e) => onSwitch(e.target.value)}
            >
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.legalName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function PortalTabs({ company, tab, onTab }: { company: MyCompany; tab: string | null; onTab(tab: PortalTab): void }) {
  const t = useT(companyText);
  const tabs = portalTabs(company.role);
  const value = tabs.find((x) => x === tab) ?? tabs[0]!;
  return (
    <div className="rounded-2xl bg-ivory-100 pt-2">
      <Tabs
        items={tabs.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
        value={value}
        onChange={onTab}
        label={t("portal.tabs")}
        idBase="company"
      />
      <TabPanel idBase="company" value={value}>
        {value === "approvals" ? (
          <ApprovalsTab companyId={company.id} />
        ) : value === "trips" ? (
          <TripsTab companyId={company.id} />
        ) : value === "invoices" ? (
          <InvoicesTab companyId={company.id} />
        ) : value === "statements" ? (
          <StatementsTab companyId={company.id} />
        ) : value === "spend" ? (
          <SpendTab companyId={company.id} />
        ) : value === "people" ? (
          <PeopleTab company={company} />
        ) : value === "costCentres" ? (
          <CostCentresTab companyId={company.id} />
        ) : value === "policy" ? (
          <PolicyTab companyId={company.id} />
        ) : (
          <OverviewTab company={company} />
        )}
      </TabPanel>
    </div>
  );
}

/** A signed-in rider who belongs to no company: say so, and where to apply (the profile's 'Book for your company'). */
function NotAMember() {
  const t = useT(companyText);
  const to = useLocalizePath();
  return (
    <div className="bg-ivory-100 py-16">
      <section className="card page-container max-w-2xl p-8 text-center">
        <Building2 className="mx-auto size-10 text-gold-700" aria-hidden />
        <h1 className="mt-4 text-3xl text-ink-900">{t("none.title")}</h1>
        <p className="mt-3 text-ink-600">{t("none.body")}</p>
        <Link to={`${to(paths.profile)}#company`} className="btn-primary mt-6 inline-flex px-6">
          {t("none.apply")}
        </Link>
      </section>
    </div>
  );
}
