import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { SERVICE_VALUES, serviceLabel, type DispatchSettings } from "@chauffeur/contracts";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { settingsQuery, useSaveSettings } from "../api/dispatch";

type Service = (typeof SERVICE_VALUES)[number];
type Switches = Record<Service, boolean>;

const fromSettings = (s: DispatchSettings): Switches => {
  const out = Object.fromEntries(SERVICE_VALUES.map((v) => [v, false])) as Switches;
  for (const row of s.services) out[row.service] = row.autoConfirm;
  return out;
};

/**
 * Auto-confirm per service (README "Instant confirmation"): when on, a paid booking of that service is given a
 * chauffeur and a car by the allocator at once, unless something needs a person (a child seat, a rider's note…).
 */
export function SettingsPanel() {
  const query = useQuery(settingsQuery());
  const save = useSaveSettings();
  const [switches, setSwitches] = useState<Switches | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  useEffect(() => {
    if (query.data) setSwitches(fromSettings(query.data));
  }, [query.data]);

  if (query.isPending) return <Loading label="Loading the dispatch settings…" />;
  if (query.isError) return <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const current = switches ?? fromSettings(query.data);
  const stored = fromSettings(query.data);
  const changed = SERVICE_VALUES.some((v) => current[v] !== stored[v]);

  return (
    <section aria-labelledby={headingId} className="card max-w-2xl p-5">
      <h2 id={headingId} className="font-sans text-lg font-semibold text-ink-900">
        Auto-confirm
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        When a service's auto-confirm is on, a paid booking is given the best free chauffeur and car at once and the
        rider is told. Bookings with a child seat, a pet, a note from the rider, an event's car or a flight within 2
        hours still wait in the queue for a person.
      </p>
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          save.mutate(
            { services: SERVICE_VALUES.map((service) => ({ service, autoConfirm: current[service] })) },
            {
              onSuccess: () => toast.success("Dispatch settings saved."),
              onError: (err) => setError(errorMessage(err)),
            },
          );
        }}
      >
        <fieldset>
          <legend className="sr-only">Auto-confirm by service</legend>
          <ul className="divide-y divide-ivory-200">
            {SERVICE_VALUES.map((service) => (
              <ServiceSwitch
                key={service}
                service={service}
                on={current[service]}
                onChange={(on) => setSwitches({ ...current, [service]: on })}
              />
            ))}
          </ul>
        </fieldset>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="flex items-center justify-end gap-3">
          {changed ? <p className="text-xs text-ink-600">Unsaved changes</p> : null}
          <BusyButton className="btn-primary" busy={save.isPending} disabled={!changed}>
            Save settings
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

/** One service's switch: a checkbox with the switch role and its visible label. */
function ServiceSwitch({ service, on, onChange }: { service: Service; on: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm font-medium text-ink-900">
        Auto-confirm {serviceLabel(service)}
      </label>
      <span className="relative inline-flex items-center">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          checked={on}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span
          aria-hidden
          className="h-6 w-11 rounded-full bg-ink-300 transition-colors peer-checked:bg-gold-600 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
        <span className="ml-2 w-7 text-xs text-ink-600" aria-hidden>
          {on ? "On" : "Off"}
        </span>
      </span>
    </li>
  );
}
