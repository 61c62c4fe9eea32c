import { Car, MessageCircle, Phone } from "lucide-react";
import type { RideView } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

const waLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

/** The chauffeur's photo, or their initial on a gold disc. */
function ChauffeurPhoto({ name, initial, photoUrl }: { name: string; initial: string; photoUrl: string | null }) {
  const t = useT(accountText);
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt={t("chauffeur.photo", { name })}
        className="size-16 shrink-0 rounded-full object-cover ring-2 ring-gold-300"
      />
    );
  return (
    <span
      aria-hidden
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ink-900 font-display text-2xl text-gold-300 ring-2 ring-gold-300"
    >
      {initial}
    </span>
  );
}

/** The Ride PIN: four large digits the rider tells the chauffeur at the start. */
export function RidePin({ pin }: { pin: string }) {
  const t = useT(accountText);
  return (
    <div className="rounded-2xl bg-ink-900 px-5 py-4 text-ivory-50" data-testid="ride-pin">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase" id="ride-pin-label">
        {t("chauffeur.pin")}
      </p>
      <p
        className="mt-1 font-mono text-4xl font-semibold tracking-[0.4em] sm:text-5xl"
        aria-labelledby="ride-pin-label"
        aria-describedby="ride-pin-hint"
      >
        {pin}
      </p>
      <p className="mt-1 text-sm text-ink-300" id="ride-pin-hint">
        {t("chauffeur.pinHint")}
      </p>
    </div>
  );
}

/**
 * 'Your chauffeur': photo or initial, name, call and WhatsApp, the car's model, colour and plate, and the Ride PIN.
 * Used by the trip page and My Bookings' details.
 */
export function ChauffeurCard({ ride, headingLevel = 2 }: { ride: RideView; headingLevel?: 2 | 3 }) {
  const { chauffeur, car, pin } = ride;
  const t = useT(accountText);
  if (!chauffeur) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`chauffeur-${ride.bookingId}`} className="space-y-4" data-testid="your-chauffeur">
      <Heading id={`chauffeur-${ride.bookingId}`} className="font-display text-2xl text-ink-900">
        {t("chauffeur.title")}
      </Heading>
      <div className="flex items-center gap-4">
        <ChauffeurPhoto name={chauffeur.name} initial={chauffeur.initial} photoUrl={chauffeur.photoUrl} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink-900" data-testid="chauffeur-name">
            {chauffeur.name}
          </p>
          {car ? (
            <p className="flex items-center gap-1.5 text-sm text-ink-600">
              <Car className="size-4 shrink-0 text-gold-600" aria-hidden />
              <span>
                {car.model}
                {car.colour ? ` · ${car.colour}` : ""}
              </span>
            </p>
          ) : null}
          {car ? (
            <p
              className="mt-1 inline-block rounded-md border border-ink-300 bg-ivory-50 px-2 py-0.5 font-mono text-sm font-semibold tracking-wider text-ink-900"
              data-testid="car-plate"
            >
              <span className="sr-only">{t("chauffeur.plate")}</span>
              {car.plate}
            </p>
          ) : null}
        </div>
      </div>
      {chauffeur.phone ? (
        <div className="grid grid-cols-2 gap-3">
          <a href={`tel:${chauffeur.phone}`} className="btn-dark min-h-12">
            <Phone className="size-4" aria-hidden />
            {t("chauffeur.call")}
          </a>
          <a href={waLink(chauffeur.phone)} target="_blank" rel="noreferrer" className="btn-outline min-h-12">
            <MessageCircle className="size-4" aria-hidden />
            {t("chauffeur.whatsapp")}
          </a>
        </div>
      ) : null}
      {pin ? <RidePin pin={pin} /> : null}
    </section>
  );
}
