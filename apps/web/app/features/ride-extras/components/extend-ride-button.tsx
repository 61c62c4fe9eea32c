import { useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { useLocale, useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";
import { useBookingFormat } from "~/lib/use-booking-format";
import { useExtras, useExtrasErrorMessage, useRequestExtension } from "../api/extras";

/**
 * An hourly rental under way asks for more time: the rider picks the hours, sees the price (the tariff's hourly
 * rate, GST included, paid after the trip with 'Pay extras'), and the chauffeur confirms it, subject to availability.
 * Renders nothing when the booking cannot be extended; while a request waits, says so.
 */
export function ExtendRideButton({ bookingId }: { bookingId: string }) {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState(1);
  const q = useExtras(bookingId, { refetchIntervalMs: 15_000 });
  const ask = useRequestExtension(bookingId);
  const t = useT(rideText);
  const { locale } = useLocale();
  const { rupees2 } = useBookingFormat();
  const errorText = useExtrasErrorMessage();
  const v = q.data;
  if (!v) return null;
  if (v.pendingExtension)
    return (
      <p className="rounded-xl bg-ivory-100 p-3 text-sm text-ink-800" role="status">
        {t("extend.pending", { n: Math.round((v.pendingExtension.minutes ?? 60) / 60) })}
      </p>
    );
  if (!v.canExtend || v.extendMaxHours < 1 || !v.hourPricePaise) return null;
  const price = v.hourPricePaise;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate(hours, {
      onSuccess: (r) => {
        // the server's English message; Hindi and Odia say the same in their words
        toast.success(locale === "en-IN" ? r.message : t("extend.requested", { n: hours }));
        setOpen(false);
      },
      onError: (err) => toast.error(errorText(err, t("extend.failed"))),
    });
  };
  return (
    <>
      <button type="button" className="btn-outline min-h-11" onClick={() => setOpen(true)}>
        {t("extend.title")}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("extend.title")} description={t("extend.description")}>
        <form className="space-y-4" onSubmit={submit}>
          <div>
            <label htmlFor={selectId} className="field-label">
              {t("extend.hoursLabel")}
            </label>
            <select
              id={selectId}
              className="field-input min-h-11"
              value={hours}
              onChange={(e) => setHours(Number(e.target.value))}
            >
              {Array.from({ length: v.extendMaxHours }, (_, i) => i + 1).map((h) => (
                <option key={h} value={h}>
                  {t("extend.hours", { n: h })}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-ink-700">
            {t("extend.price", { price: rupees2(price), total: rupees2(price * hours), n: hours })}
          </p>
          <BusyButton className="btn-primary min-h-11 w-full" busy={ask.isPending} busyLabel={t("extend.asking")}>
            {t("extend.ask", { n: hours })}
          </BusyButton>
        </form>
      </Dialog>
    </>
  );
}
