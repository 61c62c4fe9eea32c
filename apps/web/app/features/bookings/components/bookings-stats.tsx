/** Stats tiles: Total Bookings, Completed (count of past), Active (count of active). */
export function BookingsStats({ total, past, active }: { total: number; past: number; active: number }) {
  const tiles = [
    { label: "Total Bookings", value: total },
    { label: "Completed", value: past },
    { label: "Active", value: active },
  ];
  return (
    <div className="grid grid-cols-3 gap-3 md:gap-4">
      {tiles.map((t) => (
        <div
          key={t.label}
          className="card p-4 text-center md:p-5"
          data-testid={`stat-${t.label.toLowerCase().replace(/ /g, "-")}`}
        >
          <p className="font-display text-3xl text-ink-900">{t.value}</p>
          <p className="mt-1 text-xs font-medium uppercase tracking-wider text-ink-500">{t.label}</p>
        </div>
      ))}
    </div>
  );
}
