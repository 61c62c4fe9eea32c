import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { commonText } from "~/i18n/texts/common";
import { X } from "lucide-react";
import type { ServiceRequestModalProps } from "./service-request-modal";
import { useServiceRequestTitle } from "./service-request-title";

/** Starts downloading the modal's code (form libraries, dialog) early, e.g. when a card is hovered or focused. */
export const preloadServiceRequestModal = () => import("./service-request-modal");
const Modal = lazy(preloadServiceRequestModal);

/**
 * The service request modal, loaded on first open so the landing page ships none of its code.
 * Once loaded it stays mounted, so closing it animates and reopening is instant.
 * While its code arrives (a first tap on a slow phone), the dialog's frame shows at once with its title and a busy
 * indicator (`DialogFrame`); the form takes its place when it is there.
 */
export function LazyServiceRequestModal(props: ServiceRequestModalProps) {
  const [wanted, setWanted] = useState(props.open);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted && !props.open) return null;
  return (
    <Suspense
      fallback={props.open ? <DialogFrame service={props.service} onClose={() => props.onOpenChange(false)} /> : null}
    >
      <Modal {...props} />
    </Suspense>
  );
}

/**
 * The request dialog's frame, the same box, title and close button as `Dialog` (components/ui/dialog.tsx), busy: it
 * closes on Escape, outside click and its close button like the dialog; focus stays on the card that opened it, so the dialog that follows returns it
 * there on closing.
 */
function DialogFrame({ service, onClose }: { service: string; onClose(): void }) {
  const t = useT(marketingText);
  const tc = useT(commonText);
  const title = useServiceRequestTitle(service);
  const titleId = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <>
      <div className="fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm" aria-hidden onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
      >
        <h2 id={titleId} className="pr-8 font-display text-2xl text-ink-900">
          {title}
        </h2>
        <div className="mt-4 flex justify-center py-12" role="status" aria-label={t("request.loading")}>
          <span
            className="size-8 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
            aria-hidden
          />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="absolute right-4 top-4 rounded-full p-1.5 text-ink-500 hover:bg-ink-100"
          aria-label={tc("dialog.close")}
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </>
  );
}
