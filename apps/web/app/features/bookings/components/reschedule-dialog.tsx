import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "react-toastify";
import {
  earliestDeparture,
  rescheduleTimeFieldOf,
  toIstLocalInput,
  type BookingView,
  type ReschedulePreview,
  type RescheduleTimeField,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { useCheckout } from "~/features/checkout";
import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { useBookingFormat } from "~/lib/use-booking-format";
import { bookingsKey, changeErrorMessage, previewReschedule, requestReschedule } from "../api/bookings";
import { useStatusLabels } from "./status-styles";

/** The time the rider changes: the pickup, an arrival's landing, a departure's flight time (as the server reads it). */
function currentValue(b: BookingView, field: RescheduleTimeField) {
  const flightTime = typeof b.trip.flightTime === "string" ? b.trip.flightTime : null;
  if (field === "landing") return toIstLocalInput(new Date(b.flight?.scheduledAt ?? flightTime ?? b.startTime));
  if (field === "departure" && flightTime) return toIstLocalInput(new Date(flightTime));
  return toIstLocalInput(new Date(b.startTime));
}

const Line = ({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) => (
  <div className="flex items-baseline justify-between gap-4 border-b border-ivory-200 py-2 text-sm last:border-0">
    <dt className="text-ink-600">{label}</dt>
    <dd className={strong ? "text-base font-semibold text-ink-900" : "font-medium text-ink-900"} data-testid={testId}>
      {value}
    </dd>
  </div>
);

/** The server's answer: the new times and what the rider pays or gets back. */
function PreviewLines({ p }: { p: ReschedulePreview }) {
  const t = useT(accountText);
  const { dateTime, rupees2 } = useBookingFormat();
  const diff = p.differencePaise;
  return (
    <dl className="rounded-xl bg-ivory-100 px-4 py-1" data-testid="reschedule-preview">
      <Line
        label={p.timeField === "landing" ? t("flight.meetsYouAt") : t("reschedule.newPickup")}
        value={dateTime(p.to.startTime)}
        testId="reschedule-new-pickup"
      />
      {p.to.returnTime ? (
        <Line label={t("reschedule.newReturn")} value={dateTime(p.to.returnTime)} testId="reschedule-new-return" />
      ) : null}
      <Line label={t("reschedule.current")} value={rupees2(p.fromAmountPaise)} testId="reschedule-current" />
      <Line label={t("reschedule.newFare")} value={rupees2(p.toAmountPaise)} testId="reschedule-new-fare" />
      <Line
        label={diff > 0 ? t("reschedule.toPay") : diff < 0 ? t("reschedule.toRefund") : t("reschedule.noDifference")}
        value={rupees2(Math.abs(diff))}
        testId="reschedule-difference"
        strong
      />
    </dl>
  );
}

/** The dialog's state and its two requests: the preview, then the move (or the checkout of the difference). */
function useReschedule(b: BookingView | null, field: RescheduleTimeField, onClose: () => void) {
  const qc = useQueryClient();
  const checkout = useCheckout();
  const t = useT(accountText);
  const [value, setValue] = useState("");
  const [preview, setPreview] = useState<ReschedulePreview | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"check" | "confirm" | null>(null);
  // a newly opened booking starts from its current time (state reset while rendering, not in an effect)
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if ((b?._id ?? null) !== openedFor) {
    setOpenedFor(b?._id ?? null);
    setValue(b ? currentValue(b, field) : "");
    setPreview(null);
    setError(undefined);
  }
  const run = async (kind: "check" | "confirm", fn: (id: string) => Promise<void>) => {
    if (!b) return;
    setBusy(kind);
    setError(undefined);
    try {
      await fn(b._id);
    } catch (e) {
      if (kind === "check") setPreview(null);
      setError(changeErrorMessage(e, t("reschedule.badTime"), t("bookings.offline")));
    } finally {
      setBusy(null);
    }
  };
  const check = () => run("check", async (id) => setPreview(await previewReschedule(id, value)));
  const confirm = () =>
    run("confirm", async (id) => {
      const res = await requestReschedule(id, value);
      if (res.data.outcome === "moved" || !res.options) {
        toast.success(t("reschedule.moved"));
        void qc.invalidateQueries({ queryKey: bookingsKey });
        onClose();
        return;
      }
      const options = res.options;
      onClose();
      await checkout.start(async () => ({ success: true, message: res.message, options, bookingId: res.bookingId }));
    });
  const change = (v: string) => {
    setValue(v);
    setPreview(null);
    setError(undefined);
  };
  return { value, change, preview, error, busy, check, confirm, checkoutDialog: checkout.dialog };
}

/**
 * 'Change time': the rider picks a new time, the server re-prices the trip and answers the difference;
 * confirming moves the booking at once (a refund or no difference) or opens the checkout for the difference, after
 * which the booking moves (the payment status page says so).
 */
export function RescheduleDialog({ booking: b, onClose }: { booking: BookingView | null; onClose(): void }) {
  const field = b ? rescheduleTimeFieldOf({ ...b.trip, service: b.rideType }) : "pickup";
  const r = useReschedule(b, field, onClose);
  const t = useT(accountText);
  const labels = useStatusLabels();
  const action = r.preview?.action;
  return (
    <>
      <Dialog
        open={Boolean(b)}
        onOpenChange={(open) => !open && !r.busy && onClose()}
        title={t("reschedule.title")}
        description={b ? `${labels.ride(b.rideType)} · ${b.reference}` : undefined}
      >
        <p className="text-sm text-ink-700">{t("reschedule.intro")}</p>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void r.check();
          }}
        >
          <TextField
            type="datetime-local"
            label={t(`reschedule.label.${field}`)}
            value={r.value}
            min={field === "pickup" ? toIstLocalInput(earliestDeparture(new Date())) : undefined}
            onChange={(e) => r.change(e.target.value)}
            error={r.error}
            hint={
              field === "pickup"
                ? b?.isRoundTrip
                  ? t("reschedule.roundTripNote")
                  : undefined
                : t("reschedule.airportNote")
            }
            required
          />
          <BusyButton
            className="btn-outline w-full sm:w-auto"
            busy={r.busy === "check"}
            busyLabel={t("reschedule.checking")}
          >
            {t("reschedule.check")}
          </BusyButton>
        </form>
        {r.preview ? (
          <div className="mt-4">
            <PreviewLines p={r.preview} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={onClose} disabled={Boolean(r.busy)}>
            {t("reschedule.keep")}
          </button>
          <BusyButton
            type="button"
            className="btn-primary"
            busy={r.busy === "confirm"}
            busyLabel={t("reschedule.busy")}
            disabled={!r.preview || Boolean(r.busy)}
            onClick={() => void r.confirm()}
          >
            {action === "charge"
              ? t("reschedule.confirmCharge")
              : action === "refund"
                ? t("reschedule.confirmRefund")
                : t("reschedule.confirmSame")}
          </BusyButton>
        </div>
      </Dialog>
      {r.checkoutDialog}
    </>
  );
}
