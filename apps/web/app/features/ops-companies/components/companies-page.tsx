import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { PAYMENT_TERMS_LABELS, type OpsCompany } from "@chauffeur/contracts";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader, TabPanel, Tabs } from "~/features/ops-core";
import { rupees } from "~/lib/format";
import { applicationsQuery, companiesQuery } from "../api/companies";
import { ApplicationsPanel } from "./applications-panel";
import { NewCompanyDialog } from "./new-company-dialog";

type Tab = "companies" | "applications";

/** Companies: the accounts (legal name, GSTIN, state, terms, members), 'New company', and riders' applications. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "applications" ? "applications" : "companies";
  const [creating, setCreating] = useState(false);
  const applications = useQuery(applicationsQuery());
  const pending = applications.data?.applications.filter((a) => a.status === "pending").length ?? 0;
  return (
    <div>
      <PageHeader
        eyebrow="Customers"
        title="Companies"
        actions={
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> New company
          </button>
        }
      />
      <Tabs<Tab>
        idBase="ops-companies"
        label="Companies sections"
        value={tab}
        onChange={(t) => setParams(t === "applications" ? { tab: t } : {}, { replace: true })}
        items={[
          { id: "companies", label: "Companies" },
          { id: "applications", label: pending ? `Applications (${pending} pending)` : "Applications" },
        ]}
      />
      <TabPanel idBase="ops-companies" value={tab}>
        {tab === "companies" ? <CompaniesList /> : <ApplicationsPanel />}
      </TabPanel>
      <NewCompanyDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function Terms({ c }: { c: OpsCompany }) {
  return (
    <>
      {PAYMENT_TERMS_LABELS[c.paymentTerms]}
      {c.paymentTerms === "monthly" ? (
        <div className="text-xs text-ink-600">limit {rupees(c.creditLimitPaise)}</div>
      ) : null}
      {c.discountPercent ? <div className="text-xs text-ink-600">{c.discountPercent} % discount</div> : null}
    </>
  );
}

function CompaniesList() {
  const q = useQuery(companiesQuery());
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.companies.length === 0)
    return <Empty title="No companies yet">Create one with 'New company', or approve a rider's application.</Empty>;
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
      <table className="w-full min-w-[720px] text-left text-sm" aria-label="Companies">
        <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
          <tr>
            <th className="px-4 py-3">Legal name</th>
            <th className="px-4 py-3">GSTIN</th>
            <th className="px-4 py-3">State</th>
            <th className="px-4 py-3">Terms</th>
            <th className="px-4 py-3">Members</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ivory-200">
          {q.data.companies.map((c) => (
            <tr key={c.id}>
              <td className="px-4 py-3">
                <Link className="font-medium underline-offset-2 hover:underline" to={`/ops/companies/${c.id}`}>
                  {c.legalName}
                </Link>
                {c.status === "suspended" ? (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-danger-600">
                    Suspended
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 font-mono text-xs">{c.gstin}</td>
              <td className="px-4 py-3">{c.stateName}</td>
              <td className="px-4 py-3">
                <Terms c={c} />
              </td>
              <td className="px-4 py-3 tabular-nums">{c.memberCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
