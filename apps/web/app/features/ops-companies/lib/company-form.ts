import {
  CompanyBillingInputSchema,
  CompanyTermsSchema,
  emailField,
  nameField,
  PaymentTermsSchema,
  phoneDigitsField,
  type OpsCompanyCreate,
  type PaymentTerms,
} from "@chauffeur/contracts";
import { z } from "@chauffeur/contracts/z";
import { paiseToRupeesInput, rupeesToPaise } from "~/lib/money";

/** The terms as the console's forms hold them: the credit limit in rupees, the discount as typed. */
export interface TermsFormValues {
  paymentTerms: PaymentTerms;
  creditLimitRupees: string;
  discountPercent: string;
}
export type Terms = z.output<typeof CompanyTermsSchema>;

export const TERMS_MESSAGES = {
  creditLimit: "Enter the credit limit in rupees",
  discount: "Enter a discount between 0 and 50 %",
} as const;

/**
 * The terms the API takes (the credit limit in paise, 0 on pay per ride), checked with the contracts' schema, or the
 * field that is wrong and why.
 */
export function termsFromForm(
  v: TermsFormValues,
): { terms: Terms } | { field: "creditLimitRupees" | "discountPercent"; message: string } {
  const creditLimitPaise = v.paymentTerms === "monthly" ? rupeesToPaise(v.creditLimitRupees || "0") : 0;
  if (creditLimitPaise === null) return { field: "creditLimitRupees", message: TERMS_MESSAGES.creditLimit };
  const discountText = v.discountPercent.trim() || "0";
  const discountPercent = /^\d{1,2}(?:\.\d{1,2})?$/.test(discountText) ? Number(discountText) : NaN;
  if (!(discountPercent >= 0 && discountPercent <= 50))
    return { field: "discountPercent", message: TERMS_MESSAGES.discount };
  const parsed = CompanyTermsSchema.safeParse({ paymentTerms: v.paymentTerms, creditLimitPaise, discountPercent });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      field: issue.path[0] === "discountPercent" ? "discountPercent" : "creditLimitRupees",
      message: issue.message,
    };
  }
  return { terms: parsed.data };
}

export function termsToForm(c: { paymentTerms: PaymentTerms; creditLimitPaise: number; discountPercent: number }) {
  return {
    paymentTerms: c.paymentTerms,
    creditLimitRupees: c.creditLimitPaise ? paiseToRupeesInput(c.creditLimitPaise) : "",
    discountPercent: String(c.discountPercent),
  } satisfies TermsFormValues;
}

const termsFields = {
  paymentTerms: PaymentTermsSchema,
  creditLimitRupees: z.string(),
  discountPercent: z.string(),
};
function checkTerms(v: TermsFormValues, ctx: z.RefinementCtx) {
  const out = termsFromForm(v);
  if ("field" in out) ctx.addIssue({ code: "custom", path: [out.field], message: out.message });
}

/** 'New company': the billing details (the GSTIN checked as the server checks it), the terms, the first admin. */
export const NewCompanyFormSchema = z
  .object({
    ...CompanyBillingInputSchema.shape,
    ...termsFields,
    adminName: nameField,
    adminEmail: emailField,
    adminPhone: phoneDigitsField,
  })
  .superRefine(checkTerms);
export type NewCompanyForm = z.input<typeof NewCompanyFormSchema>;

/** 'Edit terms' on a company's page. */
export const TermsFormSchema = z.object(termsFields).superRefine(checkTerms);

/** The POST body of companyPaths.opsCompanies from the form's checked values. */
export function createBody(v: z.output<typeof NewCompanyFormSchema>): OpsCompanyCreate {
  const out = termsFromForm(v);
  if ("field" in out) throw new Error(out.message); // the schema checked it already
  return {
    legalName: v.legalName,
    gstin: v.gstin,
    billingAddress: v.billingAddress,
    billingEmail: v.billingEmail,
    terms: out.terms,
    admin: { name: v.adminName, email: v.adminEmail, phone: `+91${v.adminPhone}` },
  };
}
