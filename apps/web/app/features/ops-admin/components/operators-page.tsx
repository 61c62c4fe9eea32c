import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { OperatorInputSchema, type Operator, type OperatorInput } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { useSession } from "~/features/auth";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDate } from "~/lib/format";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { operatorsQuery, useCreateOperator, useResetSecondFactor } from "../api/admin";

/** Resetting another operator's lost second factor (docs/security.md §5), after a confirmation. */
function ResetSecondFactorDialog({ operator, onClose }: { operator: Operator | null; onClose(): void }) {
  const reset = useResetSecondFactor();
  return (
    <Dialog
      open={Boolean(operator)}
      onOpenChange={(open) => !open && onClose()}
      title="Reset two-step verification?"
      description={`${operator?.name ?? "This operator"} is signed out everywhere and sets up two-step verification again, with a new QR code and new recovery codes, at the next sign-in. Do this only after confirming who is asking, in person or by phone.`}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep it
        </button>
        <BusyButton
          type="button"
          className="btn-danger"
          busy={reset.isPending}
          onClick={() =>
            operator &&
            reset.mutate(operator.id, {
              onSuccess: (r) => {
                toast.success(r.message);
                onClose();
              },
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          Reset two-step verification
        </BusyButton>
      </div>
    </Dialog>
  );
}

/** 'Add an operator': name, e-mail, mobile and a temporary password; field errors from the server land on their fields. */
function AddOperatorForm() {
  const create = useCreateOperator();
  const { register, handleSubmit, reset, setError, formState } = useForm<OperatorInput>({
    resolver: zodResolver(OperatorInputSchema),
    defaultValues: { name: "", email: "", phone: "+91", password: "" },
  });
  const e = formState.errors;
  return (
    <section className="card h-fit p-5">
      <h2 className="mb-4 text-xl">Add an operator</h2>
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((body) =>
          create.mutate(body, {
            onSuccess: (o) => {
              toast.success(`${o.name} can now sign in to the console.`);
              reset();
            },
            onError: (err) => {
              const fields = err instanceof ApiRequestError ? err.fieldErrors : undefined;
              if (fields)
                for (const [k, v] of Object.entries(fields)) setError(k as keyof OperatorInput, { message: v[0] });
              toast.error(errorMessage(err));
            },
          }),
        )}
      >
        <TextField label="Full name" autoComplete="off" error={e.name?.message} {...register("name")} />
        <TextField label="E-mail" type="email" autoComplete="off" error={e.email?.message} {...register("email")} />
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="off"
          error={e.phone?.message}
          hint="+91 followed by 10 digits"
          {...register("phone")}
        />
        <TextField
          label="Temporary password"
          type="password"
          autoComplete="new-password"
          error={e.password?.message}
          hint="At least 10 characters; share it in person."
          {...register("password")}
        />
        <BusyButton className="btn-primary w-full" busy={create.isPending}>
          Create operator
        </BusyButton>
      </form>
    </section>
  );
}

/** Operators: the first comes from the command line; further ones are created here. */
export function OperatorsPage() {
  const q = useQuery(operatorsQuery());
  const { user } = useSession();
  const [resetting, setResetting] = useState<Operator | null>(null);
  return (
    <div>
      <PageHeader eyebrow="Team" title="Operators" />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <section className="card h-fit overflow-x-auto" tabIndex={0} aria-label="Operators list">
          {q.isPending ? (
            <Loading />
          ) : q.isError ? (
            <ErrorNote message={errorMessage(q.error)} />
          ) : (
            <table className="w-full text-left text-sm" aria-label="Operators">
              <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
                <tr>
                  <th className="px-4 py-3">Name</th>
                  <th className="px-4 py-3">E-mail</th>
                  <th className="px-4 py-3">Phone</th>
                  <th className="px-4 py-3">Since</th>
                  <th className="px-4 py-3">Two-step verification</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-200">
                {q.data.operators.map((o) => (
                  <tr key={o.id}>
                    <td className="px-4 py-3 font-medium">{o.name}</td>
                    <td className="px-4 py-3">{o.email}</td>
                    <td className="px-4 py-3">{o.phone}</td>
                    <td className="px-4 py-3">{formatDate(o.createdAt)}</td>
                    <td className="px-4 py-3">
                      <span className="whitespace-nowrap">{o.secondFactorOn ? "On" : "Not set up yet"}</span>
                      {o.secondFactorOn && o.id !== user?.id ? (
                        <button
                          type="button"
                          className="ml-2 text-sm font-medium text-gold-700 underline-offset-2 hover:underline"
                          onClick={() => setResetting(o)}
                        >
                          Reset<span className="sr-only"> two-step verification of {o.name}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <ResetSecondFactorDialog operator={resetting} onClose={() => setResetting(null)} />
        <AddOperatorForm />
      </div>
    </div>
  );
}
