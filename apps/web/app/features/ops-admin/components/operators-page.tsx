import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { OperatorInputSchema, type OperatorInput } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDate } from "~/lib/format";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessage } from "~/features/ops-core/api";
import { ErrorNote, Loading, PageHeader } from "~/features/ops-core/components/page";
import { operatorsQuery, useCreateOperator } from "../api/admin";

/** Operators (issue 7 §1): the first comes from the command line; further ones are created here. */
export function OperatorsPage() {
  const q = useQuery(operatorsQuery());
  const create = useCreateOperator();
  const { register, handleSubmit, reset, setError, formState } = useForm<OperatorInput>({
    resolver: zodResolver(OperatorInputSchema),
    defaultValues: { name: "", email: "", phone: "+91", password: "" },
  });
  const e = formState.errors;
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
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-200">
                {q.data.operators.map((o) => (
                  <tr key={o.id}>
                    <td className="px-4 py-3 font-medium">{o.name}</td>
                    <td className="px-4 py-3">{o.email}</td>
                    <td className="px-4 py-3">{o.phone}</td>
                    <td className="px-4 py-3">{formatDate(o.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
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
                  if (fields) for (const [k, v] of Object.entries(fields)) setError(k as keyof OperatorInput, { message: v[0] });
                  toast.error(errorMessage(err));
                },
              }),
            )}
          >
            <TextField label="Full name" autoComplete="off" error={e.name?.message} {...register("name")} />
            <TextField label="E-mail" type="email" autoComplete="off" error={e.email?.message} {...register("email")} />
            <TextField label="Mobile" type="tel" autoComplete="off" error={e.phone?.message} hint="+91 followed by 10 digits" {...register("phone")} />
            <TextField label="Temporary password" type="password" autoComplete="new-password" error={e.password?.message} hint="At least 10 characters; share it in person." {...register("password")} />
            <BusyButton className="btn-primary w-full" busy={create.isPending}>
              Create operator
            </BusyButton>
          </form>
        </section>
      </div>
    </div>
  );
}
