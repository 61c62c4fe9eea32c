import type { ReactNode } from "react";
import { SelectField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage } from "~/features/ops-core";

interface Bound {
  label: string;
  type: "date" | "datetime-local";
  value: string;
  onChange(v: string): void;
}

/**
 * The form of a period with a kind and a note: a chauffeur's time off (days) and a car's unavailable period (date and
 * time): the kind's select, the note, from and until, the server's refusal, and the button.
 */
export function PeriodForm<K extends string>(p: {
  label: string;
  kind: { label: string; value: K; options: readonly K[]; text: Record<K, string>; onChange(k: K): void };
  note: { value: string; onChange(v: string): void };
  from: Bound;
  until: Bound;
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  submit: ReactNode;
  onSubmit(): void;
}) {
  return (
    <form
      noValidate
      aria-label={p.label}
      className="mt-3 grid gap-3 rounded-xl border border-ivory-200 p-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <SelectField label={p.kind.label} value={p.kind.value} onChange={(e) => p.kind.onChange(e.target.value as K)}>
        {p.kind.options.map((k) => (
          <option key={k} value={k}>
            {p.kind.text[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Note (optional)"
        value={p.note.value}
        onChange={(e) => p.note.onChange(e.target.value)}
        maxLength={300}
      />
      {[p.from, p.until].map((b) => (
        <TextField
          key={b.label}
          label={b.label}
          type={b.type}
          value={b.value}
          onChange={(e) => b.onChange(e.target.value)}
        />
      ))}
      {p.mutation.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-danger-600 sm:col-span-2">
          {errorMessage(p.mutation.error)}
        </p>
      ) : null}
      <div className="flex justify-end sm:col-span-2">
        <BusyButton type="submit" className="btn-dark" busy={p.mutation.isPending}>
          {p.submit}
        </BusyButton>
      </div>
    </form>
  );
}
