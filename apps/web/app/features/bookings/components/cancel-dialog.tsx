import { toast } from "react-toastify";
import type { BookingView } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { useLocale, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { cancelErrorMessage, useCancelBooking, useCancellationTerms } from "../api/bookings";
import { useBookingFormat } from "~/lib/use-booking-format";
import { useStatusLabels } from "./status-styles";

/** English: the catalogue's messages as before; Hindi and Odia: the server's (already translated), else ours. */
const errorText = (e: unknown, english: boolean, fallback: string) =>
  english ? cancelErrorMessage(e) : (e instanceof ApiRequestError && e.serverMessage) || fallback;

const Line = ({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) => (
  <div className="flex items-baseline justify-between gap-4 border-b border-ivory-200 py-2 text-sm last:border-0">
    <dt className="text-ink-600">{label}</dt>
    <dd className={strong ? "text-base font-semibold text-ink-900" : "font-medium text-ink-900"} data-testid={testId}>
      {value}
    </dd>
  </div>
);

/** The terms the server computed: why, the amount paid, the fee kept and the refund. */
function Terms({ q }: { q: ReturnType<typeof useCancellationTerms> }) {
  const t = useT(accountText);
  const { locale } = useLocale();
  const { rupees2 } = useBookingFormat();
  if (q.isLoading)
    return (
      <p className="flex items-center gap-3 py-4 text-sm text-ink-600" role="status">
        <Spinner className="size-5 text-gold-600" /> {t("cancel.loading")}
      </p>
    );
  if (q.error || !q.data)
    return (
      <div className="space-y-3 py-2">
        <p className="text-sm text-danger-600" role="alert">
          {q.error ? errorText(q.error, locale === "en-IN", t("cancel.failed")) : t("cancel.failed")}
        </p>
        <button type="button" className="btn-outline" onClick={() => void q.refetch()}>
          {t("cancel.tryAgain")}
        </button>
      </div>
    );
  const d = q.data;
  return (
    <div className="space-y-3" data-testid="cancel-terms">
      <p className="text-sm text-ink-800" data-testid="cancel-basis">
        {t(`cancel.basis.${d.basis}`)}
      </p>
      <dl className="rounded-xl bg-ivory-100 px-4 py-1">
        {d.paid ? <Line label={t("cancel.amountPaid")} value={rupees2(d.amountPaise)} testId="cancel-paid" /> : null}
        <Line label={t("cancel.fee")} value={rupees2(d.feePaise)} testId="cancel-fee" />
        <Line label={t("cancel.refund")} value={rupees2(d.refundPaise)} testId="cancel-refund" strong />
      </dl>
      {d.refundPaise > 0 ? <p className="text-xs text-ink-600">{t("cancel.refundTime")}</p> : null}
    </div>
  );
}

/**
 * 'Cancel' asks first: the dialog states the fee and the refund under the policy, as the server computes
 * them with the one cancellation rule, before 'Cancel booking' does it; 'Keep booking' closes it.
 */
export function CancelDialog({ booking, onClose }: { booking: BookingView | null; onClose(): void }) {
  const cancel = useCancelBooking();
  const b = booking;
  const q = useCancellationTerms(b?._id ?? null);
  const t = useT(accountText);
  const f = useBookingFormat();
  const labels = useStatusLabels();
  const { locale } = useLocale();
  const confirm = () =>
    b &&
    cancel.mutate(b._id, {
      onSuccess: () => {
        toast.success(t("cancel.success"));
        onClose();
      },
      onError: (e) => toast.error(errorText(e, locale === "en-IN", t("cancel.failed"))),
    });
  return (
    <Dialog
      open={Boolean(b)}
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={t("cancel.title")}
      description={b ? `${labels.ride(b.rideType)} · ${b.reference} · ${f.dateTime(b.startTime)}` : undefined}
    >
      {b ? <Terms q={q} /> : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose} disabled={cancel.isPending}>
          {t("cancel.keep")}
        </button>
        <BusyButton
          type="button"
          className="btn-danger"
          busy={cancel.isPending}
          busyLabel={t("cancel.busy")}
          disabled={!q.data}
          onClick={confirm}
        >
          {t("cancel.confirm")}
        </BusyButton>
      </div>
    </Dialog>
  );
}
