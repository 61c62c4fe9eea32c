import { z } from "../z.ts";
import { emailField, nameField, phoneE164Field } from "../auth.ts";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "../gst.ts";
import { VehicleClassSchema } from "../vocabulary.ts";
import { COMPANY_ROLES } from "./roles.ts";

export const CompanyRoleSchema = z.enum(COMPANY_ROLES);
export const PAYMENT_TERMS = ["per_ride", "monthly"] as const;
export const PaymentTermsSchema = z.enum(PAYMENT_TERMS);
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;
export const PAYMENT_TERMS_LABELS: Readonly<Record<PaymentTerms, string>> = {
  per_ride: "Pay per ride",
  monthly: "Monthly invoice",
};
export const COMPANY_STATUSES = ["active", "suspended"] as const;

const iso = z.string();
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** A GSTIN as typed: trimmed, upper-cased, then its shape, state code and check character checked. */
export const gstinField = z
  .string({ error: "GSTIN is required" })
  .trim()
  .min(1, "GSTIN is required")
  .transform(normaliseGstin)
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
  });

/** What a company is billed as: the buyer on its B2B invoices. The state comes from the GSTIN. */
export const CompanyBillingInputSchema = z.object({
  legalName: text("Legal name is required", 160),
  gstin: gstinField,
  billingAddress: text("Billing address is required", 400),
  billingEmail: emailField,
});

/** POST companyPaths.applications: a signed-in rider asks to open an account for their company. */
export const CompanyApplicationInputSchema = CompanyBillingInputSchema.extend({
  /** what the company expects (rides a month, cities): read by the operator who decides */
  note: z.string().trim().max(1000).default(""),
});
export type CompanyApplicationInput = z.input<typeof CompanyApplicationInputSchema>;

/** Terms only an operator sets: monthly invoicing on credit, its limit, a discount on every ride. */
export const CompanyTermsSchema = z
  .object({
    paymentTerms: PaymentTermsSchema,
    /** the credit allowed on monthly terms, in paise; 0 on pay per ride */
    creditLimitPaise: z.number().int().min(0).max(1_000_000_000).default(0),
    /** shown as a line on each ride's fare */
    discountPercent: z.number().min(0).max(50, "A discount is at most 50 %").default(0),
  })
  .refine((t) => t.paymentTerms !== "monthly" || t.creditLimitPaise > 0, {
    message: "Monthly invoicing needs a credit limit",
    path: ["creditLimitPaise"],
  });

/** POST companyPaths.opsCompanies: the company and its first admin (invited by e-mail and SMS). */
export const OpsCompanyCreateSchema = CompanyBillingInputSchema.extend({
  terms: CompanyTermsSchema,
  admin: z.object({ name: nameField, email: emailField, phone: phoneE164Field }),
});
export type OpsCompanyCreate = z.input<typeof OpsCompanyCreateSchema>;

/** PATCH companyPaths.opsCompany: billing details, terms, suspension. */
export const OpsCompanyPatchSchema = CompanyBillingInputSchema.partial().extend({
  terms: CompanyTermsSchema.optional(),
  status: z.enum(COMPANY_STATUSES).optional(),
});

export const CompanySchema = z.object({
  id: z.string(),
  legalName: z.string(),
  gstin: z.string(),
  /** the GST state code of the GSTIN, and its name: the place of supply of the company's rides */
  stateCode: z.string(),
  stateName: z.string(),
  billingAddress: z.string(),
  billingEmail: z.string(),
  paymentTerms: PaymentTermsSchema,
  creditLimitPaise: z.number().int(),
  discountPercent: z.number(),
  status: z.enum(COMPANY_STATUSES),
  createdAt: iso,
});
export type Company = z.infer<typeof CompanySchema>;

/** A company as one member sees it: the company and their role in it. */
export const MyCompanySchema = CompanySchema.extend({ role: CompanyRoleSchema });
export type MyCompany = z.infer<typeof MyCompanySchema>;

export const CompanyApplicationSchema = z.object({
  id: z.string(),
  legalName: z.string(),
  gstin: z.string(),
  billingAddress: z.string(),
  billingEmail: z.string(),
  note: z.string(),
  status: z.enum(["pending", "approved", "declined"]),
  applicant: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  decidedAt: iso.nullable(),
  declineReason: z.string().nullable(),
  companyId: z.string().nullable(),
  createdAt: iso,
});
export type CompanyApplication = z.infer<typeof CompanyApplicationSchema>;
export const CompanyApplicationDeclineSchema = z.object({ reason: text("Say why, for the applicant", 500) });

export const CompanyMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: CompanyRoleSchema,
  joinedAt: iso,
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;
export const CompanyMemberPatchSchema = z.object({ role: CompanyRoleSchema });

/** POST companyPaths.invitations: the link goes to the e-mail and the phone; single use, valid 7 days. */
export const CompanyInvitationInputSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneE164Field,
  role: CompanyRoleSchema,
});
export type CompanyInvitationInput = z.input<typeof CompanyInvitationInputSchema>;
export const COMPANY_INVITATION_DAYS = 7;

export const CompanyInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: CompanyRoleSchema,
  status: z.enum(["pending", "accepted", "revoked", "expired"]),
  expiresAt: iso,
  createdAt: iso,
});
export type CompanyInvitation = z.infer<typeof CompanyInvitationSchema>;

/** GET companyPaths.invitationByToken: what the link's page shows before the person accepts. */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  role: CompanyRoleSchema,
  invitedName: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: iso,
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const CostCentreInputSchema = z.object({
  code: text("Code is required", 30),
  name: text("Name is required", 100),
  active: z.boolean().default(true),
});
export const CostCentreSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), active: z.boolean() });
export type CostCentre = z.infer<typeof CostCentreSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 07:00");

/** The admin's rules (PUT companyPaths.policy): which rides need an approver, and whether travellers book for guests. */
export const CompanyPolicySchema = z.object({
  /** rides whose fare (GST included) is above this need approval; null: no amount rule */
  approvalAbovePaise: z.number().int().min(0).nullable(),
  /** rides picked up outside these hours (Asia/Kolkata) need approval; null: no hours rule */
  approvalOutsideHours: z.object({ from: hhmm, to: hhmm }).nullable(),
  /** rides in these vehicle classes need approval */
  approvalVehicleClasses: z.array(VehicleClassSchema).max(20),
  /** a traveller may book for a guest (bookers and admins always may) */
  travellersMayBookGuests: z.boolean(),
  /** every company ride must name a cost centre from the list */
  costCentreRequired: z.boolean(),
});
export type CompanyPolicy = z.infer<typeof CompanyPolicySchema>;
export const DEFAULT_COMPANY_POLICY: CompanyPolicy = {
  approvalAbovePaise: null,
  approvalOutsideHours: null,
  approvalVehicleClasses: [],
  travellersMayBookGuests: false,
  costCentreRequired: true,
};
