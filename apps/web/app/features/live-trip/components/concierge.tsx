import { MessageCircle, Phone } from "lucide-react";
import type { RideView } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";

const display = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");

/** 'Contact concierge': our team by phone or WhatsApp while the booking is confirmed or under way. */
export function Concierge({ concierge }: { concierge: RideView["concierge"] }) {
  const t = useT(rideText);
  return (
    <section aria-labelledby="concierge-heading" className="space-y-3">
      <h2 id="concierge-heading" className="font-display text-xl text-ink-900">
        {t("concierge.title")}
      </h2>
      <p className="text-sm text-ink-600">{t("concierge.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <a href={`tel:${concierge.phone}`} className="btn-outline min-h-12">
          <Phone className="size-4" aria-hidden />
          {t("concierge.call")}
        </a>
        <a href={concierge.whatsapp} target="_blank" rel="noreferrer" className="btn-outline min-h-12">
          <MessageCircle className="size-4" aria-hidden />
          {t("concierge.whatsapp")}
        </a>
      </div>
      <p className="text-xs text-ink-500">{display(concierge.phone)}</p>
    </section>
  );
}
