import clsx from "clsx";
import { TARIFF_SECTIONS, type TariffField, type TariffUnit } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";

/** A tariff number with its unit, as people write it: ₹750, ₹22/km, 20 km, 5%, 22:00. */
export function formatTariffValue(value: number, unit: TariffUnit): string {
  const n = value.toLocaleString("en-IN");
  switch (unit) {
    case "₹":
      return `₹${n}`;
    case "%":
      return `${n}%`;
    case "km":
    case "km/hour":
    case "hours":
      return `${n} ${unit}`;
    case "hour (0–23)":
      return `${String(value).padStart(2, "0")}:00`;
    default:
      return `₹${n}${unit.slice(1)}`;
  }
}

/** The field's visible label: its name and unit ("Rate per km (₹/km)", "Night starts at (hour, 0–23)"). */
export const fieldLabel = (f: TariffField) => `${f.label} (${f.unit === "hour (0–23)" ? "hour, 0–23" : f.unit})`;

export interface FieldsProps {
  fields: TariffField[];
  /** the published values, by field index */
  published: number[];
  /** the draft, as typed, by field index */
  values: string[];
  setValue(index: number, value: string): void;
  className: (code: string) => string;
}

function NumberField({
  index,
  ...p
}: Omit<FieldsProps, "fields" | "className"> & { index: number; field: TariffField }) {
  const f = p.field;
  const value = p.values[index] ?? "";
  const changed = value !== "" && Number(value) !== p.published[index];
  return (
    <TextField
      label={fieldLabel(f)}
      type="number"
      min={0}
      max={f.unit === "hour (0–23)" ? 23 : undefined}
      step={f.unit === "%" ? "any" : 1}
      inputMode={f.unit === "%" ? "decimal" : "numeric"}
      value={value}
      hint={changed ? `Published: ${formatTariffValue(p.published[index], f.unit)}` : f.hint}
      className={changed ? "border-gold-500 bg-gold-300/20" : undefined}
      onChange={(e) => p.setValue(index, e.target.value)}
    />
  );
}

/**
 * The tariff by service, then by vehicle class: each section's shared rates first, then one group per class (side by
 * side on a wide screen), every number with its unit.
 */
export function TariffSections({ fields, className, ...rest }: FieldsProps) {
  const indexed = fields.map((field, index) => ({ field, index }));
  return (
    <div className="space-y-5">
      {TARIFF_SECTIONS.map((section) => {
        const inSection = indexed.filter((x) => x.field.section === section.id);
        if (!inSection.length) return null;
        const shared = inSection.filter((x) => x.field.vehicleClass === null);
        const classes = [...new Set(inSection.flatMap((x) => (x.field.vehicleClass ? [x.field.vehicleClass] : [])))];
        return (
          <fieldset key={section.id} className="card min-w-0 p-4 sm:p-5">
            <legend className="px-1 font-sans text-sm font-semibold uppercase tracking-wider text-ink-700">
              {section.title}
            </legend>
            {shared.length ? (
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shared.map((x) => (
                  <NumberField key={x.index} index={x.index} field={x.field} {...rest} />
                ))}
              </div>
            ) : null}
            {classes.length ? (
              <div className={clsx("grid gap-4 lg:grid-cols-3", shared.length && "mt-5")}>
                {classes.map((code) => (
                  <fieldset key={code} className="min-w-0 rounded-xl border border-ivory-200 p-3">
                    <legend className="px-1 text-sm font-semibold text-ink-900">{className(code)}</legend>
                    <div className={clsx("grid gap-3", section.id === "airport-transfer" && "grid-cols-2")}>
                      {inSection
                        .filter((x) => x.field.vehicleClass === code)
                        .map((x) => (
                          <NumberField key={x.index} index={x.index} field={x.field} {...rest} />
                        ))}
                    </div>
                  </fieldset>
                ))}
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
