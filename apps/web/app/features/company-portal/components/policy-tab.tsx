import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, type UseFormRegister } from "react-hook-form";
import { VEHICLE_CLASSES, type CompanyPolicy } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useT, useValidationText } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { policyQuery, useSavePolicy } from "../api/companies";
import { messageOf } from "../lib/errors";
import { policyFromForm, policyToForm, type PolicyFormProblem, type PolicyFormValues } from "../lib/policy-form";
import { ListError } from "./list-states";

const TIME_MESSAGE = "Use a time such as 07:00"; // the contracts' message for a time (CompanyPolicySchema), translated

/** 'Policy' (admins): which rides wait for an approver, guests, cost centres. */
export function PolicyTab({ companyId }: { companyId: string }) {
  const t = useT(companyText);
  const q = useQuery(policyQuery(companyId));
  if (q.isPending) return <Spinner className="size-5" label={t("portal.loading")} />;
  if (q.isError) return <ListError error={q.error} onRetry={() => void q.refetch()} />;
  return <PolicyForm companyId={companyId} policy={q.data.policy} />;
}

function Switch({
  label,
  name,
  register,
}: {
  label: string;
  name: keyof PolicyFormValues;
  register: UseFormRegister<PolicyFormValues>;
}) {
  return (
    <label className="flex items-start gap-3 text-sm font-medium text-ink-800">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-gold-600" {...register(name)} />
      {label}
    </label>
  );
}

function PolicyForm({ companyId, policy }: { companyId: string; policy: CompanyPolicy }) {
  const t = useT(companyText);
  const save = useSavePolicy(companyId);
  const [problem, setProblem] = useState<PolicyFormProblem | null>(null);
  const { register, handleSubmit, reset, watch } = useForm<PolicyFormValues>({ defaultValues: policyToForm(policy) });
  useEffect(() => reset(policyToForm(policy)), [policy, reset]);
  const [amountOn, hoursOn] = watch(["amountOn", "hoursOn"]);
  return (
    <section className="card max-w-3xl p-5 sm:p-6" aria-labelledby="policy-heading">
      <h2 id="policy-heading" className="text-xl text-ink-900">
        {t("policy.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t("policy.intro")}</p>
      <form
        noValidate
        className="mt-5 space-y-6"
        onSubmit={handleSubmit((values) => {
          const out = policyFromForm(values);
          if ("problem" in out) return setProblem(out.problem);
          setProblem(null);
          save.mutate(out.policy, {
            onSuccess: () => toast.success(t("policy.saved")),
            onError: (err) => toast.error(messageOf(err, t("error.generic"))),
          });
        })}
      >
        <RuleFields register={register} problem={problem} amountOn={amountOn} hoursOn={hoursOn} />
        <fieldset>
          <legend className="text-sm font-medium text-ink-800">{t("policy.classes")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {VEHICLE_CLASSES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm text-ink-800">
                <input type="checkbox" value={c} className="size-4 accent-gold-600" {...register("vehicleClasses")} />
                {t(`class.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-3 border-t border-ivory-200 pt-5">
          <Switch label={t("policy.guests")} name="travellersMayBookGuests" register={register} />
          <Switch label={t("policy.costCentre")} name="costCentreRequired" register={register} />
        </div>
        <BusyButton className="btn-dark px-6" busy={save.isPending}>
          {t("policy.save")}
        </BusyButton>
      </form>
    </section>
  );
}

/** The amount and the office hours rules, each with its fields once switched on. */
function RuleFields({
  register,
  problem,
  amountOn,
  hoursOn,
}: {
  register: UseFormRegister<PolicyFormValues>;
  problem: PolicyFormProblem | null;
  amountOn: boolean;
  hoursOn: boolean;
}) {
  const t = useT(companyText);
  const tv = useValidationText();
  return (
    <>
      <div className="space-y-3">
        <Switch label={t("policy.amountOn")} name="amountOn" register={register} />
        {amountOn ? (
          <TextField
            label={t("policy.amount")}
            prefix="₹"
            inputMode="numeric"
            wrapperClassName="max-w-xs"
            error={problem === "amount" ? t("policy.amountInvalid") : undefined}
            {...register("amountRupees")}
          />
        ) : null}
      </div>
      <div className="space-y-3">
        <Switch label={t("policy.hoursOn")} name="hoursOn" register={register} />
        {hoursOn ? (
          <div className="grid max-w-md grid-cols-2 gap-4">
            <TextField
              label={t("policy.from")}
              type="time"
              error={problem === "from" ? tv(TIME_MESSAGE) : undefined}
              {...register("from")}
            />
            <TextField
              label={t("policy.to")}
              type="time"
              error={problem === "to" ? tv(TIME_MESSAGE) : undefined}
              {...register("to")}
            />
          </div>
        ) : null}
      </div>
    </>
  );
}
