import { Suspense, lazy, useEffect, useState } from "react";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import type { ServiceRequestModalProps } from "./service-request-modal";

/** Starts downloading the modal's code (form libraries, dialog) early, e.g. when a card is hovered or focused. */
export const preloadServiceRequestModal = () => import("./service-request-modal");
const Modal = lazy(preloadServiceRequestModal);

/**
 * The service request modal, loaded on first open so the landing page ships none of its code.
 * Once loaded it stays mounted, so closing it animates and reopening is instant.
 */
export function LazyServiceRequestModal(props: ServiceRequestModalProps) {
  const [wanted, setWanted] = useState(props.open);
  const t = useT(marketingText);
  useEffect(() => {
    if (props.open) setWanted(true);
  }, [props.open]);
  if (!wanted && !props.open) return null;
  return (
    <Suspense
      fallback={
        props.open ? (
          <div
            className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/60"
            role="status"
            aria-label={t("request.loading")}
          >
            <span
              className="size-8 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
              aria-hidden
            />
          </div>
        ) : null
      }
    >
      <Modal {...props} />
    </Suspense>
  );
}
