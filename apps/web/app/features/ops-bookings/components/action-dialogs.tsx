import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import type { OpsBookingDetail } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { rupees2 } from "~/lib/format";
import { errorMessage } from "~/features/ops-core";
import { useBookingAction } from "../api/bookings";

type Booking = OpsBookingDetail["booking"];

/** Decline with a reason: the full captured amount is refunded and the rider told. */
export function DeclineDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const action = useBookingAction(booking.id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason("");
      setError(null);
    }
  }, [open]);
  const paid = booking.paymentStatus === "paid";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline ${booking.reference}`}
      description={
        paid
          ? `The rider is refunded ${rupees2(booking.amountPaise)} in full and told why.`
          : "No payment was captured; the rider is told why."
      }
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) {
            setError("Give the rider a reason (at least 3 characters)");
            return;
          }
          action.mutate(
            { action: "decline", body: { reason: reason.trim() } },
            {
              onSuccess: (r) => {
                toast.success(r.message);
                onOpenChange(false);
              },
              onError: (err) => setError(errorMessage(err)),
            },
          );
        }}
      >
        <TextareaField
          label="Reason for the rider"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          error={error ?? undefined}
          placeholder="e.g. No chauffeur is available at that hour"
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Keep booking
          </button>
          <BusyButton className="btn-danger" busy={action.isPending}>
            Decline and refund
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

const COPY: Record<
  "start" | "complete" | "no-show",
  { title: string; text: string; button: string; danger?: boolean }
> = {
  start: { title: "Start the trip", text: "The chauffeur has picked up the rider.", button: "Start trip" },
  complete: {
    title: "Complete the trip",
    text: "The rider is e-mailed and texted the invoice, and the trip moves to their Past bookings.",
    button: "Complete trip",
  },
  "no-show": {
    title: "Mark as no-show",
    text: "Only after the chauffeur has waited 30 minutes past pickup time. The booking closes and the full amount is chargeable (no refund).",
    button: "Mark no-show",
    danger: true,
  },
};

/** Start, complete and no-show: one confirmation step each. */
export function StepDialog({
  booking,
  step,
  onClose,
}: {
  booking: Booking;
  step: "start" | "complete" | "no-show" | null;
  onClose(): void;
}) {
  const action = useBookingAction(booking.id);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState("");
  useEffect(() => {
    setError(null);
    setNote("");
  }, [step]);
  const copy = step ? COPY[step] : null;
  return (
    <Dialog
      open={step !== null}
      onOpenChange={(o) => (!o ? onClose() : undefined)}
      title={copy ? `${copy.title}: ${booking.reference}` : ""}
      description={copy?.text}
    >
      {step && copy ? (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            action.mutate(
              { action: step, body: note.trim() ? { note: note.trim() } : {} },
              {
                onSuccess: (r) => {
                  toast.success(r.message);
                  onClose();
                },
                onError: (err) => setError(errorMessage(err)),
              },
            );
          }}
        >
          {step === "no-show" ? (
            <TextareaField
              label="What happened (optional)"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
            />
          ) : null}
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <BusyButton className={copy.danger ? "btn-danger" : "btn-primary"} busy={action.isPending}>
              {copy.button}
            </BusyButton>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
