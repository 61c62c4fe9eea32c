import { describe, expect, it } from "vitest";
import { GSTIN_MESSAGES, gstinCheckCharacter, OpsCompanyCreateSchema } from "@chauffeur/contracts";
import { createBody, NewCompanyFormSchema, termsFromForm, termsToForm } from "./company-form";

const first14 = "21AAGCB7383J1Z";
const GSTIN = `${first14}${gstinCheckCharacter(first14)}`;
const form = {
  legalName: "Kalinga Mining Pvt Ltd",
  gstin: GSTIN.toLowerCase(),
  billingAddress: "Plot 12, Saheed Nagar, Bhubaneswar",
  billingEmail: "accounts@kalinga.example.in",
  paymentTerms: "monthly" as const,
  creditLimitRupees: "1,50,000",
  discountPercent: "5",
  adminName: "Ritu Mohanty",
  adminEmail: "ritu@kalinga.example.in",
  adminPhone: "9876543210",
};

describe("the console's 'New company' form", () => {
  it("sends the credit limit in paise, the phone after +91 and the GSTIN upper-cased, as the API's schema takes them", () => {
    const parsed = NewCompanyFormSchema.parse(form);
    const body = createBody(parsed);
    expect(body).toEqual({
      legalName: form.legalName,
      gstin: GSTIN,
      billingAddress: form.billingAddress,
      billingEmail: form.billingEmail,
      terms: { paymentTerms: "monthly", creditLimitPaise: 15_000_000, discountPercent: 5 },
      admin: { name: "Ritu Mohanty", email: "ritu@kalinga.example.in", phone: "+919876543210" },
    });
    expect(OpsCompanyCreateSchema.safeParse(body).success).toBe(true);
  });
  it("shows the contracts' message for a GSTIN whose check character is wrong", () => {
    const wrong = `${first14}${gstinCheckCharacter(first14) === "A" ? "B" : "A"}`;
    const r = NewCompanyFormSchema.safeParse({ ...form, gstin: wrong });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === "gstin")?.message).toBe(GSTIN_MESSAGES.check);
  });
  it("pay per ride sends no credit limit whatever the field holds", () => {
    const out = termsFromForm({ paymentTerms: "per_ride", creditLimitRupees: "abc", discountPercent: "" });
    expect(out).toEqual({ terms: { paymentTerms: "per_ride", creditLimitPaise: 0, discountPercent: 0 } });
  });
  it("monthly invoicing needs a credit limit; a discount is at most 50 %", () => {
    expect(termsFromForm({ paymentTerms: "monthly", creditLimitRupees: "", discountPercent: "0" })).toMatchObject({
      field: "creditLimitRupees",
      message: "Monthly invoicing needs a credit limit",
    });
    expect(termsFromForm({ paymentTerms: "monthly", creditLimitRupees: "x", discountPercent: "0" })).toMatchObject({
      field: "creditLimitRupees",
    });
    expect(termsFromForm({ paymentTerms: "per_ride", creditLimitRupees: "", discountPercent: "60" })).toMatchObject({
      field: "discountPercent",
    });
  });
  it("shows stored terms back in rupees", () => {
    expect(termsToForm({ paymentTerms: "monthly", creditLimitPaise: 15_000_000, discountPercent: 2.5 })).toEqual({
      paymentTerms: "monthly",
      creditLimitRupees: "150000",
      discountPercent: "2.5",
    });
  });
});
