import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import {
  EVENT_LINE_LABELS,
  VEHICLE_CLASS_NAMES,
  VEHICLE_CLASSES,
  vehicleClassName,
  type EventLineKind,
  type OpsEventDetail,
  type VehicleClass,
} from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { rupees } from "~/lib/format";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { capacityQuery, useAddPartnerCar, useRemovePartnerCar } from "../api/events";

/** Each car line's cars on each date against the fleet (the 'holds a car' rule), partner cars and the shortfall. */
function CapacityTable({ eventId }: { eventId: string }) {
  const q = useQuery(capacityQuery(eventId));
  if (q.isPending) return <Loading label="Checking the fleet…" />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  if (!q.data.rows.length)
    return (
      <p className="text-sm text-ink-600">No car lines saved in the quote yet: save the draft to check the fleet.</p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm" data-testid="capacity-table">
        <caption className="mb-2 text-left text-sm">
          {q.data.totalShortfall
            ? `Short of ${q.data.totalShortfall} car(s): record partner cars or change the lines.`
            : "Our fleet (and the partner cars) can serve every car line."}
        </caption>
        <thead className="text-left text-xs uppercase tracking-wider text-ink-600">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Date, time (IST)</th>
            <th scope="col">Class</th>
            <th scope="col" className="text-right">
              Cars
            </th>
            <th scope="col" className="text-right">
              Our fleet
            </th>
            <th scope="col" className="text-right">
              Held by others
            </th>
            <th scope="col" className="text-right">
              Earlier lines
            </th>
            <th scope="col" className="text-right">
              Partner
            </th>
            <th scope="col" className="text-right">
              Shortfall
            </th>
          </tr>
        </thead>
        <tbody>
          {q.data.rows.map((r) => (
            <tr key={`${r.lineIndex}-${r.date}`} className="border-t border-ivory-200">
              <td>
                {r.lineIndex + 1}. {EVENT_LINE_LABELS[r.kind as EventLineKind] ?? r.kind}
              </td>
              <td>
                {r.date}, {r.start}–{r.end}
              </td>
              <td>{vehicleClassName(r.vehicleClass)}</td>
              <td className="text-right tabular-nums">{r.cars}</td>
              <td className="text-right tabular-nums">{r.fleetCars}</td>
              <td className="text-right tabular-nums">{r.heldByOthers}</td>
              <td className="text-right tabular-nums">{r.takenByEarlierLines}</td>
              <td className="text-right tabular-nums">{r.partnerCars}</td>
              <td className={r.shortfall ? "text-right font-semibold text-danger-600" : "text-right"}>{r.shortfall}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const EMPTY = { ownerName: "", ownerPhone: "+91", plate: "", vehicleClass: "luxury" as VehicleClass, cost: "" };

function PartnerCarForm({ eventId }: { eventId: string }) {
  const [f, setF] = useState(EMPTY);
  const add = useAddPartnerCar(eventId);
  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Record a partner car"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          ...f,
          ownerPhone: f.ownerPhone.replace(/\s/g, ""),
          costPaise: Math.round(Number(f.cost || 0) * 100),
        };
        add.mutate(body, {
          onSuccess: (p) => (toast.success(`${p.plate} recorded on the event.`), setF(EMPTY)),
          onError: (err) => toast.error(errorMessage(err)),
        });
      }}
    >
      <TextField label="Owner's name" value={f.ownerName} onChange={(e) => setF({ ...f, ownerName: e.target.value })} />
      <TextField
        label="Owner's phone"
        value={f.ownerPhone}
        onChange={(e) => setF({ ...f, ownerPhone: e.target.value })}
      />
      <TextField
        label="Plate"
        value={f.plate}
        placeholder="OD02AB1234"
        onChange={(e) => setF({ ...f, plate: e.target.value })}
      />
      <SelectField
        label="Class"
        value={f.vehicleClass}
        onChange={(e) => setF({ ...f, vehicleClass: e.target.value as VehicleClass })}
      >
        {VEHICLE_CLASSES.map((c) => (
          <option key={c} value={c}>
            {VEHICLE_CLASS_NAMES[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Cost for the event (₹)"
        type="number"
        min={0}
        value={f.cost}
        onChange={(e) => setF({ ...f, cost: e.target.value })}
      />
      <div className="sm:col-span-2 lg:col-span-5">
        <BusyButton className="btn-outline" busy={add.isPending}>
          Add partner car
        </BusyButton>
      </div>
    </form>
  );
}

/** Capacity and partner cars: whether the fleet can serve the event, and the cars borrowed to cover a shortfall. */
export function FleetPanel({ detail }: { detail: OpsEventDetail }) {
  const id = detail.event.id;
  const remove = useRemovePartnerCar(id);
  return (
    <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="fleet-title">
      <h2 id="fleet-title" className="text-xl">
        Cars: capacity and partner cars
      </h2>
      <CapacityTable eventId={id} />
      <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-600">Partner cars</h3>
      {detail.partnerCars.length ? (
        <ul className="divide-y divide-ivory-200 text-sm" aria-label="Partner cars">
          {detail.partnerCars.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{p.plate}</span> · {vehicleClassName(p.vehicleClass)} · {p.ownerName},{" "}
                {p.ownerPhone} · {rupees(p.costPaise)}
              </span>
              <button
                type="button"
                className="btn-ghost text-sm"
                onClick={() => remove.mutate(p.id, { onError: (e) => toast.error(errorMessage(e)) })}
              >
                Remove {p.plate}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">None recorded.</p>
      )}
      <PartnerCarForm eventId={id} />
    </section>
  );
}
