import { useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import {
  sampleFares,
  tariffFields,
  TariffSchema,
  tariffWithValue,
  tariffValueAt,
  type Tariff,
  type TariffInput,
  type TariffVersion,
} from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { classesQuery, tariffsQuery, usePublishTariff } from "../api/admin";
import { fieldLabel, TariffSections } from "./tariff-fields";
import { SampleFares } from "./tariff-preview";
import { ReviewDialog } from "./tariff-review";

/** The first problem with the form, or null when it can be reviewed. */
function formError(values: string[], changed: number, note: string): string | null {
  if (values.some((v) => v === "" || !Number.isFinite(Number(v)) || Number(v) < 0))
    return "Every value must be a number of zero or more.";
  if (!changed) return "Change at least one value.";
  if (note.trim().length < 3) return "Say what changed (at least 3 characters).";
  return null;
}

/** The draft as a whole tariff (the contracts' TariffSchema, as the server checks it), or the first problem. */
function draftOf(current: TariffVersion, fields: ReturnType<typeof tariffFields>, values: string[]) {
  if (values.length !== fields.length || values.some((v) => v === "" || !Number.isFinite(Number(v))))
    return { data: null, problem: "Fill in every value to see the sample fares." };
  let data: Tariff = current.data;
  fields.forEach((f, i) => (data = tariffWithValue(data, f.path, Number(values[i]))));
  const checked = TariffSchema.safeParse({ ...data, version: current.version + 1 });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = fields.find((f) => f.path.join(".") === issue.path.join("."));
    return { data: null, problem: `${field ? fieldLabel(field) : issue.path.join(" ")}: ${issue.message}.` };
  }
  return { data: checked.data, problem: null };
}

function useClassName() {
  const classes = useQuery(classesQuery());
  return (code: string) => classes.data?.classes.find((c) => c.code === code)?.name ?? code;
}

/** The sticky bar under the editor: what changed, and the review before publishing. */
function PublishBar(p: { note: string; setNote(note: string): void; changes: number; error: string | null }) {
  return (
    <div className="card mt-5 flex flex-wrap items-end gap-4 p-4 shadow-lg sm:sticky sm:bottom-4">
      <TextField
        wrapperClassName="min-w-0 flex-1 basis-64"
        label="What changed"
        value={p.note}
        onChange={(e) => p.setNote(e.target.value)}
        placeholder="e.g. Fuel price revision, November"
      />
      <button type="submit" className="btn-primary">
        Review and publish
        {p.changes ? ` (${p.changes} change${p.changes > 1 ? "s" : ""})` : ""}
      </button>
      {p.error ? (
        <p className="field-error w-full" role="alert">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

function Editor({ current, side }: { current: TariffVersion; side: ReactNode }) {
  const fields = useMemo(() => tariffFields(current.data), [current]);
  const published = useMemo(() => fields.map((f) => tariffValueAt(current.data, f.path) ?? 0), [fields, current]);
  // keyed by version (TariffPage): a newly published version starts a fresh draft
  const [values, setValues] = useState<string[]>(() => published.map(String));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const publish = usePublishTariff();
  const className = useClassName();
  const changes = fields.flatMap((f, i) =>
    values[i] !== undefined && values[i] !== "" && Number(values[i]) !== published[i]
      ? [{ field: f, before: published[i], after: Number(values[i]) }]
      : [],
  );
  const draft = useMemo(() => draftOf(current, fields, values), [current, fields, values]);
  const publishedFares = useMemo(() => sampleFares(current.data), [current]);
  const draftFares = useMemo(() => (draft.data ? sampleFares(draft.data) : null), [draft]);
  const next = current.version + 1;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = formError(values, changes.length, note) ?? draft.problem;
          setError(problem);
          if (!problem) setReviewing(true);
        }}
      >
        <TariffSections
          fields={fields}
          published={published}
          values={values}
          setValue={(i, v) => setValues((old) => old.map((x, j) => (j === i ? v : x)))}
          className={className}
        />
        <PublishBar note={note} setNote={setNote} changes={changes.length} error={error} />
      </form>
      <ReviewDialog
        open={reviewing}
        onOpenChange={setReviewing}
        version={next}
        changes={changes}
        note={note.trim()}
        fares={{ published: publishedFares, draft: draftFares, problem: draft.problem }}
        className={className}
        busy={publish.isPending}
        onPublish={() =>
          draft.data &&
          publish.mutate(
            { data: draft.data as unknown as TariffInput["data"], note: note.trim() },
            {
              onSuccess: (t) => {
                toast.success(`Tariff version ${t.version} published; new quotes use it.`);
                setNote("");
                setReviewing(false);
              },
              onError: (err) => (setError(errorMessage(err)), setReviewing(false)),
            },
          )
        }
      />
      <div className="space-y-6">
        <aside className="card p-4 sm:p-5" aria-label="Sample fares with the draft">
          <SampleFares published={publishedFares} draft={draftFares} problem={draft.problem} className={className} />
        </aside>
        {side}
      </div>
    </div>
  );
}

function Versions({ versions }: { versions: TariffVersion[] }) {
  return (
    <aside className="card h-fit p-5" aria-label="Versions">
      <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">Versions</h2>
      <ol className="space-y-3 text-sm">
        {versions.map((v, i) => (
          <li key={v.version} className="border-l-2 border-gold-300 pl-3">
            <p className="font-semibold">
              v{v.version}{" "}
              {i === 0 ? (
                <span className="ml-1 rounded-full bg-gold-300/60 px-2 text-xs text-gold-700">current</span>
              ) : null}
            </p>
            <p className="text-ink-700">{v.note ?? "—"}</p>
            <p className="text-xs text-ink-600">
              {v.createdBy ?? "Seed"} · {formatDateTime(v.createdAt)} IST · {v.quotes} quotes, {v.bookings} bookings
            </p>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** Tariff editor: a change publishes a new version; quotes and bookings keep the version they used. */
export function TariffPage() {
  const q = useQuery(tariffsQuery());
  return (
    <div>
      <PageHeader eyebrow="Pricing" title="Tariff">
        <p className="mt-1 text-sm text-ink-600">
          Publishing creates a new version. It applies to new quotes only; existing quotes and bookings keep theirs.
          Amounts are whole rupees before GST.
        </p>
      </PageHeader>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.versions.length === 0 ? (
        <Empty title="No tariff yet">The fares module seeds the first version at start.</Empty>
      ) : (
        <Editor
          key={q.data.versions[0].version}
          current={q.data.versions[0]}
          side={<Versions versions={q.data.versions} />}
        />
      )}
    </div>
  );
}
