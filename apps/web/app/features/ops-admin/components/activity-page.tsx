import { useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { AUDIT_ENTITIES } from "@chauffeur/contracts";
import { SelectField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/format";
import { errorMessage } from "~/features/ops-core/api";
import { Empty, ErrorNote, Loading, PageHeader } from "~/features/ops-core/components/page";
import { label } from "~/features/ops-core/components/status-badge";
import { activityQuery } from "../api/admin";

const obj = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/** What changed between before and after, as "field: old → new" (only the fields that differ). */
function diff(before: unknown, after: unknown): string[] {
  const b = obj(before);
  const a = obj(after);
  return Object.keys({ ...b, ...a })
    .filter((k) => k !== "createdAt" && k !== "data" && JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${label(k)}: ${b[k] === undefined ? "—" : String(b[k])} → ${a[k] === undefined ? "—" : String(a[k])}`);
}

/** The audit log (issue 7 §3): who changed what, when, before and after. */
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
                  {label(e.action.replace(".", " "))}
                  {e.entity === "booking" && e.entityId ? (
                    <Link className="ml-2 text-xs underline" to={`/ops/bookings/${e.entityId}`}>
                      open booking
                    </Link>
                  ) : null}
                </p>
                <p className="truncate text-ink-600">{diff(e.before, e.after).join(" · ") || (obj(e.detail).note ? String(obj(e.detail).note) : "")}</p>
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
