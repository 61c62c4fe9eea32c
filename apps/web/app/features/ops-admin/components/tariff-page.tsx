import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { TariffInput, TariffVersion } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, label, Loading, PageHeader } from "~/features/ops-core";
import { tariffsQuery, usePublishTariff } from "../api/admin";

type Leaf = { path: string[]; value: number };

/** Every number in the tariff, by its path: the editor changes values, never the structure the fare engine reads. */
function numericLeaves(data: unknown, prefix: string[] = []): Leaf[] {
  // the version number is the row's, set by the server at publication
  if (prefix.length === 1 && prefix[0] === "version") return [];
  if (typeof data === "number") return [{ path: prefix, value: data }];
  if (data && typeof data === "object")
    return Object.entries(data as Record<string, unknown>).flatMap(([k, v]) => numericLeaves(v, [...prefix, k]));
  return [];
}
function setIn(data: unknown, path: string[], value: number): unknown {
  if (!path.length) return value;
  const [k, ...rest] = path;
  if (Array.isArray(data)) return data.map((v, i) => (String(i) === k ? setIn(v, rest, value) : v));
  return { ...(data as Record<string, unknown>), [k]: setIn((data as Record<string, unknown>)[k], rest, value) };
}
const pretty = (path: string[]) =>
  path
    .map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : label(p.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase())))
    .join(" › ");
/** Fields are grouped by their first two levels (e.g. classes › sedan), or the first for shallow ones. */
const groupDepth = (path: string[]) => (path.length >= 3 ? 2 : path.length === 2 ? 1 : 0);
const isPaise = (path: string[]) => /paise/i.test(path.join("."));

/** One group of tariff numbers; a changed value is highlighted, a paise value shows its rupees. */
function TariffGroup({
  group,
  indexes,
  leaves,
  values,
  setValues,
}: {
  group: string;
  indexes: number[];
  leaves: Leaf[];
  values: string[];
  setValues: React.Dispatch<React.SetStateAction<string[]>>;
}) {
  return (
    <fieldset className="card p-5">
      <legend className="px-1 font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">
        {pretty(group.split("\u0000"))}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {indexes.map((i) => (
          <TextField
            key={leaves[i].path.join(".")}
            label={pretty(leaves[i].path.slice(groupDepth(leaves[i].path)))}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={values[i] ?? ""}
            hint={
              isPaise(leaves[i].path) && values[i] ? `₹${(Number(values[i]) / 100).toLocaleString("en-IN")}` : undefined
            }
            className={
              values[i] !== undefined && Number(values[i]) !== leaves[i].value
                ? "border-gold-500 bg-gold-300/20"
                : undefined
            }
            onChange={(e) => setValues((v) => v.map((x, j) => (j === i ? e.target.value : x)))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The first problem with the form, or null when it can be published. */
function formError(values: string[], changed: number, note: string): string | null {
  if (values.some((v) => v === "" || !Number.isFinite(Number(v)) || Number(v) < 0))
    return "Every value must be a number of zero or more.";
  if (!changed) return "Change at least one value.";
  if (note.trim().length < 3) return "Say what changed (at least 3 characters).";
  return null;
}

function Editor({ current }: { current: TariffVersion }) {
  const leaves = useMemo(() => numericLeaves(current.data), [current]);
  const [values, setValues] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishTariff();
  useEffect(() => setValues(leaves.map((l) => String(l.value))), [leaves]);
  const changed = leaves.filter((l, i) => values[i] !== undefined && Number(values[i]) !== l.value).length;
  const groups = useMemo(() => {
    const m = new Map<string, number[]>();
    leaves.forEach((l, i) => {
      const d = groupDepth(l.path);
      const g = d ? l.path.slice(0, d).join("\u0000") : "general";
      m.set(g, [...(m.get(g) ?? []), i]);
    });
    return [...m.entries()];
  }, [leaves]);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = formError(values, changed, note);
        setError(problem);
        if (problem) return;
        let data: unknown = current.data;
        leaves.forEach((l, i) => (data = setIn(data, l.path, Number(values[i]))));
        publish.mutate(
          { data: data as TariffInput["data"], note: note.trim() },
          {
            onSuccess: (t) => (toast.success(`Tariff version ${t.version} published; new quotes use it.`), setNote("")),
            onError: (err) => setError(errorMessage(err)),
          },
        );
      }}
    >
      <div className="space-y-5">
        {groups.map(([g, idx]) => (
          <TariffGroup key={g} group={g} indexes={idx} leaves={leaves} values={values} setValues={setValues} />
        ))}
      </div>
      <div className="card sticky bottom-4 mt-5 flex flex-wrap items-end gap-4 p-4 shadow-lg">
        <TextField
          wrapperClassName="min-w-64 flex-1"
          label="What changed"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="e.g. Fuel price revision, November"
        />
        <BusyButton className="btn-primary" busy={publish.isPending}>
          Publish version {current.version + 1}
          {changed ? ` (${changed} change${changed > 1 ? "s" : ""})` : ""}
        </BusyButton>
        {error ? (
          <p className="field-error w-full" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
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
        </p>
      </PageHeader>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.versions.length === 0 ? (
        <Empty title="No tariff yet">The fares module seeds the first version at start.</Empty>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <Editor current={q.data.versions[0]} />
          <aside className="card h-fit p-5" aria-label="Versions">
            <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">Versions</h2>
            <ol className="space-y-3 text-sm">
              {q.data.versions.map((v, i) => (
                <li key={v.version} className="border-l-2 border-gold-300 pl-3">
                  <p className="font-semibold">
                    v{v.version}{" "}
                    {i === 0 ? (
                      <span className="ml-1 rounded-full bg-gold-300/60 px-2 text-xs text-gold-700">current</span>
                    ) : null}
                  </p>
                  <p className="text-ink-700">{v.note ?? "—"}</p>
                  <p className="text-xs text-ink-600">
                    {v.createdBy ?? "Seed"} · {formatDateTime(v.createdAt)} · {v.quotes} quotes, {v.bookings} bookings
                  </p>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      )}
    </div>
  );
}
