import { useEffect, useState } from "react";
import { Bell, BellOff } from "lucide-react";
import { allowPushNotices, pushState, type PushState } from "~/lib/push-notices";

/**
 * 'Allow notifications': asks the browser's permission only when pressed, then subscribes this device
 * (lib/push-notices.ts). Shared by the rider's live trip and the chauffeur app, each with its own words.
 */
export function PushToggle({ texts }: { texts: { allow: string; on: string; blocked: string; hint: string } }) {
  const [state, setState] = useState<PushState>("unsupported");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  if (state === "unsupported") return null;
  if (state === "on")
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600" data-testid="push-state" role="status">
        <Bell className="size-4" aria-hidden /> {texts.on}
      </p>
    );
  if (state === "blocked")
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600" data-testid="push-state" role="status">
        <BellOff className="size-4" aria-hidden /> {texts.blocked}
      </p>
    );
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-outline min-h-12 w-full"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void allowPushNotices()
            .then(setState)
            .finally(() => setBusy(false));
        }}
      >
        <Bell className="size-4" aria-hidden />
        {texts.allow}
      </button>
      <p className="text-xs text-ink-500">{texts.hint}</p>
    </div>
  );
}
