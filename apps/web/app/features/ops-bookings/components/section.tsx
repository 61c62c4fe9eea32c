import type { ReactNode } from "react";

/** One card of a booking's tabs, with its small-caps heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">{title}</h2>
      {children}
    </section>
  );
}
