import { toast } from "react-toastify";
import { errorMessage } from "~/features/ops-core";
import { useAcknowledge } from "../api/live";

/** 'Acknowledge' on an open alert (the alerts list and the SOS banner): the server's message when it is refused. */
export function AcknowledgeButton({
  alertId,
  className,
  failure,
}: {
  alertId: string;
  className: string;
  failure: string;
}) {
  const ack = useAcknowledge();
  return (
    <button
      type="button"
      className={className}
      disabled={ack.isPending}
      onClick={() => ack.mutate(alertId, { onError: (e) => toast.error(errorMessage(e, failure)) })}
    >
      Acknowledge
    </button>
  );
}
