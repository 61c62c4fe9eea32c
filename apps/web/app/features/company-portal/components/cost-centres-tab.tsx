import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CostCentreInputSchema } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useT } from "~/i18n";
import { companyText } from "~/i18n/texts/company";
import { costCentresQuery, useAddCostCentre, useDeactivateCostCentre } from "../api/companies";
import { fieldErrorsOf, messageOf } from "../lib/errors";
import { ListError } from "./list-states";

type CostCentreForm = z.input<typeof CostCentreInputSchema>;

/** 'Cost centres' (admins): the list, adding one, deactivating one (a ride's cost centre stays on its records). */
export function CostCentresTab({ companyId }: { companyId: string }) {
  const t = useT(companyText);
  const q = useQuery(costCentresQuery(companyId));
  const deactivate = useDeactivateCostCentre(companyId);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section className="card p-5 sm:p-6" aria-labelledby="cc-heading">
        <h2 id="cc-heading" className="text-xl text-ink-900">
          {t("cc.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t("cc.intro")}</p>
        {q.isPending ? (
          <Spinner className="mt-4 size-5" label={t("portal.loading")} />
        ) : q.isError ? (
          <ListError error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.costCentres.length === 0 ? (
          <p className="mt-4 text-sm text-ink-600">{t("cc.empty")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-ivory-200" aria-label={t("cc.title")}>
            {q.data.costCentres.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="cost-centre"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink-900">
                    <span className="font-mono">{c.code}</span> · {c.name}
                  </p>
                  <p className="text-xs text-ink-600">{c.active ? t("cc.active") : t("cc.inactive")}</p>
                </div>
                {c.active ? (
                  <button
                    type="button"
                    className="btn-outline px-4 py-2 text-sm"
                    aria-label={t("cc.deactivateLabel", { code: c.code })}
                    disabled={deactivate.isPending}
                    onClick={() =>
                      deactivate.mutate(c.id, {
                        onSuccess: () => toast.success(t("cc.deactivated", { code: c.code })),
                        onError: (err) => toast.error(messageOf(err, t("error.generic"))),
                      })
                    }
                  >
                    {t("cc.deactivate")}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddCostCentre companyId={companyId} />
    </div>
  );
}

function AddCostCentre({ companyId }: { companyId: string }) {
  const t = useT(companyText);
  const add = useAddCostCentre(companyId);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    CostCentreForm,
    unknown,
    z.output<typeof CostCentreInputSchema>
  >({ resolver: zodResolver(CostCentreInputSchema), defaultValues: { code: "", name: "" } });
  const e = formState.errors;
  return (
    <section className="card h-fit p-5 sm:p-6" aria-labelledby="cc-add-heading">
      <h2 id="cc-add-heading" className="text-xl text-ink-900">
        {t("cc.add")}
      </h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={handleSubmit(({ code, name }) =>
          add.mutate(
            { code, name },
            {
              onSuccess: () => {
                toast.success(t("cc.added", { code }));
                reset();
              },
              onError: (err) => {
                for (const [k, v] of fieldErrorsOf(err)) setError(k as keyof CostCentreForm, { message: v });
                toast.error(messageOf(err, t("error.generic")));
              },
            },
          ),
        )}
      >
        <TextField label={t("cc.code")} autoComplete="off" error={e.code?.message} {...register("code")} />
        <TextField label={t("cc.name")} autoComplete="off" error={e.name?.message} {...register("name")} />
        <BusyButton className="btn-primary w-full" busy={add.isPending}>
          {t("cc.add")}
        </BusyButton>
      </form>
    </section>
  );
}
