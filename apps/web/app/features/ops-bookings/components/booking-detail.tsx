import { useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Car, CheckCircle2, Flag, Play, Repeat, RotateCcw, UserX, XCircle } from "lucide-react";
import { NO_SHOW_WAIT_MIN, serviceLabel, type OpsBookingDetail, vehicleClassName } from "@chauffeur/contracts";
import { formatDateTime, rupees } from "~/lib/format";
import {
  Countdown,
  errorMessage,
  ErrorNote,
  Loading,
  PaymentState,
  StatusBadge,
  TabPanel,
  Tabs,
  useServerNow,
} from "~/features/ops-core";
import { bookingQuery } from "../api/bookings";
import { AssignDialog } from "./assign-dialog";
import { DeclineDialog, StepDialog } from "./action-dialogs";
import { DuplicateFlag } from "./queue-cards";
import { DispatchFlags } from "./dispatch-flags";
import { UnassignDialog } from "./unassign-dialog";
import { HistoryTab, PaymentsTab, TripTab, type TabId } from "./booking-detail-tabs";
import { MessagesTab } from "./messages-tab";

type Step = "start" | "complete" | "no-show";
interface ActionHandlers {
  onAssign(mode: "confirm" | "reassign"): void;
  onDecline(): void;
  onStep(step: Step): void;
  onUnassign(): void;
}

/** The buttons of the lifecycle actions the server allows for this booking now. */
function BookingActions({
  d,
  now,
  onAssign,
  onDecline,
  onStep,
  onUnassign,
}: { d: OpsBookingDetail; now: number } & ActionHandlers) {
  const b = d.booking;
  const can = (a: string) => d.allowedActions.includes(a as never);
  // a no-show only after the chauffeur has waited 30 minutes past pickup
  const noShowFrom = new Date(b.startTime).getTime() + NO_SHOW_WAIT_MIN * 60_000;
  return (
    <div className="flex flex-wrap gap-2" aria-label="Booking actions">
      {can("confirm") ? (
        <button type="button" className="btn-primary" onClick={() => onAssign("confirm")}>
          <CheckCircle2 className="size-4" aria-hidden /> Confirm
        </button>
      ) : null}
      {can("decline") ? (
        <button type="button" className="btn-outline" onClick={() => onDecline()}>
          <XCircle className="size-4" aria-hidden /> Decline
        </button>
      ) : null}
      {can("start") ? (
        <button type="button" className="btn-primary" onClick={() => onStep("start")}>
          <Play className="size-4" aria-hidden /> Start trip
        </button>
      ) : null}
      {can("complete") ? (
        <button type="button" className="btn-primary" onClick={() => onStep("complete")}>
          <Flag className="size-4" aria-hidden /> Complete trip
        </button>
      ) : null}
      {can("reassign") ? (
        <button type="button" className="btn-outline" onClick={() => onAssign("reassign")}>
          <Repeat className="size-4" aria-hidden /> Reassign
        </button>
      ) : null}
      {b.assignedBy === "system" && b.status === "confirmed" ? (
        <button type="button" className="btn-outline" onClick={() => onUnassign()}>
          <RotateCcw className="size-4" aria-hidden /> Undo automatic assignment
        </button>
      ) : null}
      {can("no-show") ? (
        <button
          type="button"
          className="btn-ghost text-danger-600"
          onClick={() => onStep("no-show")}
          disabled={noShowFrom > now}
          title={
            noShowFrom > now
              ? `Possible from ${formatDateTime(new Date(noShowFrom))}, after a ${NO_SHOW_WAIT_MIN}-minute wait`
              : undefined
          }
        >
          <UserX className="size-4" aria-hidden /> No-show
        </button>
      ) : null}
      {d.allowedActions.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Car className="size-4" aria-hidden /> No further steps for a {b.status} booking
          {b.status === "pending" ? " until it is paid" : ""}.
        </p>
      ) : null}
    </div>
  );
}

/** The booking's head: service, class, reference, status, pickup, amount, payment state, the confirm countdown and the actions. */
function BookingHeader({ d, now, ...handlers }: { d: OpsBookingDetail; now: number } & ActionHandlers) {
  const b = d.booking;
  const { onAssign, onDecline, onStep, onUnassign } = handlers;
  return (
    <header className="card mb-5 flex flex-wrap items-start justify-between gap-4 p-5">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">
          {serviceLabel(b.serviceType)} · {vehicleClassName(b.carType)}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl">
          {b.reference} <StatusBadge status={b.status} />
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          Pickup {formatDateTime(b.startTime)} · {rupees(b.amountPaise)} · <PaymentState status={b.paymentStatus} />
        </p>
        <DuplicateFlag of={b.duplicateOf} className="mt-2" />
        <DispatchFlags b={b} className="mt-2" />
        {b.confirmDueAt ? (
          <p className="mt-2 text-sm">
            Confirm within: <Countdown due={b.confirmDueAt} now={now} />
          </p>
        ) : null}
      </div>
      <BookingActions
        d={d}
        now={now}
        onAssign={onAssign}
        onDecline={onDecline}
        onStep={onStep}
        onUnassign={onUnassign}
      />
    </header>
  );
}

export function BookingDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(bookingQuery(id));
  const now = useServerNow(query.data?.now);
  const [tab, setTab] = useState<TabId>("trip");
  const [assign, setAssign] = useState<"confirm" | "reassign" | null>(null);
  const [declining, setDeclining] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  const [unassigning, setUnassigning] = useState(false);

  if (query.isPending) return <Loading label="Loading booking…" />;
  if (query.isError) return <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const b = d.booking;

  return (
    <div>
      <Link to="/ops" className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden /> Back to queue
      </Link>
      <BookingHeader
        d={d}
        now={now}
        onAssign={setAssign}
        onDecline={() => setDeclining(true)}
        onStep={setStep}
        onUnassign={() => setUnassigning(true)}
      />
      <Tabs<TabId>
        idBase="booking"
        label="Booking details"
        value={tab}
        onChange={setTab}
        items={[
          { id: "trip", label: "Trip" },
          { id: "payments", label: `Payments (${d.payments.length + d.refunds.length})` },
          { id: "messages", label: `Messages (${d.messages.length})` },
          { id: "history", label: `History (${d.audit.length})` },
        ]}
      />
      <TabPanel idBase="booking" value={tab}>
        {tab === "trip" ? (
          <TripTab d={d} />
        ) : tab === "payments" ? (
          <PaymentsTab d={d} />
        ) : tab === "messages" ? (
          <MessagesTab d={d} />
        ) : (
          <HistoryTab d={d} />
        )}
      </TabPanel>

      <AssignDialog
        booking={b}
        mode={assign ?? "confirm"}
        open={assign !== null}
        onOpenChange={(o) => !o && setAssign(null)}
      />
      <DeclineDialog booking={b} open={declining} onOpenChange={setDeclining} />
      <StepDialog booking={b} step={step} onClose={() => setStep(null)} />
      <UnassignDialog booking={b} open={unassigning} onOpenChange={setUnassigning} />
    </div>
  );
}
