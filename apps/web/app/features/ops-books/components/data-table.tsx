import type { ReactNode } from "react";
import clsx from "clsx";

export type Column<T> = { header: string; cell(r: T): ReactNode; total?: ReactNode; numeric?: boolean };

/**
 * A table of the Books with its totals row: scrolls sideways inside its own box on a phone (the page never does),
 * numbers right-aligned in tabular figures.
 */
export function DataTable<T>({
  caption,
  rows,
  columns,
  empty = "Nothing in this period.",
  showTotals = true,
}: {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  empty?: string;
  showTotals?: boolean;
}) {
  if (rows.length === 0) return <p className="py-3 text-sm text-ink-600">{empty}</p>;
  const cls = (c: Column<T>) => clsx("px-3 py-2", c.numeric ? "text-right tabular-nums" : "text-left");
  return (
    // focusable and named: a keyboard can scroll a table wider than a phone
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border border-ivory-200"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ivory-100 text-xs uppercase tracking-wide text-ink-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={clsx(cls(c), "whitespace-nowrap font-semibold")}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ivory-200">
          {rows.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c.header} className={clsx(cls(c), "whitespace-nowrap")}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {showTotals ? (
          <tfoot className="border-t-2 border-ivory-300 font-semibold">
            <tr>
              {columns.map((c, i) => (
                <td key={c.header} className={clsx(cls(c), "whitespace-nowrap")}>
                  {i === 0 ? "Total" : (c.total ?? "")}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
