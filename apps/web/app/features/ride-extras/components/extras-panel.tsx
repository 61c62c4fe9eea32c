import { useEffect, useId } from "react";
import clsx from "clsx";
import { FileText } from "lucide-react";
import type { ExtraLine, ExtrasView } from "@chauffeur/contracts";
import { useLocale, useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";
import { useBookingFormat } from "~/lib/use-booking-format";
import { useExtras } from "../api/extras";
import { lineLabel } from "../api/line-label";
import { PayExtrasButton } from "./pay-extras-button";

const STATUS_CLASS: Record<ExtraLine["status"], string> = {
  requested: "text-ink-600",
  due: "text-gold-700",
  paid: "text-success-600",
  waived: "text-ink-600",
  declined: "text-ink-600",
};

export interface ExtrasPanelProps {
  bookingId: string;
  /** the lines the page already has (the RideView's): shown at once, and a change of them refreshes the panel */
  extras?: ExtraLine[];
  extrasDuePaise?: number;
  /** h2 on a page, h3 inside a dialog */
  headingLevel?: 2 | 3;
}

function Line({ x }: { x: ExtraLine }) {
  const t = useT(rideText);
  const { locale } = useLocale();
  const { rupees2 } = useBookingFormat();
  const feeKept = x.kind === "no_show" && x.amountPaise === 0;
  return (
    <li className="flex items-start justify-between gap-4 py-2.5 text-sm" data-testid="extra-line">
      <span className="text-ink-800">
        {locale === "en-IN" ? x.label : lineLabel(t, x.label)}
        <span className={clsx("block text-xs font-medium", STATUS_CLASS[x.status])}>
          {feeKept ? t("extras.noFurtherCharge") : t(`extras.status.${x.status}`)}
        </span>
      </span>
      <span className={clsx("shrink-0 font-semibold tabular-nums", x.status === "declined" && "line-through")}>
        {feeKept ? t("extras.fareKept") : rupees2(x.amountPaise)}
      </span>
    </li>
  );
}

function Invoices({ invoices }: { invoices: ExtrasView["invoices"] }) {
  const t = useT(rideText);
  if (!invoices.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {invoices.map((i) => (
        <li key={i.id}>
          <a className="btn-outline min-h-11" href={i.url} target="_blank" rel="noreferrer">
            <FileText className="size-4" aria-hidden /> {t("extras.invoice", { number: i.number })}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The extras of a booking, each line as the rider reads it (waiting, extra time, a no-show), the total due with
 * 'Pay extras', and the supplementary invoices once paid. Renders nothing when the booking has no extras.
 */
export function ExtrasPanel({ bookingId, extras, extrasDuePaise, headingLevel = 2 }: ExtrasPanelProps) {
  const headingId = useId();
  const t = useT(rideText);
  const { rupees2 } = useBookingFormat();
  const q = useExtras(bookingId);
  const signature = extras?.map((x) => `${x.id}:${x.status}`).join(",");
  const { refetch } = q;
  useEffect(() => {
    if (signature !== undefined) void refetch();
  }, [signature, refetch]);
  const lines = q.data?.lines ?? extras ?? [];
  const due = q.data?.duePaise ?? extrasDuePaise ?? 0;
  const invoices = q.data?.invoices ?? [];
  if (!lines.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="extras-panel">
      <Heading
        id={headingId}
        className={clsx("font-display text-ink-900", headingLevel === 2 ? "text-2xl" : "text-lg")}
      >
        {t("extras.title")}
      </Heading>
      <ul className="divide-y divide-ivory-200">
        {lines.map((x) => (
          <Line key={x.id} x={x} />
        ))}
      </ul>
      {due > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ivory-100 p-3">
          <p className="text-sm text-ink-800">
            {t("extras.toPay")}{" "}
            <strong className="text-base tabular-nums" data-testid="extras-due">
              {rupees2(due)}
            </strong>
          </p>
          <PayExtrasButton bookingId={bookingId} />
        </div>
      ) : null}
      <Invoices invoices={invoices} />
      <p className="text-xs text-ink-500">{t("extras.policy")}</p>
    </section>
  );
}
