import { useState } from "react";
import { toast } from "~/lib/toast";
import { Dialog } from "~/components/ui/dialog";
import { TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { useFormat, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { useDecide, type CompanyApproval } from "../api/rides";
import { messageOf } from "../lib/errors";

/**
 * One ride waiting for an approver: traveller, booker, pickup (India's time), from → to, amount, the policy's reasons,
 * when the request expires; 'Approve' at once, 'Decline' through a dialog asking the reason the booker reads.
 */
export function ApprovalCard({
  companyId,
  ride,
  onDecided,
}: {
  companyId: string;
  ride: CompanyApproval;
  onDecided?(decision: "approve" | "decline"): void;
}) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  const decide = useDecide(companyId);
  const [declining, setDeclining] = useState(false);
  const run = (decision: "approve" | "decline", reason = "") =>
    decide.mutate(
      { bookingId: ride.bookingId, decision, reason },
      {
        onSuccess: () => {
          toast.success(t(decision === "approve" ? "approvals.approved" : "approvals.declined"));
          setDeclining(false);
          onDecided?.(decision);
        },
        onError: (err) => toast.error(messageOf(err, t("error.generic"))),
      },
    );
  const headingId = `approval-${ride.bookingId}`;
  return (
    <li className="card p-5" aria-labelledby={headingId} data-testid="approval">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg text-ink-900">
          {ride.traveller.name}
          {ride.traveller.guest ? <span className="ml-1 text-sm text-ink-500">{t("approvals.guest")}</span> : null}
        </h3>
        <p className="text-lg font-semibold text-ink-900">{fmt.rupees2(ride.amountPaise)}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item label={t("approvals.pickup")}>{fmt.dateTime(ride.pickupAt)}</Item>
        <Item label={t("approvals.bookedBy")}>{ride.bookedBy.name ?? "—"}</Item>
        <Item label={t("approvals.fromTo")} wide>
          {ride.from ?? "—"} → {ride.to ?? "—"}
        </Item>
        {ride.costCentre ? (
          <Item label={t("trips.costCentre")}>
            {ride.costCentre.code} · {ride.costCentre.name}
          </Item>
        ) : null}
        {ride.expiresAt ? <Item label={t("approvals.expires")}>{fmt.dateTime(ride.expiresAt)}</Item> : null}
        <Item label={t("approvals.reasons")} wide>
          {ride.reasons.map((r) => t(`approvalReason.${r}`)).join(" · ")}
        </Item>
      </dl>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" disabled={decide.isPending} onClick={() => setDeclining(true)}>
          {t("approvals.decline")}
        </button>
        <BusyButton
          type="button"
          className="btn-primary"
          busy={decide.isPending && !declining}
          onClick={() => run("approve")}
        >
          {t("approvals.approve")}
        </BusyButton>
      </div>
      <DeclineDialog
        open={declining}
        onOpenChange={setDeclining}
        busy={decide.isPending}
        onDecline={(reason) => run("decline", reason)}
      />
    </li>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-ink-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

function DeclineDialog({
  open,
  onOpenChange,
  busy,
  onDecline,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  busy: boolean;
  onDecline(reason: string): void;
}) {
  const t = useT(companyRidesText);
  const [reason, setReason] = useState("");
  const [shown, setShown] = useState(false);
  const problem = shown && !reason.trim() ? t("approvals.reasonRequired") : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("approvals.declineTitle")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(true);
          if (reason.trim()) onDecline(reason.trim());
        }}
      >
        <TextareaField
          label={t("approvals.declineReason")}
          rows={3}
          maxLength={500}
          value={reason}
          error={problem}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t("approvals.cancel")}
          </button>
          <BusyButton className="btn-dark" busy={busy}>
            {t("approvals.declineConfirm")}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
