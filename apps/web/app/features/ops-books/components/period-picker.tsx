import { SelectField, TextField } from "~/components/ui/field";

/** The period's kind and value: a month (2026-10) or a financial-year quarter (2026-27-Q3). */
export type PeriodKind = "month" | "quarter";
export const isQuarter = (p: string) => /-Q[1-4]$/.test(p);

/** The month before today's, in IST: the return usually being prepared. */
export function lastMonth(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const m = ist.getUTCMonth(); // 0-based: this is last month's 1-based number
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, "0")}`;
}

/** The quarter a month lies in: 2026-10 → 2026-27-Q3. */
export function quarterOf(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const q = m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}-Q${q}`;
}

/** The quarters of the financial years around a period, for the select. */
function quarterOptions(current: string): string[] {
  const start = Number(current.slice(0, 4));
  const out: string[] = [];
  for (let y = start - 2; y <= start + 1; y++)
    for (let q = 1; q <= 4; q++) out.push(`${y}-${String((y + 1) % 100).padStart(2, "0")}-Q${q}`);
  return out;
}
const QUARTER_MONTHS = ["Apr–Jun", "Jul–Sep", "Oct–Dec", "Jan–Mar"];

/** Month or quarter, and which: each a labelled field. */
export function PeriodPicker({ value, onChange }: { value: string; onChange(p: string): void }) {
  const kind: PeriodKind = isQuarter(value) ? "quarter" : "month";
  const quarter = kind === "quarter" ? value : quarterOf(value);
  const month = kind === "month" ? value : firstMonthOf(quarter);
  return (
    <div className="flex flex-wrap items-end gap-4">
      <SelectField
        label="Return for"
        value={kind}
        onChange={(e) => onChange(e.target.value === "quarter" ? quarterOf(month) : firstMonthOf(quarter))}
      >
        <option value="month">A month</option>
        <option value="quarter">A quarter (QRMP)</option>
      </SelectField>
      {kind === "month" ? (
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(e) => e.target.value && onChange(e.target.value)}
        />
      ) : (
        <SelectField label="Quarter" value={quarter} onChange={(e) => onChange(e.target.value)}>
          {quarterOptions(quarter).map((q) => (
            <option key={q} value={q}>
              {`${q.slice(0, 7)} Q${q.slice(-1)} (${QUARTER_MONTHS[Number(q.slice(-1)) - 1]})`}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

/** A quarter's first month (switching back from quarter to month). */
function firstMonthOf(quarter: string): string {
  const q = Number(quarter.slice(-1));
  const y = Number(quarter.slice(0, 4)) + (q === 4 ? 1 : 0);
  return `${y}-${["04", "07", "10", "01"][q - 1]}`;
}
