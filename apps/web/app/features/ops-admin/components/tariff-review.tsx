import { TARIFF_SECTIONS, type SampleFare, type TariffField } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { formatTariffValue } from "./tariff-fields";
import { SampleFares } from "./tariff-preview";

export interface TariffChange {
  field: TariffField;
  before: number;
  after: number;
}

/** Before publishing: every change in words and units, and the sample fares with the draft beside the published ones. */
export function ReviewDialog({
  open,
  onOpenChange,
  version,
  changes,
  note,
  fares,
  className,
  busy,
  onPublish,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  version: number;
  changes: TariffChange[];
  note: string;
  fares: { published: SampleFare[]; draft: SampleFare[] | null; problem: string | null };
  className: (code: string) => string;
  busy: boolean;
  onPublish(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Publish tariff version ${version}`}
      description="New quotes use it at once; quotes and bookings made before keep the version they were priced with."
      className="max-w-2xl"
    >
      <div className="space-y-5">
        <section aria-labelledby="tariff-changes">
          <h3 id="tariff-changes" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink-700">
            Changes
          </h3>
          <ul className="mt-2 space-y-1 text-sm" aria-labelledby="tariff-changes">
            {changes.map(({ field, before, after }) => (
              <li key={field.path.join(".")}>
                {TARIFF_SECTIONS.find((s) => s.id === field.section)?.title}
                {field.vehicleClass ? ` · ${className(field.vehicleClass)}` : ""} · {field.label}:{" "}
                <span className="whitespace-nowrap">
                  {formatTariffValue(before, field.unit)} → <strong>{formatTariffValue(after, field.unit)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink-700">What changed: {note}</p>
        </section>
        <SampleFares
          published={fares.published}
          draft={fares.draft}
          problem={fares.problem}
          className={className}
          headingLevel={3}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Back to editing
          </button>
          <BusyButton type="button" className="btn-primary" busy={busy} onClick={onPublish}>
            Publish version {version}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
