import { z } from "../z.ts";
import {
  CompanyApplicationSchema,
  CompanyInvitationSchema,
  CompanyMemberSchema,
  CompanyPolicySchema,
  CompanySchema,
  CostCentreInputSchema,
  CostCentreSchema,
  InvitationPreviewSchema,
  MyCompanySchema,
  OpsCompanyCreateSchema,
  OpsCompanyPatchSchema,
} from "./schemas.ts";

/** The parsed bodies the server works with (defaults applied). */
export type OpsCompanyCreateParsed = z.output<typeof OpsCompanyCreateSchema>;
export type OpsCompanyPatch = z.output<typeof OpsCompanyPatchSchema>;

/**
 * The answers of the company routes: each `{ success: true, <noun>: … }`, one noun per route (errors answer
 * `{ success: false, message, code }` as everywhere: plugins/errors.ts).
 */
const ok = z.literal(true);

/** A company as the console lists it: with its member count. */
export const OpsCompanySchema = CompanySchema.extend({ memberCount: z.number().int() });
export type OpsCompany = z.infer<typeof OpsCompanySchema>;

export const OpsCompanyListResponseSchema = z.object({ success: ok, companies: z.array(OpsCompanySchema) });
/** GET/PATCH/POST of one company in the console: the company, its members and its pending invitations. */
export const OpsCompanyDetailResponseSchema = z.object({
  success: ok,
  company: OpsCompanySchema,
  members: z.array(CompanyMemberSchema),
  invitations: z.array(CompanyInvitationSchema),
});
export type OpsCompanyDetailResponse = z.infer<typeof OpsCompanyDetailResponseSchema>;
export const CompanyApplicationListResponseSchema = z.object({
  success: ok,
  applications: z.array(CompanyApplicationSchema),
});
export const CompanyApplicationResponseSchema = z.object({ success: ok, application: CompanyApplicationSchema });
/** POST companyPaths.opsApplicationDecision(id, 'approve'): the application and the company it opened. */
export const CompanyApplicationApprovedResponseSchema = z.object({
  success: ok,
  application: CompanyApplicationSchema,
  company: OpsCompanySchema,
});

export const MyCompaniesResponseSchema = z.object({ success: ok, companies: z.array(MyCompanySchema) });
/** GET companyPaths.company(id), POST companyPaths.acceptInvitation(token): the company and the reader's role. */
export const MyCompanyResponseSchema = z.object({ success: ok, company: MyCompanySchema });
export const CompanyMembersResponseSchema = z.object({ success: ok, members: z.array(CompanyMemberSchema) });
export const CompanyMemberResponseSchema = z.object({ success: ok, member: CompanyMemberSchema });
export const CompanyInvitationsResponseSchema = z.object({
  success: ok,
  invitations: z.array(CompanyInvitationSchema),
});
export const CompanyInvitationResponseSchema = z.object({ success: ok, invitation: CompanyInvitationSchema });
export const InvitationPreviewResponseSchema = z.object({ success: ok, invitation: InvitationPreviewSchema });
export const CostCentresResponseSchema = z.object({ success: ok, costCentres: z.array(CostCentreSchema) });
export const CostCentreResponseSchema = z.object({ success: ok, costCentre: CostCentreSchema });
export const CompanyPolicyResponseSchema = z.object({ success: ok, policy: CompanyPolicySchema });
/** DELETE companyPaths.member(id, userId). */
export const CompanySuccessSchema = z.object({ success: ok });

/** PATCH companyPaths.costCentre: any of the fields. */
export const CostCentrePatchSchema = z.object({
  code: CostCentreInputSchema.shape.code.optional(),
  name: CostCentreInputSchema.shape.name.optional(),
  active: z.boolean().optional(),
});

/** The paths' parameters (an id that is not a UUID answers 404 like an unknown one: nothing tells them apart). */
export const CompanyIdParamsSchema = z.object({ id: z.string() });
export const CompanyMemberParamsSchema = z.object({ id: z.string(), userId: z.string() });
export const CompanyInvitationParamsSchema = z.object({ id: z.string(), invitationId: z.string() });
export const CompanyCostCentreParamsSchema = z.object({ id: z.string(), costCentreId: z.string() });
export const InvitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
