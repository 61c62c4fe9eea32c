import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

/** Stats tiles: Total Bookings, Completed (count of past), Active (count of active). */
export function BookingsStats({ total, past, active }: { total: number; past: number; active: number }) {
  const t = useT(accountText);
  // the test ids stay the English labels' (stat-total-bookings, stat-completed, stat-active)
  const tiles = [
    { id: "total-bookings", label: t("stats.total"), value: total },
    { id: "completed", label: t("stats.completed"), value: past },
    { id: "active", label: t("stats.active"), value: active },
  ];
  return (
    <div className="grid grid-cols-3 gap-3 md:gap-4">
      {tiles.map((tile) => (
        <div key={tile.id} className="card p-4 text-center md:p-5" data-testid={`stat-${tile.id}`}>
          <p className="font-display text-3xl text-ink-900">{tile.value}</p>
          <p className="mt-1 text-xs font-medium uppercase tracking-wider text-ink-500">{tile.label}</p>
        </div>
      ))}
    </div>
  );
}
