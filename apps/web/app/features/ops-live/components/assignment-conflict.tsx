import { toast } from "react-toastify";
import { Wrench } from "lucide-react";
import type { OpsAlert } from "@chauffeur/contracts";
import { errorMessage } from "~/features/ops-core";
import { useApplyProposal } from "../api/live";

/**
 * An assignment conflict (README "Instant confirmation"): the alert's message says what no longer fits; when the
 * allocator found a fix, it is a button ('Apply fix: Sanjay with OD02AB1001 is free from 09:10'), else the booking's
 * page is where to reassign it.
 */
export function AssignmentConflict({ alert }: { alert: OpsAlert }) {
  const apply = useApplyProposal();
  if (!alert.proposal)
    return (
      <p className="mt-1 text-sm text-ink-600">No other chauffeur and car fit: reassign it from the booking's page.</p>
    );
  return (
    <button
      type="button"
      className="mt-2 inline-flex min-h-11 items-start gap-2 rounded-xl bg-gold-500 px-3 py-2 text-left text-sm font-semibold text-ink-950 hover:bg-gold-400 disabled:opacity-60"
      disabled={apply.isPending}
      onClick={() =>
        apply.mutate(alert.id, {
          onSuccess: () =>
            toast.success(`${alert.reference ?? "The booking"} is now with ${alert.proposal?.chauffeurName}.`),
          onError: (e) => toast.error(errorMessage(e, "Could not apply the fix.")),
        })
      }
    >
      <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden /> Apply fix: {alert.proposal.reason}
    </button>
  );
}
