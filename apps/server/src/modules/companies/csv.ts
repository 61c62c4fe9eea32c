/**
 * CSV for the company portal's exports (README "Company accounts"): RFC 4180 quoting, and a field a spreadsheet
 * would read as a formula (starting with = + - @, a tab or a carriage return) prefixed with a single quote (OWASP
 * "CSV injection"). Plain numbers (amounts, km; -1000.00) are no formula: they keep their minus sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** an amount we formatted (-1000.00): a number to a spreadsheet, never a formula */
const NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvValue = string | number | null | undefined;

export function csvField(v: CsvValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return String(v);
  const s = FORMULA_START.test(v) && !NUMBER.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: readonly CsvValue[]) => fields.map(csvField).join(",") + "\r\n";

/** Paise as rupees with two decimals, no grouping (a spreadsheet's number): 123456 → 1234.56 */
export const rupeesCsv = (paise: number) => (paise / 100).toFixed(2);

const IST_MS = 330 * 60_000;
/** A time as IST `YYYY-MM-DD HH:mm`. */
export function istDateTime(d: Date | string): string {
  const ist = new Date(new Date(d).getTime() + IST_MS).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/** The first instant of an IST month (`2026-11`) and of the month after, as UTC dates. */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - IST_MS), to: new Date(Date.UTC(y, m, 1) - IST_MS) };
}

/** The IST month (`YYYY-MM`) an instant falls in, `offset` months later (negative: earlier). */
export function istMonth(d: Date, offset = 0): string {
  const ist = new Date(d.getTime() + IST_MS);
  const first = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 7);
}

/** A company's name as a file name's part: `Kalinga Steel Works Pvt Ltd` → `kalinga-steel-works-pvt-ltd`. */
export const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "company";
