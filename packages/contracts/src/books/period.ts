import { z } from "../z.ts";

/**
 * A return's tax period (docs/books.md): a month `2026-10`, or a financial-year quarter `2026-27-Q3` (Q1 April–June,
 * Q2 July–September, Q3 October–December, Q4 January–March of the next calendar year), the QRMP scheme's quarters.
 * Documents count by their issue date in Asia/Kolkata.
 */
export const PERIOD_MESSAGE =
  "Choose a period as a month (2026-10) or a financial-year quarter (2026-27-Q3 for October to December 2026)";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-(\d{2})-Q([1-4])$/;

export type Period = {
  /** as asked: 2026-10 or 2026-27-Q3 */
  key: string;
  kind: "month" | "quarter";
  /** the first day and the day after the last, Asia/Kolkata calendar dates (YYYY-MM-DD) */
  fromDate: string;
  toDate: string;
  /** the same instants in UTC (midnight IST) */
  from: Date;
  to: Date;
  /** GSTN's return period "MMYYYY": the month, or a quarter's last month */
  fp: string;
  /** the financial year it lies in, "2026-27" */
  financialYear: string;
  /** for people: "October 2026", "Q3 2026-27 (Oct–Dec 2026)" */
  label: string;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const pad = (n: number) => String(n).padStart(2, "0");
const istMidnight = (ymd: string) => new Date(`${ymd}T00:00:00+05:30`);
const ymd = (y: number, m: number) => (m > 12 ? `${y + 1}-${pad(m - 12)}-01` : `${y}-${pad(m)}-01`);
const fyOf = (y: number, m: number) => {
  const start = m >= 4 ? y : y - 1;
  return `${start}-${pad((start + 1) % 100)}`;
};

/** The period a key names, or null when it names none (a 13th month, a quarter of the wrong years). */
export function parsePeriod(key: string): Period | null {
  const m = MONTH.exec(key);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const fromDate = ymd(y, mo);
    const toDate = ymd(y, mo + 1);
    return {
      key,
      kind: "month",
      fromDate,
      toDate,
      from: istMidnight(fromDate),
      to: istMidnight(toDate),
      fp: `${pad(mo)}${y}`,
      financialYear: fyOf(y, mo),
      label: `${LONG[mo - 1]} ${y}`,
    };
  }
  const q = QUARTER.exec(key);
  if (!q) return null;
  const start = Number(q[1]);
  if (Number(q[2]) !== (start + 1) % 100) return null;
  const n = Number(q[3]);
  // Q1 starts in April (month 4), Q4 in January of the next year (month 13 of the start year)
  const first = 4 + (n - 1) * 3;
  const y = first > 12 ? start + 1 : start;
  const mo = first > 12 ? first - 12 : first;
  const fromDate = ymd(y, mo);
  const toDate = ymd(y, mo + 3);
  const last = mo + 2;
  return {
    key,
    kind: "quarter",
    fromDate,
    toDate,
    from: istMidnight(fromDate),
    to: istMidnight(toDate),
    fp: `${pad(last)}${y}`,
    financialYear: `${start}-${q[2]}`,
    label: `Q${n} ${start}-${q[2]} (${MONTHS[mo - 1]}–${MONTHS[last - 1]} ${y})`,
  };
}

export const PeriodQuerySchema = z.object({
  period: z
    .string({ error: PERIOD_MESSAGE })
    .refine((v) => parsePeriod(v) !== null, { message: PERIOD_MESSAGE })
    .describe("a month (2026-10) or a financial-year quarter (2026-27-Q3)"),
});
export type PeriodQuery = z.infer<typeof PeriodQuerySchema>;

/** dd-Mmm-yyyy in Asia/Kolkata, the offline tool's template ("05-Oct-2026"). */
export function toolDate(d: Date | string): string {
  const ist = new Date(new Date(d).getTime() + 330 * 60_000);
  return `${pad(ist.getUTCDate())}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
}

/** dd-mm-yyyy in Asia/Kolkata, GSTN's JSON ("05-10-2026"). */
export function jsonDate(d: Date | string): string {
  const ist = new Date(new Date(d).getTime() + 330 * 60_000);
  return `${pad(ist.getUTCDate())}-${pad(ist.getUTCMonth() + 1)}-${ist.getUTCFullYear()}`;
}

/** Paise as the portal's rupees with two decimals (a number: 1234.5 prints 1234.50 in CSV through rupees()). */
export const rupeesNumber = (paise: number) => Math.round(paise) / 100;
export const rupees = (paise: number) => (paise < 0 ? "-" : "") + (Math.abs(Math.round(paise)) / 100).toFixed(2);
