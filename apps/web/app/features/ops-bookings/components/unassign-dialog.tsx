import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import type { OpsBookingDetail } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage } from "~/features/ops-core";
import { useUnassign } from "../api/bookings";

/**
 * 'Undo automatic assignment' (README "Instant confirmation"): the allocator's chauffeur and car are released, the
 * booking goes back to the queue for a person (the allocator leaves it alone after), and the rider and the chauffeur
 * are told.
 */
export function UnassignDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: OpsBookingDetail["booking"];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const unassign = useUnassign(booking.id);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const who = [booking.chauffeur?.name, booking.car?.plate].filter(Boolean).join(" and ");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Undo automatic assignment of ${booking.reference}`}
      description={`${who || "The chauffeur and car"} will be released and the booking goes back to the queue, awaiting confirmation by a person; the allocator will not assign it again. The rider and the chauffeur are told.`}
    >
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          unassign.mutate(undefined, {
            onSuccess: (r) => {
              toast.success(r?.message ?? `${booking.reference} is back in the queue.`);
              onOpenChange(false);
            },
            onError: (err) => setError(errorMessage(err)),
          });
        }}
      >
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Keep assignment
          </button>
          <BusyButton className="btn-danger" busy={unassign.isPending}>
            Undo and return to queue
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
