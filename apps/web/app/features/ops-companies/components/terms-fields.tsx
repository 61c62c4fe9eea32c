import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import type { TermsFormValues } from "../lib/company-form";

/** Payment terms, the credit limit in rupees (monthly invoicing only) and the discount, for both terms forms. */
export function TermsFields({
  register,
  errors,
  monthly,
}: {
  register: UseFormRegister<TermsFormValues>;
  errors: FieldErrors<TermsFormValues>;
  monthly: boolean;
}) {
  return (
    <>
      <SelectField label="Payment terms" error={errors.paymentTerms?.message} {...register("paymentTerms")}>
        {PAYMENT_TERMS.map((p) => (
          <option key={p} value={p}>
            {PAYMENT_TERMS_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Discount (%)"
        inputMode="decimal"
        hint="On every ride's fare, 0 to 50"
        error={errors.discountPercent?.message}
        {...register("discountPercent")}
      />
      {monthly ? (
        <TextField
          label="Credit limit (₹)"
          inputMode="numeric"
          prefix="₹"
          hint="Whole rupees, e.g. 1,50,000"
          wrapperClassName="sm:col-span-2"
          error={errors.creditLimitRupees?.message}
          {...register("creditLimitRupees")}
        />
      ) : null}
    </>
  );
}
