import { EARLY_COMPLETE_WARN_MIN } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { ConfirmChoice } from "./confirm-choice";
import { useDriverText } from "../lib/texts";

/**
 * 'Complete trip' asks once more (README "The day of the ride"): the rider is told and invoiced at once. A trip closed
 * EARLY_COMPLETE_WARN_MIN minutes or more before its planned end (a round trip's return, an hourly rental's hours) says
 * so plainly, with the planned end.
 */
export function CompleteDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  plannedEndAt: string;
  now: number;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
}) {
  const { t, clock, day } = useDriverText();
  const early = Date.parse(props.plannedEndAt) - props.now >= EARLY_COMPLETE_WARN_MIN * 60_000;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("action.complete")}
      description={t("complete.description")}
    >
      {early ? (
        <p
          className="mb-3 rounded-xl bg-amber-50 p-3 text-base font-semibold text-ink-950"
          data-testid="complete-early"
        >
          {t("complete.early", { time: clock(props.plannedEndAt), day: day(props.plannedEndAt) })}
        </p>
      ) : null}
      <ConfirmChoice
        error={props.error}
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={() => props.onOpenChange(false)}
        confirmLabel={t("complete.confirm")}
        cancelLabel={t("complete.notYet")}
      />
    </Dialog>
  );
}
