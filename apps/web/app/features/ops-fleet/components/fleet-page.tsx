import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import clsx from "clsx";
import { Plus } from "lucide-react";
import type { Car, Chauffeur } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { formatDate } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader, TabPanel, Tabs } from "~/features/ops-core";
import { carsQuery, chauffeursQuery, timelineQuery } from "../api/fleet";
import { CarDialog, ChauffeurDialog } from "./fleet-forms";

type TabId = "cars" | "chauffeurs" | "timeline";

const ActiveBadge = ({ active }: { active: boolean }) => (
  <span
    className={clsx(
      "rounded-full px-2 py-0.5 text-xs font-semibold",
      active ? "bg-emerald-100 text-emerald-900" : "bg-ink-100 text-ink-600",
    )}
  >
    {active ? "Active" : "Inactive"}
  </span>
);

function CarsTab() {
  const q = useQuery(carsQuery());
  const [editing, setEditing] = useState<Car | null>(null);
  const [open, setOpen] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button type="button" className="btn-dark" onClick={() => (setEditing(null), setOpen(true))}>
          <Plus className="size-4" aria-hidden /> Add car
        </button>
      </div>
      <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
        <table className="w-full min-w-[640px] text-left text-sm" aria-label="Cars">
          <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
            <tr>
              <th className="px-4 py-3">Plate</th>
              <th className="px-4 py-3">Model</th>
              <th className="px-4 py-3">Class</th>
              <th className="px-4 py-3">Seats / bags</th>
              <th className="px-4 py-3">State</th>
              <th className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ivory-200">
            {q.data.cars.map((c) => (
              <tr key={c.id}>
                <td className="px-4 py-3 font-mono font-semibold">{c.plate}</td>
                <td className="px-4 py-3">{c.model}</td>
                <td className="px-4 py-3">{c.classCode}</td>
                <td className="px-4 py-3">
                  {c.seats} / {c.luggage}
                </td>
                <td className="px-4 py-3">
                  <ActiveBadge active={c.active} />
                </td>
                <td className="px-4 py-3 text-right">
                  <button
                    type="button"
                    className="btn-ghost px-3 py-1.5"
                    onClick={() => (setEditing(c), setOpen(true))}
                    aria-label={`Edit car ${c.plate}`}
                  >
                    Edit
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CarDialog car={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}

function ChauffeursTab() {
  const q = useQuery(chauffeursQuery());
  const [editing, setEditing] = useState<Chauffeur | null>(null);
  const [open, setOpen] = useState(false);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const soon = Date.now() + 60 * 86_400_000;
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <button type="button" className="btn-dark" onClick={() => (setEditing(null), setOpen(true))}>
          <Plus className="size-4" aria-hidden /> Add chauffeur
        </button>
      </div>
      {q.data.chauffeurs.length === 0 ? (
        <Empty title="No chauffeurs yet">Add the first chauffeur to start confirming bookings.</Empty>
      ) : (
        <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
          <table className="w-full min-w-[640px] text-left text-sm" aria-label="Chauffeurs">
            <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
              <tr>
                <th className="px-4 py-3">Name</th>
                <th className="px-4 py-3">Mobile</th>
                <th className="px-4 py-3">Licence</th>
                <th className="px-4 py-3">Valid until</th>
                <th className="px-4 py-3">State</th>
                <th className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {q.data.chauffeurs.map((c) => (
                <tr key={c.id}>
                  <td className="px-4 py-3 font-medium">{c.name}</td>
                  <td className="px-4 py-3">{c.phone}</td>
                  <td className="px-4 py-3 font-mono text-xs">{c.licenceNumber}</td>
                  <td
                    className={clsx(
                      "px-4 py-3",
                      new Date(c.licenceExpiry).getTime() < soon && "font-semibold text-warning-600",
                    )}
                  >
                    {formatDate(c.licenceExpiry)}
                  </td>
                  <td className="px-4 py-3">
                    <ActiveBadge active={c.active} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      className="btn-ghost px-3 py-1.5"
                      onClick={() => (setEditing(c), setOpen(true))}
                      aria-label={`Edit ${c.name}`}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ChauffeurDialog chauffeur={editing} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const todayIst = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
const BAR: Record<string, string> = {
  pending: "bg-amber-300 text-amber-950",
  confirmed: "bg-sky-600 text-white",
  ongoing: "bg-violet-600 text-white",
  completed: "bg-emerald-600 text-white",
};

/** Each car's bookings over a day or a week: bars from pickup to the end of the hold (trip plus turnaround). */
function TimelineTab() {
  const [from, setFrom] = useState(todayIst());
  const [days, setDays] = useState(1);
  const q = useQuery(timelineQuery(from, days));
  const start = q.data ? new Date(q.data.from).getTime() : 0;
  const span = days * 86_400_000;
  const ticks = days === 1 ? Array.from({ length: 7 }, (_, i) => i * 4) : Array.from({ length: days }, (_, i) => i);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <TextField label="From" type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        <fieldset className="flex gap-1 rounded-full bg-white p-1 ring-1 ring-ivory-200">
          <legend className="sr-only">Range</legend>
          {[
            [1, "Day"],
            [7, "Week"],
          ].map(([n, l]) => (
            <button
              key={n}
              type="button"
              aria-pressed={days === n}
              onClick={() => setDays(n as number)}
              className={clsx(
                "rounded-full px-4 py-1.5 text-sm",
                days === n ? "bg-ink-900 text-ivory-50" : "text-ink-700",
              )}
            >
              {l}
            </button>
          ))}
        </fieldset>
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} />
      ) : (
        <div className="card overflow-x-auto p-4" tabIndex={0} role="region" aria-label="Timeline, scrolls sideways">
          <div className="min-w-[760px]">
            <div className="relative ml-44 h-6 text-[11px] text-ink-600" aria-hidden>
              {ticks.map((t) => (
                <span
                  key={t}
                  className="absolute -translate-x-1/2"
                  style={{ left: `${((days === 1 ? t * 3600_000 : t * 86_400_000) / span) * 100}%` }}
                >
                  {days === 1
                    ? `${String(t).padStart(2, "0")}:00`
                    : new Date(start + t * 86_400_000).toLocaleDateString("en-IN", {
                        timeZone: "Asia/Kolkata",
                        weekday: "short",
                        day: "numeric",
                      })}
                </span>
              ))}
            </div>
            <ul className="divide-y divide-ivory-200" aria-label="Cars and their bookings">
              {q.data.cars.map((c) => (
                <li key={c.id} className="flex items-center gap-0 py-2">
                  <div className="w-44 shrink-0 pr-3 text-sm">
                    <p className={clsx("font-mono font-semibold", !c.active && "text-ink-600 line-through")}>
                      {c.plate}
                    </p>
                    <p className="truncate text-xs text-ink-600">
                      {c.model} · {c.classCode}
                    </p>
                  </div>
                  <div className="relative h-9 flex-1 rounded-lg bg-ivory-100">
                    {c.bookings.map((b) => {
                      const left = Math.max(0, (new Date(b.startTime).getTime() - start) / span);
                      const right = Math.min(1, (new Date(b.holdUntil).getTime() - start) / span);
                      const time = new Date(b.startTime).toLocaleTimeString("en-IN", {
                        timeZone: "Asia/Kolkata",
                        hour: "2-digit",
                        minute: "2-digit",
                      });
                      return (
                        <Link
                          key={b.id}
                          to={`/ops/bookings/${b.id}`}
                          title={`${b.reference} · ${time} · ${b.chauffeur ?? "no chauffeur"} · ${b.pickup}`}
                          className={clsx(
                            "absolute top-1 bottom-1 overflow-hidden rounded-md px-2 text-[11px] leading-7 whitespace-nowrap",
                            BAR[b.status] ?? "bg-ink-300",
                          )}
                          style={{ left: `${left * 100}%`, width: `max(${(right - left) * 100}%, 6px)` }}
                        >
                          {b.reference} · {time}
                        </Link>
                      );
                    })}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}

export function FleetPage() {
  const [tab, setTab] = useState<TabId>("cars");
  return (
    <div>
      <PageHeader eyebrow="Fleet" title="Fleet & people">
        <p className="mt-1 text-sm text-ink-600">Active cars set how many bookings each class can take at once.</p>
      </PageHeader>
      <Tabs<TabId>
        idBase="fleet"
        label="Fleet sections"
        value={tab}
        onChange={setTab}
        items={[
          { id: "cars", label: "Cars" },
          { id: "chauffeurs", label: "Chauffeurs" },
          { id: "timeline", label: "Timeline" },
        ]}
      />
      <TabPanel idBase="fleet" value={tab}>
        {tab === "cars" ? <CarsTab /> : tab === "chauffeurs" ? <ChauffeursTab /> : <TimelineTab />}
      </TabPanel>
    </div>
  );
}
