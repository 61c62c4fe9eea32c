import type { EventAmountRule } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import type { QuoteForm } from "../lib/quote-form";

/** A percentage or an amount (typed in rupees, sent in paise). */
function RuleField(p: {
  label: string;
  rule: EventAmountRule | null;
  optional?: boolean;
  onChange(r: EventAmountRule | null): void;
}) {
  const kind = p.rule?.kind ?? "none";
  const value = !p.rule ? "" : p.rule.kind === "percent" ? String(p.rule.percent) : String(p.rule.paise / 100);
  const set = (k: string, v: string) => {
    const n = v === "" ? 0 : Number(v);
    if (k === "none") return p.onChange(null);
    p.onChange(k === "percent" ? { kind: "percent", percent: n } : { kind: "amount", paise: Math.round(n * 100) });
  };
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="field-label">{p.label}</legend>
      <SelectField label={`${p.label}: as`} value={kind} onChange={(e) => set(e.target.value, value || "0")}>
        {p.optional ? <option value="none">None</option> : null}
        <option value="percent">Percentage</option>
        <option value="amount">Amount (₹)</option>
      </SelectField>
      <TextField
        label={kind === "amount" ? `${p.label} (₹)` : `${p.label} (%)`}
        type="number"
        min={0}
        step="any"
        disabled={kind === "none"}
        value={value}
        onChange={(e) => set(kind, e.target.value)}
      />
    </fieldset>
  );
}

/** The quote's terms: discount, deposit, balance due date, validity and the cancellation schedule. */
export function TermsFields({ form, setForm }: { form: QuoteForm; setForm(f: QuoteForm): void }) {
  const c = form.cancellation;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RuleField
        label="Discount"
        optional
        rule={form.discount ?? null}
        onChange={(discount) => setForm({ ...form, discount })}
      />
      <RuleField label="Deposit" rule={form.deposit} onChange={(d) => d && setForm({ ...form, deposit: d })} />
      <TextField
        label="Balance due on"
        type="date"
        value={form.balanceDueOn}
        onChange={(e) => setForm({ ...form, balanceDueOn: e.target.value })}
      />
      <TextField
        label="Valid until"
        type="date"
        value={form.validUntil}
        hint="The last day the client may accept"
        onChange={(e) => setForm({ ...form, validUntil: e.target.value })}
      />
      <fieldset className="lg:col-span-2">
        <legend className="field-label">Cancellation schedule</legend>
        <label className="mb-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={c.depositKept}
            onChange={(e) => setForm({ ...form, cancellation: { ...c, depositKept: e.target.checked } })}
          />
          The deposit is kept on any cancellation
        </label>
        <div className="grid gap-2 sm:grid-cols-2">
          {c.tiers.map((tier, i) => {
            const setTier = (t: typeof tier) =>
              setForm({ ...form, cancellation: { ...c, tiers: c.tiers.map((x, j) => (j === i ? t : x)) } });
            return (
              <div key={i} className="grid grid-cols-2 gap-2">
                <TextField
                  label={`Tier ${i + 1}: within (hours of the first day)`}
                  type="number"
                  min={1}
                  value={String(tier.withinHours)}
                  onChange={(e) => setTier({ ...tier, withinHours: Math.trunc(Number(e.target.value)) })}
                />
                <TextField
                  label={`Tier ${i + 1}: kept (% of the total)`}
                  type="number"
                  min={0}
                  max={100}
                  value={String(tier.keepPercent)}
                  onChange={(e) => setTier({ ...tier, keepPercent: Math.trunc(Number(e.target.value)) })}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
