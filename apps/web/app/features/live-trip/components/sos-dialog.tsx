import { useState } from "react";
import { PhoneCall, ShieldAlert } from "lucide-react";
import { EMERGENCY_NUMBER } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { useLocale, useT } from "~/i18n";
import { rideServerText, rideText } from "~/i18n/texts/ride";
import { sendSos, useRideMessage } from "../api/ride";

type Sent = { message: string; contactAlerted: boolean };

/**
 * 'SOS' during the trip: a prominent call to 112, and 'Alert our team', which alerts operations at once and texts
 * the rider's emergency contact the trip link. The confirmation stays in the dialog.
 */
export function SosButton({ bookingId }: { bookingId: string }) {
  const t = useT(rideText);
  const { locale } = useLocale();
  const errorText = useRideMessage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alertTeam = async () => {
    setSending(true);
    setError(null);
    try {
      const res = await sendSos(bookingId);
      setSent({ message: res.message, contactAlerted: res.contactAlerted });
    } catch (e) {
      setError(errorText(e, t("sos.failed", { number: EMERGENCY_NUMBER })));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <button type="button" className="btn-danger min-h-12 w-full text-base" onClick={() => setOpen(true)}>
        <ShieldAlert className="size-5" aria-hidden />
        {t("sos.button")}
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setSent(null);
        }}
        title={t("sos.title")}
        description={t("sos.description")}
      >
        <div className="space-y-4">
          <a
            href={`tel:${EMERGENCY_NUMBER}`}
            className="flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-danger-600 px-5 text-xl font-bold text-white hover:bg-red-800"
          >
            <PhoneCall className="size-6" aria-hidden />
            {t("sos.call", { number: EMERGENCY_NUMBER })}
          </a>
          {sent ? (
            <div
              role="status"
              className="rounded-xl border border-success-600/30 bg-green-50 p-4 text-ink-900"
              data-testid="sos-confirmation"
            >
              <p className="font-semibold">{rideServerText(locale, sent.message, t("server.sosSent"))}</p>
              <p className="mt-1 text-sm text-ink-700">
                {sent.contactAlerted ? t("sos.contactAlerted") : t("sos.noContact")}
              </p>
            </div>
          ) : (
            <button
              type="button"
              className="btn-dark min-h-14 w-full text-base"
              disabled={sending}
              onClick={() => void alertTeam()}
            >
              {sending ? t("sos.alerting") : t("sos.alert")}
            </button>
          )}
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
