import { useEffect } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CompanyApplicationInputSchema } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { useApply } from "../api/companies";
import { fieldErrorsOf, messageOf } from "../lib/errors";

type ApplyForm = z.input<typeof CompanyApplicationInputSchema>;

/**
 * 'Book for your company': the company's legal name, GSTIN (checked here with the contracts' schema: shape, state
 * code, check character), billing address and e-mail, and a note for the operator who decides. Loaded on demand.
 */
export default function ApplyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT(companyText);
  const apply = useApply();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ApplyForm,
    unknown,
    z.output<typeof CompanyApplicationInputSchema>
  >({
    resolver: zodResolver(CompanyApplicationInputSchema),
    defaultValues: { legalName: "", gstin: "", billingAddress: "", billingEmail: "", note: "" },
  });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("apply.title")} description={t("apply.description")}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((body) =>
          apply.mutate(body, {
            onSuccess: () => {
              toast.success(t("apply.sent"));
              onOpenChange(false);
            },
            onError: (err) => {
              for (const [k, v] of fieldErrorsOf(err)) setError(k as keyof ApplyForm, { message: v });
              toast.error(messageOf(err, t("error.generic")));
            },
          }),
        )}
      >
        <ApplyFields register={register} errors={e} />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t("apply.cancel")}
          </button>
          <BusyButton className="btn-primary" busy={apply.isPending}>
            {t("apply.submit")}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

function ApplyFields({
  register,
  errors: e,
}: {
  register: UseFormRegister<ApplyForm>;
  errors: FieldErrors<ApplyForm>;
}) {
  const t = useT(companyText);
  return (
    <>
      <TextField
        label={t("apply.legalName")}
        autoComplete="organization"
        wrapperClassName="sm:col-span-2"
        error={e.legalName?.message}
        {...register("legalName")}
      />
      <TextField
        label={t("apply.gstin")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        hint={t("apply.gstinHint")}
        error={e.gstin?.message}
        {...register("gstin")}
      />
      <TextField
        label={t("apply.billingEmail")}
        type="email"
        autoComplete="email"
        error={e.billingEmail?.message}
        {...register("billingEmail")}
      />
      <TextareaField
        label={t("apply.billingAddress")}
        autoComplete="street-address"
        wrapperClassName="sm:col-span-2"
        className="min-h-20"
        error={e.billingAddress?.message}
        {...register("billingAddress")}
      />
      <TextareaField
        label={t("apply.note")}
        wrapperClassName="sm:col-span-2"
        className="min-h-20"
        placeholder={t("apply.noteHint")}
        error={e.note?.message}
        {...register("note")}
      />
    </>
  );
}
