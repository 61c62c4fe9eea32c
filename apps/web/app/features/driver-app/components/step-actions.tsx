import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  DriverTripSchema,
  NO_SHOW_WAIT_MIN,
  ridePages,
  type DriverAction,
  type DriverTrip,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { ConfirmChoice } from "./confirm-choice";
import { BusyButton } from "~/components/ui/spinner";
import type { T } from "~/i18n";
import type { DriverKey } from "~/i18n/texts/driver";
import { takeAction } from "../api/driver-api";
import { driverKeys } from "../hooks/keys";
import { currentPosition } from "../lib/position-queue";
import { useDriverText, useErrorText } from "../lib/texts";
import { PinDialog } from "./pin-dialog";
import { CompleteDialog } from "./complete-dialog";

/** how long 'On my way' waits for the phone's position (sent along so the rider's message has an ETA) */
const POSITION_WAIT_MS = 4_000;

/** What the chauffeur reads once a step went through (role status): the catalogue's `done.<action>`. */
const doneKey = (a: DriverAction) => `done.${a}` as const satisfies DriverKey;
/** An action's button: the catalogue's `action.<action>` (contracts' DRIVER_ACTION_LABELS in English). */
export const actionKey = (a: DriverAction) => `action.${a}` as const satisfies DriverKey;

function stepHint(trip: DriverTrip, t: T<DriverKey>, clock: (iso: string) => string): string {
  const since = (iso: string | null, without: DriverKey, withTime: DriverKey) =>
    iso ? t(withTime, { time: clock(iso) }) : t(without);
  switch (trip.step) {
    case "assigned":
      return t("hint.assigned");
    case "on_my_way":
      return since(trip.times.onMyWayAt, "hint.onMyWay", "hint.onMyWaySince");
    case "arrived":
      return since(trip.times.arrivedAt, "hint.arrived", "hint.arrivedSince");
    case "started":
      return since(trip.times.startedAt, "hint.started", "hint.startedSince");
    case "completed":
      return since(trip.times.completedAt, "hint.completed", "hint.completedAt");
    case "no_show":
      return t("hint.noShow");
  }
}

/** A step as a request; the answer (the trip as it is now) replaces the screen's copy and the lists are read again. */
function useTripAction(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, pin }: { action: DriverAction; pin?: string }) => {
      if (action === "start") return takeAction(tripId, action, { pin });
      if (action !== "on-my-way") return takeAction(tripId, action);
      const position = await currentPosition(POSITION_WAIT_MS);
      return takeAction(tripId, action, position ? { position } : {});
    },
    onSuccess: (answer) => {
      const trip = DriverTripSchema.safeParse(answer);
      if (trip.success)
        queryClient.setQueryData(driverKeys.trip(tripId), { data: trip.data, source: "live", savedAt: null });
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
    },
    // a refused step usually means the screen was behind (the trip moved on elsewhere): catch up, keep the message
    onError: () => void queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}

/** The time, ticking every 15 s (for 'Rider did not come', possible from noShowFrom). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/**
 * ONE primary full-width button per step ('On my way' → 'Arrived' → 'Start trip' with the Ride PIN → 'Complete trip'),
 * and after 'Arrived' the secondary 'Rider did not come'. The server decides; its refusals are shown as they come.
 */
export function StepActions({ trip }: { trip: DriverTrip }) {
  const act = useTripAction(trip.id);
  const { t, clock } = useDriverText();
  const errorText = useErrorText();
  const now = useNow();
  // 'On my way' (so every step after it) opens a set time before pickup: disabled until then, saying when
  const notYet = trip.step === "assigned" && now < Date.parse(trip.stepsOpenAt);
  // the step just taken, so its message shows in the language chosen now
  const [done, setDone] = useState<{ step: DriverTrip["step"]; action: DriverAction } | null>(null);
  const [dialog, setDialog] = useState<"pin" | "no-show" | "complete" | null>(null);
  const action = trip.nextAction;

  const run = async (a: DriverAction, pin?: string) => {
    const answer = await act.mutateAsync({ action: a, pin });
    const step = DriverTripSchema.safeParse(answer).data?.step ?? trip.step;
    setDone({ step, action: a });
    setDialog(null);
  };
  const open = (d: "pin" | "no-show" | "complete") => {
    act.reset();
    setDialog(d);
  };
  // 'Start trip' asks for the Ride PIN, 'Complete trip' for a confirmation; the others go at once
  const press = (a: DriverAction) =>
    a === "start" || a === "complete" ? open(a === "start" ? "pin" : a) : void run(a).catch(() => undefined);
  const status = done && done.step === trip.step ? t(doneKey(done.action)) : stepHint(trip, t, clock);

  return (
    <section aria-label={t("step.region")} className="space-y-3">
      <p
        role="status"
        className="rounded-2xl bg-ink-950 p-4 text-lg font-medium text-ivory-50"
        data-testid="step-status"
      >
        {status}
      </p>
      {act.isError && !dialog ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-base font-medium text-danger-600">
          {errorText(act.error)}
        </p>
      ) : null}
      {action ? (
        <BusyButton
          type="button"
          busy={act.isPending && !dialog}
          disabled={notYet}
          aria-describedby={notYet ? "steps-open-at" : undefined}
          onClick={() => press(action)}
          className="btn-primary min-h-16 w-full rounded-2xl text-xl disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t(actionKey(action))}
        </BusyButton>
      ) : (
        <Link to={ridePages.driver} className="btn-dark min-h-14 w-full rounded-2xl text-lg">
          {t("step.back")}
        </Link>
      )}
      {notYet ? <StepsOpenAt at={trip.stepsOpenAt} /> : null}
      {trip.step === "arrived" ? <NoShowButton noShowFrom={trip.noShowFrom} onPress={() => open("no-show")} /> : null}
      <PinDialog
        open={dialog === "pin"}
        onOpenChange={(o) => setDialog(o ? "pin" : null)}
        busy={act.isPending}
        error={dialog === "pin" && act.isError ? errorText(act.error) : null}
        onSubmit={(pin) => void run("start", pin).catch(() => undefined)}
      />
      <CompleteDialog
        open={dialog === "complete"}
        onOpenChange={(o) => setDialog(o ? "complete" : null)}
        plannedEndAt={trip.plannedEndAt}
        now={now}
        busy={act.isPending}
        error={dialog === "complete" && act.isError ? errorText(act.error) : null}
        onConfirm={() => void run("complete").catch(() => undefined)}
      />
      <NoShowDialog
        open={dialog === "no-show"}
        onOpenChange={(o) => setDialog(o ? "no-show" : null)}
        busy={act.isPending}
        error={dialog === "no-show" && act.isError ? errorText(act.error) : null}
        onConfirm={() => void run("no-show").catch(() => undefined)}
      />
    </section>
  );
}

/** When 'On my way' opens, under the disabled button (its accessible description). */
function StepsOpenAt({ at }: { at: string }) {
  const { t, clock, day } = useDriverText();
  return (
    <p id="steps-open-at" className="text-base text-ink-700" data-testid="steps-open-at">
      {t("window.opensAt", { time: clock(at), day: day(at) })}
    </p>
  );
}

function NoShowButton({ noShowFrom, onPress }: { noShowFrom: string | null; onPress(): void }) {
  const now = useNow();
  const { t, when } = useDriverText();
  const from = noShowFrom ? Date.parse(noShowFrom) : null;
  const early = from !== null && now < from;
  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={onPress}
        disabled={early}
        aria-describedby="no-show-when"
        className="min-h-14 w-full rounded-2xl border-2 border-danger-600 bg-white px-4 text-lg font-semibold text-danger-600 hover:bg-red-50 disabled:cursor-not-allowed disabled:border-ink-300 disabled:text-ink-600"
      >
        {t("action.no-show")}
      </button>
      <p id="no-show-when" className="text-sm text-ink-700" data-testid="no-show-when">
        {from === null
          ? t("noShow.afterWait", { min: NO_SHOW_WAIT_MIN })
          : early
            ? t("noShow.from", { time: when(noShowFrom!, now), min: NO_SHOW_WAIT_MIN })
            : t("noShow.now")}
      </p>
    </div>
  );
}

function NoShowDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
}) {
  const { t } = useDriverText();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("action.no-show")}
      description={t("noShow.description")}
    >
      <ConfirmChoice
        error={props.error}
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={() => props.onOpenChange(false)}
        confirmLabel={t("noShow.confirm")}
        cancelLabel={t("noShow.keepWaiting")}
        danger
      />
    </Dialog>
  );
}
