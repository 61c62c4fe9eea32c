import { useEffect, useState } from "react";
import clsx from "clsx";
import {
  WHATSAPP_CONSENT_LABEL,
  WHATSAPP_CONSENT_SAVE_FAILED,
  WHATSAPP_CONSENT_WORDING,
  type WhatsAppConsentSource,
} from "@chauffeur/contracts/notifications/whatsapp-consent";
import { useSession } from "~/features/auth";
import { useLocale } from "~/i18n";
import { fetchWhatsAppConsent, saveWhatsAppConsent } from "./api";

/**
 * 'Updates on WhatsApp': the signed-in rider's choice, recorded the moment it is switched (the server keeps the time,
 * the place — profile or fare summary — and these exact words, in the page's language). Nothing is sent on WhatsApp
 * without it; switching it off stops WhatsApp at once (SMS again).
 */
export function WhatsAppConsentSwitch({ source, className }: { source: WhatsAppConsentSource; className?: string }) {
  const { user } = useSession();
  const { locale } = useLocale();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!user) return;
    let live = true;
    fetchWhatsAppConsent()
      .then((r) => live && setOn(r.data.optedIn))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [user]);
  if (!user || !user.phone) return null;
  const id = `whatsapp-consent-${source}`;
  const change = async (next: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setOn((await saveWhatsAppConsent({ optedIn: next, source, locale })).data.optedIn);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={clsx("flex items-start justify-between gap-4", className)} data-testid={id}>
      <div>
        <label htmlFor={id} className="font-medium text-ink-900">
          {WHATSAPP_CONSENT_LABEL[locale]}
        </label>
        <p className="text-xs text-ink-500">{WHATSAPP_CONSENT_WORDING[source][locale]}</p>
        {failed ? (
          <p className="mt-1 text-xs text-danger-600" role="alert">
            {WHATSAPP_CONSENT_SAVE_FAILED[locale]}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={Boolean(on)}
        disabled={on === null || busy}
        onClick={() => void change(!on)}
        className={clsx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50",
          on ? "bg-gold-500" : "bg-ink-300",
        )}
      >
        <span
          className={clsx(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            on ? "translate-x-5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
