import type { ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";

export function PageHeader({
  title,
  eyebrow,
  actions,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl text-ink-900">{title}</h1>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 py-12 text-ink-600" role="status">
      <Spinner /> {label}
    </div>
  );
}

export function ErrorNote({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="rounded-xl border border-danger-600/30 bg-red-50 p-4 text-sm text-danger-600" role="alert">
      {message}{" "}
      {onRetry ? (
        <button type="button" className="ml-2 font-semibold underline" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-12 text-center">
      <p className="font-display text-xl text-ink-800">{title}</p>
      {children ? <div className="mt-2 text-sm text-ink-600">{children}</div> : null}
    </div>
  );
}

export function Dl({ items }: { items: Array<[ReactNode, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {items.map(([k, v], i) => (
        <div key={i} className="contents">
          <dt className="text-sm text-ink-600">{k}</dt>
          <dd className="text-sm text-ink-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
