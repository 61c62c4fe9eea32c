import { lazy, Suspense } from "react";

// 'Updates on WhatsApp' on the fare summary (signed-in riders only): its code and words load after the page's. One file per
// page, so each page's own chunk holds its few lines and no page's first JavaScript gains a file.
const Switch = lazy(() => import("./whatsapp-consent-switch").then((m) => ({ default: m.WhatsAppConsentSwitch })));

export function FareSummaryWhatsAppSwitch({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Switch source="fare_summary" className={className} />
    </Suspense>
  );
}
