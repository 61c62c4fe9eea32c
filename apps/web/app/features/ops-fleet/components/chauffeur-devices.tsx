import { useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import type { Chauffeur } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import { errorMessage } from "~/features/ops-core";
import { useSignOutChauffeur } from "../api/fleet";

/**
 * 'Sign out all devices' for a lost or stolen phone (docs/security.md §7 "Chauffeurs' devices"): after a confirmation,
 * every session of the chauffeur app ends; the chauffeur signs in again with a code sent to the number on file.
 */
export function SignOutDevicesButton({ chauffeur }: { chauffeur: Chauffeur }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutChauffeur();
  return (
    <>
      <button
        type="button"
        className="btn-ghost px-3 py-1.5"
        onClick={() => setOpen(true)}
        aria-label={`Sign out all devices of ${chauffeur.name}`}
      >
        Sign out all devices
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Sign ${chauffeur.name} out of every device?`}
        description="For a lost or stolen phone: every phone signed in to the chauffeur app is signed out at once. The chauffeur signs in again with a code sent to the mobile number on file; change the number first if the phone is gone."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
            Keep signed in
          </button>
          <BusyButton
            type="button"
            className="btn-danger"
            busy={signOut.isPending}
            onClick={() =>
              signOut.mutate(chauffeur.id, {
                onSuccess: (r) => {
                  toast.success(r.message);
                  setOpen(false);
                },
                onError: (err) => toast.error(errorMessage(err)),
              })
            }
          >
            Sign out all devices
          </BusyButton>
        </div>
      </Dialog>
    </>
  );
}

/** After a deactivation: the chauffeur's upcoming trips, each a link to its booking to reassign. */
export function TripsToReassign({ chauffeur, onDismiss }: { chauffeur: Chauffeur; onDismiss(): void }) {
  const trips = chauffeur.tripsToReassign ?? [];
  if (!trips.length) return null;
  return (
    <section role="status" className="card mb-4 border-warning-600/40 p-4" aria-label="Trips to reassign">
      <h2 className="font-semibold text-ink-900">
        {chauffeur.name} is inactive: reassign {trips.length === 1 ? "this trip" : `these ${trips.length} trips`}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {trips.map((b) => (
          <li key={b.id}>
            <Link className="font-semibold underline-offset-2 hover:underline" to={`/ops/bookings/${b.id}`}>
              {b.reference}
            </Link>{" "}
            <span className="text-ink-600">pickup {formatDateTime(b.pickupAt)}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn-ghost mt-2 px-3 py-1.5" onClick={onDismiss}>
        Done
      </button>
    </section>
  );
}
