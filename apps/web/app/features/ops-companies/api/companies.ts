import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  companyPaths,
  type CompanyApplication,
  type CompanyStatement,
  type OpsCompany,
  type OpsCompanyCreate,
  type OpsCompanyDetailResponse,
} from "@chauffeur/contracts";
import { opsRequest } from "~/features/ops-core";
import type { Terms } from "../lib/company-form";
import type { StatementPaymentInput } from "../lib/payment-form";

const KEY = ["ops", "companies"] as const;

export const companiesQuery = () =>
  queryOptions({
    queryKey: [...KEY, "list"],
    queryFn: () => opsRequest<{ companies: OpsCompany[] }>(companyPaths.opsCompanies),
  });
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, "one", id],
    queryFn: () => opsRequest<OpsCompanyDetailResponse>(companyPaths.opsCompany(id)),
  });
export const applicationsQuery = () =>
  queryOptions({
    queryKey: [...KEY, "applications"],
    queryFn: () => opsRequest<{ applications: CompanyApplication[] }>(companyPaths.opsApplications),
  });

export function useCreateCompany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsCompanyCreate) =>
      opsRequest<OpsCompanyDetailResponse>(companyPaths.opsCompanies, { method: "POST", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export type CompanyPatch = { terms?: Terms; status?: "active" | "suspended" };
export function usePatchCompany(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyPatch) =>
      opsRequest<OpsCompanyDetailResponse>(companyPaths.opsCompany(id), { method: "PATCH", body }),
    onSuccess: (data) => {
      qc.setQueryData(companyQuery(id).queryKey, data);
      return qc.invalidateQueries({ queryKey: [...KEY, "list"] });
    },
  });
}

export function useDecideApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: "approve" | "decline"; reason?: string }) =>
      opsRequest<{ application: CompanyApplication; company?: OpsCompany }>(
        companyPaths.opsApplicationDecision(id, decision),
        { method: "POST", body: decision === "decline" ? { reason } : {} },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

export const statementsQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, "one", id, "statements"],
    queryFn: () => opsRequest<{ statements: CompanyStatement[] }>(companyPaths.opsStatements(id)),
  });

/** 'Record payment': a bank transfer received against a statement (the server refuses more than is due). */
export function useRecordPayment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, body }: { statementId: string; body: StatementPaymentInput }) =>
      opsRequest<{ statement: CompanyStatement }>(companyPaths.opsStatementPayment(id, statementId), {
        method: "POST",
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...KEY, "one", id, "statements"] }),
  });
}
