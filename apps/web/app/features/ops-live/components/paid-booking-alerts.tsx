import { BellRing, Volume2 } from "lucide-react";
import {
  askNotificationPermission,
  playChime,
  setAlertSetting,
  useAlertSetting,
  useNotificationState,
} from "../hooks/paid-alerts";

function Toggle({ checked, onChange, children }: { checked: boolean; onChange(on: boolean): void; children: string }) {
  return (
    <label className="inline-flex items-center gap-2">
      <input
        type="checkbox"
        className="size-4 accent-gold-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/**
 * The operator's choices for a paid booking entering the queue: the chime (on unless muted), and browser
 * notifications, asked for only when the operator presses 'Turn on browser notifications'.
 */
export function PaidBookingAlerts() {
  const sound = useAlertSetting("sound");
  const notify = useAlertSetting("notify");
  const permission = useNotificationState();
  return (
    <section
      aria-labelledby="paid-alerts-title"
      className="card mb-5 flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 text-sm text-ink-800"
    >
      <h2 id="paid-alerts-title" className="inline-flex items-center gap-2 font-sans text-sm font-semibold">
        <BellRing className="size-4 text-gold-700" aria-hidden /> When a paid booking arrives
      </h2>
      <Toggle checked={sound} onChange={(on) => setAlertSetting("sound", on)}>
        Play a sound
      </Toggle>
      <button type="button" className="inline-flex items-center gap-1 text-sm underline" onClick={playChime}>
        <Volume2 className="size-4" aria-hidden /> Test sound
      </button>
      {permission === "granted" ? (
        <Toggle checked={notify} onChange={(on) => setAlertSetting("notify", on)}>
          Show a browser notification
        </Toggle>
      ) : permission === "default" ? (
        <button type="button" className="btn-outline px-3 py-1.5" onClick={() => void askNotificationPermission()}>
          Turn on browser notifications
        </button>
      ) : permission === "denied" ? (
        <p className="text-ink-700">Browser notifications are blocked for this site in the browser&apos;s settings.</p>
      ) : null}
    </section>
  );
}
