import type { CompanySpend } from "@chauffeur/contracts";

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break; a leading =+-@ made inert. */
const cell = (v: string | number) => {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The Spend tab's numbers as CSV (its 'Download CSV'): per month, then per cost centre, amounts in rupees. */
export function spendCsv(spend: Pick<CompanySpend, "months" | "costCentres">, month: string): string {
  const rows: Array<Array<string | number>> = [["Month", "Rides", "Amount (INR)"]];
  for (const m of spend.months) rows.push([m.month, m.rides, rupees(m.amountPaise)]);
  rows.push([], [`Cost centre (${month})`, "Rides", "Amount (INR)"]);
  for (const c of spend.costCentres)
    rows.push([c.code ? `${c.code} ${c.name}` : c.name, c.rides, rupees(c.amountPaise)]);
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Each bar's length as a share of the largest (0–1); all zero when nothing was spent. */
export function barShares(values: number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? Math.max(0, v) / max : 0));
}
