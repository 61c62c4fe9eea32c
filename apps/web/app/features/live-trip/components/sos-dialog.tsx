import { useState } from "react";
import { PhoneCall, ShieldAlert } from "lucide-react";
import { EMERGENCY_NUMBER, rideMessages } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { messageOf, sendSos } from "../api/ride";

type Sent = { message: string; contactAlerted: boolean };

/**
 * 'SOS' during the trip: a prominent call to 112, and 'Alert our team', which alerts operations at once and texts
 * the rider's emergency contact the trip link. The confirmation stays in the dialog.
 */
export function SosButton({ bookingId }: { bookingId: string }) {
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
      setError(messageOf(e, `We could not reach our team. Call ${EMERGENCY_NUMBER} now.`));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <button type="button" className="btn-danger min-h-12 w-full text-base" onClick={() => setOpen(true)}>
        <ShieldAlert className="size-5" aria-hidden />
        SOS
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setSent(null);
        }}
        title="SOS: emergency help"
        description="In danger? Call the emergency number first. Our team can also follow your trip and call you."
      >
        <div className="space-y-4">
          <a
            href={`tel:${EMERGENCY_NUMBER}`}
            className="flex min-h-16 items-center justify-center gap-3 rounded-2xl bg-danger-600 px-5 text-xl font-bold text-white hover:bg-red-800"
          >
            <PhoneCall className="size-6" aria-hidden />
            Call {EMERGENCY_NUMBER}
          </a>
          {sent ? (
            <div
              role="status"
              className="rounded-xl border border-success-600/30 bg-green-50 p-4 text-ink-900"
              data-testid="sos-confirmation"
            >
              <p className="font-semibold">{sent.message || rideMessages.sosSent}</p>
              <p className="mt-1 text-sm text-ink-700">
                {sent.contactAlerted
                  ? "Your emergency contact has been sent a link to follow your trip."
                  : "Add an emergency contact in your profile so we can text them next time."}
              </p>
            </div>
          ) : (
            <button
              type="button"
              className="btn-dark min-h-14 w-full text-base"
              disabled={sending}
              onClick={() => void alertTeam()}
            >
              {sending ? "Alerting our team..." : "Alert our team"}
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
