import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { type OpsBookingDetail, type OpsCandidates, vehicleClassName } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { errorMessage } from "~/features/ops-core";
import { candidatesQuery, useBookingAction } from "../api/bookings";
import { DispatchAdvicePanel } from "./dispatch-advice";

interface CandidateFieldsProps {
  booking: OpsBookingDetail["booking"];
  mode: "confirm" | "reassign";
  candidates: OpsCandidates;
  chauffeurId: string;
  carId: string;
  onChauffeur(id: string): void;
  onCar(id: string): void;
}

/** The chauffeur and car choices: busy or inactive ones are disabled, except the ones a reassignment starts from. */
function CandidateFields({ booking, mode, candidates, chauffeurId, carId, onChauffeur, onCar }: CandidateFieldsProps) {
  const isCurrent = (id: string, kind: "car" | "chauffeur") =>
    mode === "reassign" && (kind === "car" ? booking.car?.id : booking.chauffeur?.id) === id;
  return (
    <>
      <SelectField
        label="Chauffeur"
        name="chauffeurId"
        value={chauffeurId}
        onChange={(e) => onChauffeur(e.target.value)}
        required
      >
        <option value="">Choose a chauffeur</option>
        {candidates.chauffeurs.map((c) => (
          <option key={c.id} value={c.id} disabled={(!c.free || !c.active) && !isCurrent(c.id, "chauffeur")}>
            {c.name} · {c.phone}
            {!c.active ? " (inactive)" : !c.free ? " (busy)" : ""}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`Car (${vehicleClassName(booking.carType)})`}
        name="carId"
        value={carId}
        onChange={(e) => onCar(e.target.value)}
        required
      >
        <option value="">Choose a car</option>
        {candidates.cars.map((c) => (
          <option key={c.id} value={c.id} disabled={(!c.free || !c.active) && !isCurrent(c.id, "car")}>
            {c.model} · {c.plate}
            {!c.active ? " (inactive)" : !c.free ? " (busy)" : ""}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The dialog's state: the choices start empty (confirm) or at the current assignment (reassign) each time it opens. */
function useAssignForm(
  booking: OpsBookingDetail["booking"],
  mode: "confirm" | "reassign",
  open: boolean,
  onOpenChange: (open: boolean) => void,
) {
  const action = useBookingAction(booking.id);
  const [chauffeurId, setChauffeurId] = useState("");
  const [carId, setCarId] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setChauffeurId(mode === "reassign" ? (booking.chauffeur?.id ?? "") : "");
      setCarId(mode === "reassign" ? (booking.car?.id ?? "") : "");
      setNote("");
      setError(null);
    }
  }, [open, mode, booking.chauffeur?.id, booking.car?.id]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!chauffeurId || !carId) {
      setError("Choose a chauffeur and a car.");
      return;
    }
    action.mutate(
      { action: mode, body: { chauffeurId, carId, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  /** a suggestion's 'Use': its chauffeur and car in the pickers (the operator still confirms) */
  const use = (s: { chauffeurId: string; carId: string }) => {
    setChauffeurId(s.chauffeurId);
    setCarId(s.carId);
  };
  return { action, chauffeurId, setChauffeurId, carId, setCarId, note, setNote, error, submit, use };
}

/** Confirm or reassign: a chauffeur and a car of the booked class, free for [pickup, hold until]. */
export function AssignDialog({
  booking,
  mode,
  open,
  onOpenChange,
}: {
  booking: OpsBookingDetail["booking"];
  mode: "confirm" | "reassign";
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const candidates = useQuery({ ...candidatesQuery(booking.id), enabled: open });
  const { action, chauffeurId, setChauffeurId, carId, setCarId, note, setNote, error, submit, use } = useAssignForm(
    booking,
    mode,
    open,
    onOpenChange,
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === "confirm" ? `Confirm ${booking.reference}` : `Reassign ${booking.reference}`}
      description={`Booked class: ${vehicleClassName(booking.carType)}. Only cars of this class, and people free for the whole trip window, can be chosen.`}
    >
      {candidates.isPending ? (
        <div className="flex items-center gap-2 py-6 text-ink-600" role="status">
          <Spinner /> Checking who is free…
        </div>
      ) : candidates.isError ? (
        <p role="alert" className="text-danger-600">
          {errorMessage(candidates.error)}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {candidates.data.advice ? (
            <DispatchAdvicePanel advice={candidates.data.advice} chosen={{ chauffeurId, carId }} onUse={use} />
          ) : null}
          <CandidateFields
            booking={booking}
            mode={mode}
            candidates={candidates.data}
            chauffeurId={chauffeurId}
            carId={carId}
            onChauffeur={setChauffeurId}
            onCar={setCarId}
          />
          <TextField
            label="Internal note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
          />
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="text-xs text-ink-600">
            The rider gets an e-mail and an SMS with the chauffeur's name and phone and the car's model and plate.
          </p>
          <div className="flex justify-end gap-2 pt-2">
            <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </button>
            <BusyButton className="btn-primary" busy={action.isPending}>
              {mode === "confirm" ? "Confirm booking" : "Reassign"}
            </BusyButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
