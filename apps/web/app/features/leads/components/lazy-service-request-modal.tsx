import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { commonText } from "~/i18n/texts/common";
import { X } from "lucide-react";
import type { ServiceRequestModalProps } from "./service-request-modal";
import { dialogLook } from "~/components/ui/dialog-look";
import { useServiceRequestTitle } from "./service-request-title";
import { atIdle } from "~/lib/idle";

const loadModal = () => import("./service-request-modal");
// the first open's import starts at idle (lib/idle.ts): the dialog's frame (the Suspense fallback below) paints first,
// and the import's own work (Vite's helper inserts a modulepreload link per dependency) comes after it
const Modal = lazy(
  () => new Promise<Awaited<ReturnType<typeof loadModal>>>((ok, fail) => atIdle(() => loadModal().then(ok, fail))),
);

/**
 * Starts downloading the modal's code (form libraries, dialog) early, when a card is hovered or focused: at idle, so a
 * pointerover does not hold back a tap's answer (lib/idle.ts).
 */
export const preloadServiceRequestModal = () => atIdle(() => void loadModal().catch(() => undefined));

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
 * The request dialog's frame, the same box, title and close button as `Dialog` (components/ui/dialog-look.ts; the
 * request dialog is `max-w-xl`), busy: it closes on Escape, outside click and its close button like the dialog; focus
 * stays on the card that opened it, so the dialog that follows returns it there on closing.
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
      <div className={dialogLook.overlay} aria-hidden onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        className={`${dialogLook.box} max-w-xl`}
      >
        <h2 id={titleId} className={dialogLook.title}>
          {title}
        </h2>
        <div className="mt-4 flex justify-center py-12" role="status" aria-label={t("request.loading")}>
          <span
            className="size-8 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
            aria-hidden
          />
        </div>
        <button type="button" onClick={onClose} className={dialogLook.close} aria-label={tc("dialog.close")}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </>
  );
}
