import { useEffect, useState } from "react";
import clsx from "clsx";
import { formatDateTime } from "~/lib/format";

/** Server time minus browser time, so countdowns follow the server's clock (tests move it). */
export function useServerNow(serverNow: string | undefined) {
  const [skew, setSkew] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (serverNow) setSkew(new Date(serverNow).getTime() - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, []);
  return Date.now() + skew;
}

export function formatSpan(ms: number) {
  const s = Math.floor(Math.abs(ms) / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${String(m).padStart(2, "0")}m`;
  return `${m}:${String(sec).padStart(2, "0")}`;
}

/** Time left to a promise (15-minute confirmation, 48-hour callback); overdue shows in red. */
export function Countdown({ due, now, doneLabel }: { due: string | null; now: number; doneLabel?: string }) {
  if (!due) return <span className="text-ink-600">{doneLabel ?? "—"}</span>;
  const left = new Date(due).getTime() - now;
  const overdue = left < 0;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 font-mono text-sm tabular-nums",
        overdue ? "font-semibold text-danger-600" : left < 5 * 60_000 ? "text-warning-600" : "text-ink-800",
      )}
      title={formatDateTime(due)}
    >
      <span
        className={clsx(
          "size-2 rounded-full",
          overdue ? "bg-danger-600" : left < 5 * 60_000 ? "bg-warning-600" : "bg-success-600",
        )}
        aria-hidden
      />
      {overdue ? `Overdue ${formatSpan(left)}` : `${formatSpan(left)} left`}
    </span>
  );
}
