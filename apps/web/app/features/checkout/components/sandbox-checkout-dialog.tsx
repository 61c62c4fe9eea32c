import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import type { CheckoutOptions } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { BusyButton } from "~/components/ui/spinner";
import { useFormat, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { rupees2 } from "~/lib/format";

interface Props {
  options: CheckoutOptions | null;
  onSuccess(fields: Record<string, string>): void;
  onFailure(description: string | undefined): void;
  onClose(): void;
  /** the checkout could not run: `error` is what the server answered (e.g. 409 'This booking is already paid.') */
  onError(error: unknown): void;
  complete(
    orderId: string,
    outcome: "success" | "failure",
  ): Promise<
    { outcome: "success"; fields: Record<string, string> } | { outcome: "failure"; error: { description: string } }
  >;
}

/** The embedded gateway's checkout: stands in for Razorpay's modal, with the same results. */
export function SandboxCheckoutDialog({ options, onSuccess, onFailure, onClose, onError, complete }: Props) {
  const [busy, setBusy] = useState<"success" | "failure" | null>(null);
  const t = useT(bookingText);
  const f = useFormat();
  const run = async (outcome: "success" | "failure") => {
    if (!options) return;
    setBusy(outcome);
    try {
      const r = await complete(options.order_id, outcome);
      if (r.outcome === "success") onSuccess(r.fields);
      else onFailure(r.error.description);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog
      open={Boolean(options)}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t("sandbox.title")}
      hideClose
      description={t("sandbox.description")}
    >
      {options ? (
        <div className="space-y-5" data-testid="sandbox-checkout">
          <div className="rounded-xl bg-ivory-100 p-4">
            <p className="text-sm text-ink-600">{options.name}</p>
            <p className="text-sm text-ink-600">{options.description}</p>
            <p className="mt-2 font-display text-3xl text-ink-900" data-testid="sandbox-amount">
              {f.locale === "en-IN" ? rupees2(options.amount) : f.rupees2(options.amount)}
            </p>
            <p className="mt-1 font-mono text-xs text-ink-500">{options.order_id}</p>
          </div>
          <p className="flex items-center gap-2 text-xs text-ink-500">
            <ShieldCheck className="size-4" aria-hidden /> {t("sandbox.signed")}
          </p>
          <div className="flex flex-wrap gap-3">
            <BusyButton
              type="button"
              className="btn-primary"
              busy={busy === "success"}
              disabled={busy !== null}
              onClick={() => void run("success")}
            >
              {t("sandbox.success")}
            </BusyButton>
            <BusyButton
              type="button"
              className="btn-danger"
              busy={busy === "failure"}
              disabled={busy !== null}
              onClick={() => void run("failure")}
            >
              {t("sandbox.failure")}
            </BusyButton>
            <button type="button" className="btn-outline" disabled={busy !== null} onClick={onClose}>
              {t("sandbox.close")}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
