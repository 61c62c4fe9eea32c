import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import type { z } from "zod";
import { Dialog } from "~/components/ui/dialog";
import { PhoneField, TextareaField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessage } from "~/features/ops-core";
import { useCreateCompany } from "../api/companies";
import { createBody, NewCompanyFormSchema, type NewCompanyForm, type TermsFormValues } from "../lib/company-form";
import { TermsFields } from "./terms-fields";

const EMPTY: NewCompanyForm = {
  legalName: "",
  gstin: "",
  billingAddress: "",
  billingEmail: "",
  paymentTerms: "per_ride",
  creditLimitRupees: "",
  discountPercent: "0",
  adminName: "",
  adminEmail: "",
  adminPhone: "",
};
/** The server's field names (terms.creditLimitPaise, admin.phone) on the form's fields. */
const SERVER_FIELDS: Record<string, keyof NewCompanyForm> = {
  "terms.creditLimitPaise": "creditLimitRupees",
  "terms.discountPercent": "discountPercent",
  "terms.paymentTerms": "paymentTerms",
  "admin.name": "adminName",
  "admin.email": "adminEmail",
  "admin.phone": "adminPhone",
};

/** 'New company': billing details, terms and the first admin, who is invited by e-mail and SMS. */
export function NewCompanyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(o: boolean): void }) {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<
    NewCompanyForm,
    unknown,
    z.output<typeof NewCompanyFormSchema>
  >({ resolver: zodResolver(NewCompanyFormSchema), defaultValues: EMPTY });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New company" className="max-w-2xl">
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((v) =>
          create.mutate(createBody(v), {
            onSuccess: (r) => {
              toast.success(`${r.company.legalName} created. ${v.adminName} is invited as its admin.`);
              onOpenChange(false);
              navigate(`/ops/companies/${r.company.id}`);
            },
            onError: (err) => {
              const fields = err instanceof ApiRequestError ? err.fieldErrors : undefined;
              for (const [k, msgs] of Object.entries(fields ?? {}))
                setError(SERVER_FIELDS[k] ?? (k as keyof NewCompanyForm), { message: msgs[0] });
              toast.error(errorMessage(err));
            },
          }),
        )}
      >
        <BillingFields register={register} errors={e} />
        <h3 className="pt-2 text-lg text-ink-900 sm:col-span-2">Terms</h3>
        <TermsFields
          register={register as unknown as UseFormRegister<TermsFormValues>}
          errors={e}
          monthly={watch("paymentTerms") === "monthly"}
        />
        <AdminFields register={register} errors={e} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={create.isPending}>
            Create company
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

function BillingFields({
  register,
  errors: e,
}: {
  register: UseFormRegister<NewCompanyForm>;
  errors: FieldErrors<NewCompanyForm>;
}) {
  return (
    <fieldset className="contents">
      <legend className="sr-only">Billing details</legend>
      <TextField
        label="Legal name"
        autoComplete="off"
        wrapperClassName="sm:col-span-2"
        error={e.legalName?.message}
        {...register("legalName")}
      />
      <TextField
        label="GSTIN"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        hint="15 characters, e.g. 29AAGCB7383J1Z4"
        error={e.gstin?.message}
        {...register("gstin")}
      />
      <TextField
        label="Billing e-mail"
        type="email"
        autoComplete="off"
        error={e.billingEmail?.message}
        {...register("billingEmail")}
      />
      <TextareaField
        label="Billing address"
        className="min-h-20"
        wrapperClassName="sm:col-span-2"
        error={e.billingAddress?.message}
        {...register("billingAddress")}
      />
    </fieldset>
  );
}

function AdminFields({
  register,
  errors: e,
}: {
  register: UseFormRegister<NewCompanyForm>;
  errors: FieldErrors<NewCompanyForm>;
}) {
  return (
    <>
      <h3 className="pt-2 text-lg text-ink-900 sm:col-span-2">First admin</h3>
      <TextField
        label="Admin's name"
        autoComplete="off"
        wrapperClassName="sm:col-span-2"
        error={e.adminName?.message}
        {...register("adminName")}
      />
      <TextField
        label="Admin's e-mail"
        type="email"
        autoComplete="off"
        error={e.adminEmail?.message}
        {...register("adminEmail")}
      />
      <PhoneField label="Admin's mobile" autoComplete="off" error={e.adminPhone?.message} {...register("adminPhone")} />
    </>
  );
}
