import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { AUDIT_ENTITIES, auditActionLabel } from "@chauffeur/contracts";
import { SelectField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, label, Loading, PageHeader } from "~/features/ops-core";
import { activityQuery } from "../api/admin";

const obj = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** What changed between before and after, as "field: old → new" (only the fields that differ). */
function diff(before: unknown, after: unknown): string[] {
  const b = obj(before);
  const a = obj(after);
  const hidden = (k: string) => k === "createdAt" || k === "data" || /id$/i.test(k);
  if (before === null || before === undefined)
    // a creation: name what was created
    return ["name", "plate", "model", "email", "phone", "version"]
      .filter((k) => a[k] !== undefined && a[k] !== null)
      .map((k) => String(a[k]));
  return Object.keys({ ...b, ...a })
    .filter((k) => !hidden(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map(
      (k) =>
        `${label(k)}: ${b[k] === undefined || b[k] === null ? "—" : String(b[k])} → ${a[k] === undefined || a[k] === null ? "—" : String(a[k])}`,
    );
}
/** The booking actions' detail: chauffeur and car assigned, the reason given. */
function detailText(detail: unknown): string {
  const d = obj(detail);
  return [
    d.chauffeur && `${String(d.chauffeur)}, ${String(d.car)}`,
    d.reason && `“${String(d.reason)}”`,
    d.note && String(d.note),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The audit log: who changed what, when, before and after. */
export function ActivityPage() {
  const [entity, setEntity] = useState("");
  const q = useQuery(activityQuery(entity));
  return (
    <div>
      <PageHeader eyebrow="Audit" title="Activity">
        <p className="mt-1 text-sm text-ink-600">Every change made in the console, newest first.</p>
      </PageHeader>
      <div className="mb-5 max-w-xs">
        <SelectField label="Show" value={entity} onChange={(e) => setEntity(e.target.value)}>
          <option value="">All changes</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {label(e === "user" ? "operators" : `${e}s`)}
            </option>
          ))}
        </SelectField>
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} />
      ) : q.data.entries.length === 0 ? (
        <Empty title="No changes yet" />
      ) : (
        <ol className="card divide-y divide-ivory-200" aria-label="Changes">
          {q.data.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {auditActionLabel(e.action)}
                  {e.entity === "booking" && e.entityId ? (
                    <Link className="ml-2 text-xs underline" to={`/ops/bookings/${e.entityId}`}>
                      open booking
                    </Link>
                  ) : null}
                </p>
                <p className="text-ink-600">
                  {[...diff(e.before, e.after), detailText(e.detail)].filter(Boolean).join(" · ")}
                </p>
              </div>
              <p className="text-xs text-ink-600">
                {e.actor ?? "System"} · {formatDateTime(e.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
