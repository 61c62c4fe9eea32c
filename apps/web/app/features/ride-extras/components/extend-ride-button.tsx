import { useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { rupees2 } from "~/lib/format";
import { extrasErrorMessage, useExtras, useRequestExtension } from "../api/extras";

const hoursText = (n: number) => `${n} more hour${n === 1 ? "" : "s"}`;

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
  const v = q.data;
  if (!v) return null;
  if (v.pendingExtension)
    return (
      <p className="rounded-xl bg-ivory-100 p-3 text-sm text-ink-800" role="status">
        You asked for {hoursText(Math.round((v.pendingExtension.minutes ?? 60) / 60))}: waiting for your chauffeur to
        confirm.
      </p>
    );
  if (!v.canExtend || v.extendMaxHours < 1 || !v.hourPricePaise) return null;
  const price = v.hourPricePaise;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate(hours, {
      onSuccess: (r) => {
        toast.success(r.message);
        setOpen(false);
      },
      onError: (err) => toast.error(extrasErrorMessage(err, "Your request could not be sent. Please try again.")),
    });
  };
  return (
    <>
      <button type="button" className="btn-outline min-h-11" onClick={() => setOpen(true)}>
        Add more time
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add more time"
        description="Your chauffeur confirms it, subject to availability: the car may be booked after your trip."
      >
        <form className="space-y-4" onSubmit={submit}>
          <div>
            <label htmlFor={selectId} className="field-label">
              Extra hours
            </label>
            <select
              id={selectId}
              className="field-input min-h-11"
              value={hours}
              onChange={(e) => setHours(Number(e.target.value))}
            >
              {Array.from({ length: v.extendMaxHours }, (_, i) => i + 1).map((h) => (
                <option key={h} value={h}>
                  {h} hour{h === 1 ? "" : "s"}
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-ink-700">
            {rupees2(price)} per hour (GST included): {rupees2(price * hours)} for {hoursText(hours)}, paid after the
            trip with 'Pay extras'. Nothing is charged if your chauffeur cannot take it.
          </p>
          <BusyButton className="btn-primary min-h-11 w-full" busy={ask.isPending} busyLabel="Asking...">
            Ask for {hoursText(hours)}
          </BusyButton>
        </form>
      </Dialog>
    </>
  );
}
