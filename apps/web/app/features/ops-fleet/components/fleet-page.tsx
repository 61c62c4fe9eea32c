import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { Plus } from "lucide-react";
import { type Car, type Chauffeur, vehicleClassName } from "@chauffeur/contracts";
import { formatDate } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader, TabPanel, Tabs } from "~/features/ops-core";
import { carsQuery, chauffeurRatingsQuery, chauffeursQuery } from "../api/fleet";
import { ChauffeurRating } from "./chauffeur-rating";
import { SignOutDevicesButton, TripsToReassign } from "./chauffeur-devices";
import { CarDialog, ChauffeurDialog } from "./fleet-forms";
import { CarUnavailabilityButton } from "./car-unavailability";
import { ScheduleButton } from "./chauffeur-schedule";
import { LeaveRequests } from "./leave-requests";
import { TimelineTab } from "./fleet-timeline";

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
                <td className="px-4 py-3">
                  {c.model}
                  {c.colour && <span className="block text-xs text-ink-500">{c.colour}</span>}
                </td>
                <td className="px-4 py-3">{vehicleClassName(c.vehicleClass)}</td>
                <td className="px-4 py-3">
                  {c.seats} / {c.luggage}
                </td>
                <td className="px-4 py-3">
                  <ActiveBadge active={c.active} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <button
                    type="button"
                    className="btn-ghost px-3 py-1.5"
                    onClick={() => (setEditing(c), setOpen(true))}
                    aria-label={`Edit car ${c.plate}`}
                  >
                    Edit
                  </button>
                  <CarUnavailabilityButton car={c} />
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
  const ratings = useQuery(chauffeurRatingsQuery());
  const ratingOf = new Map(ratings.data?.chauffeurs.map((r) => [r.chauffeurId, r]));
  const [editing, setEditing] = useState<Chauffeur | null>(null);
  const [open, setOpen] = useState(false);
  const [deactivated, setDeactivated] = useState<Chauffeur | null>(null);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const soon = Date.now() + 60 * 86_400_000;
  return (
    <div>
      {deactivated && <TripsToReassign chauffeur={deactivated} onDismiss={() => setDeactivated(null)} />}
      <LeaveRequests />
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
                <th className="px-4 py-3">Rating</th>
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
                  <td className="px-4 py-3 align-top">
                    <ChauffeurRating ratings={ratingOf.get(c.id)} />
                  </td>
                  <td className="px-4 py-3">
                    <ActiveBadge active={c.active} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-right">
                    <button
                      type="button"
                      className="btn-ghost px-3 py-1.5"
                      onClick={() => (setEditing(c), setOpen(true))}
                      aria-label={`Edit ${c.name}`}
                    >
                      Edit
                    </button>
                    <ScheduleButton chauffeur={c} />
                    <SignOutDevicesButton chauffeur={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ChauffeurDialog chauffeur={editing} open={open} onOpenChange={setOpen} onSaved={setDeactivated} />
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
