import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  companyPaths,
  type CompanyApplication,
  type CompanyApplicationInput,
  type CompanyInvitation,
  type CompanyInvitationInput,
  type CompanyMember,
  type CompanyPolicy,
  type CompanyRole,
  type CostCentre,
  type InvitationPreview,
  type MyCompany,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

// The rider's side of company accounts (README "Company accounts"): their companies, their applications, and the
// portal's calls for one company. The server checks the role on every call; the screens only hide what it refuses.
const KEY = ["companies"] as const;

export const myCompaniesQuery = () =>
  queryOptions({
    queryKey: [...KEY, "mine"],
    queryFn: () => apiRequest<{ companies: MyCompany[] }>(companyPaths.mine),
  });

export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: [...KEY, "applications"],
    queryFn: () => apiRequest<{ applications: CompanyApplication[] }>(companyPaths.applications),
  });

export const membersQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "members"],
    queryFn: () => apiRequest<{ members: CompanyMember[] }>(companyPaths.members(companyId)),
  });

export const invitationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "invitations"],
    queryFn: () => apiRequest<{ invitations: CompanyInvitation[] }>(companyPaths.invitations(companyId)),
  });

export const costCentresQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "cost-centres"],
    queryFn: () => apiRequest<{ costCentres: CostCentre[] }>(companyPaths.costCentres(companyId)),
  });

export const policyQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "policy"],
    queryFn: () => apiRequest<{ policy: CompanyPolicy }>(companyPaths.policy(companyId)),
  });

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ["company-invitation", token],
    queryFn: () => apiRequest<{ invitation: InvitationPreview }>(companyPaths.invitationByToken(token)),
    retry: false,
  });

export function acceptInvitation(token: string) {
  return apiRequest<{ company?: MyCompany }>(companyPaths.acceptInvitation(token), { method: "POST", body: {} });
}

/** A mutation that refreshes one company's lists (or the rider's companies) when it succeeds. */
function useCompanyMutation<V, R>(fn: (v: V) => Promise<R>, refresh: readonly unknown[]) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: refresh }) });
}

export const useApply = () =>
  useCompanyMutation(
    (body: CompanyApplicationInput) =>
      apiRequest<{ application: CompanyApplication }>(companyPaths.applications, { method: "POST", body }),
    [...KEY, "applications"],
  );

export const useChangeRole = (companyId: string) =>
  useCompanyMutation(
    ({ userId, role }: { userId: string; role: CompanyRole }) =>
      apiRequest(companyPaths.member(companyId, userId), { method: "PATCH", body: { role } }),
    [...KEY, companyId, "members"],
  );

export const useRemoveMember = (companyId: string) =>
  useCompanyMutation(
    (userId: string) => apiRequest(companyPaths.member(companyId, userId), { method: "DELETE" }),
    [...KEY, companyId, "members"],
  );

export const useInvite = (companyId: string) =>
  useCompanyMutation(
    (body: CompanyInvitationInput) =>
      apiRequest<{ invitation: CompanyInvitation }>(companyPaths.invitations(companyId), { method: "POST", body }),
    [...KEY, companyId, "invitations"],
  );

export const useRevokeInvitation = (companyId: string) =>
  useCompanyMutation(
    (invitationId: string) => apiRequest(companyPaths.invitation(companyId, invitationId), { method: "DELETE" }),
    [...KEY, companyId, "invitations"],
  );

export const useAddCostCentre = (companyId: string) =>
  useCompanyMutation(
    (body: { code: string; name: string }) =>
      apiRequest<{ costCentre: CostCentre }>(companyPaths.costCentres(companyId), { method: "POST", body }),
    [...KEY, companyId, "cost-centres"],
  );

export const useDeactivateCostCentre = (companyId: string) =>
  useCompanyMutation(
    (costCentreId: string) =>
      apiRequest(companyPaths.costCentre(companyId, costCentreId), { method: "PATCH", body: { active: false } }),
    [...KEY, companyId, "cost-centres"],
  );

export const useSavePolicy = (companyId: string) =>
  useCompanyMutation(
    (body: CompanyPolicy) => apiRequest(companyPaths.policy(companyId), { method: "PUT", body }),
    [...KEY, companyId, "policy"],
  );
