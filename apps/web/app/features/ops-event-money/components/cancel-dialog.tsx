import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { rupees2 } from "~/lib/format";
import { Dl, errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { cancelPreviewQuery, useCancelEvent } from "../api/money";

/** Cancel the event: the schedule's preview (paid, kept, refunded), a reason, then the refund and its document. */
export function CancelEventDialog({
  eventId,
  reference,
  open,
  onOpenChange,
}: {
  eventId: string;
  reference: string;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const ready = useQuery({ ...cancelPreviewQuery(eventId), enabled: open }).isSuccess;
  const cancel = useCancelEvent(eventId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason("");
      setError(null);
    }
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${reference}`}
      description="The quote's cancellation schedule decides what is kept; the rest goes back to the original payment method."
    >
      <CancelPreviewBlock eventId={eventId} open={open} />
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim().length < 3) {
            setError("Say why the event is cancelled (at least 3 characters)");
            return;
          }
          cancel.mutate(reason.trim(), {
            onSuccess: (r) => {
              toast.success(r.creditNote ? `Event cancelled; ${r.creditNote} issued` : "Event cancelled");
              onOpenChange(false);
            },
            onError: (err) => setError(errorMessage(err)),
          });
        }}
      >
        <TextareaField
          label="Reason (the client reads it)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Keep event
          </button>
          <BusyButton className="btn-danger" busy={cancel.isPending} disabled={!ready}>
            Cancel and refund
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** What cancelling now keeps and refunds, by the quote's schedule. */
function CancelPreviewBlock({ eventId, open }: { eventId: string; open: boolean }) {
  const preview = useQuery({ ...cancelPreviewQuery(eventId), enabled: open });
  if (preview.isPending) return <Loading label="Working out the refund…" />;
  if (preview.isError)
    return <ErrorNote message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />;
  return (
    <div className="mb-4" data-testid="cancel-preview">
      <Dl
        items={[
          ["Rule", preview.data.rule],
          ["Paid", rupees2(preview.data.paidPaise)],
          ["Kept", rupees2(preview.data.keptPaise)],
          ["Refunded", rupees2(preview.data.refundPaise)],
        ]}
      />
    </div>
  );
}
