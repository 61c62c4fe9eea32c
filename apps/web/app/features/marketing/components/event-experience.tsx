import { ConciergeBell, HeartHandshake, UserRoundCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { eventText } from "~/i18n/texts/marketing-event";
import { EventIllustration } from "./event-illustration";

/** The three promises (event.<key>.title / .text). */
const PILLARS: { icon: LucideIcon; key: "personalised" | "chauffeurs" | "concierge" }[] = [
  { icon: HeartHandshake, key: "personalised" },
  { icon: UserRoundCheck, key: "chauffeurs" },
  { icon: ConciergeBell, key: "concierge" },
];

/**
 * /event-experience: hero 'Make Arrivals Memorable' over its drawn picture (a wedding car under a mandap's garlands),
 * the three promises, then the enquiry form.
 */
export function EventExperience({ form }: { form: ReactNode }) {
  const t = useT(eventText);
  const tm = useT(marketingText);
  return (
    <>
      <section
        className="relative isolate overflow-hidden bg-ink-950 text-ivory-50 md:min-h-[680px]"
        aria-labelledby="event-title"
        data-hero-picture
      >
        <EventIllustration className="absolute inset-0 -z-10 size-full" />
        <div
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/80 to-ink-950/55 md:bg-gradient-to-r md:from-ink-950/95 md:via-ink-950/60 md:to-transparent"
          aria-hidden
        />
        <div className="page-container pb-16 pt-32 md:pb-24 md:pt-40">
          <p className="eyebrow text-gold-400">{t("event.eyebrow")}</p>
          <h1 id="event-title" className="mt-4 max-w-3xl text-[2.75rem] leading-[1.05] sm:text-6xl">
            {t("event.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-7 text-ink-100 sm:text-lg">{t("event.text")}</p>
          <dl className="mt-10 flex gap-10">
            <div className="flex flex-col">
              <dt className="text-sm text-ink-300">{tm("events.weddingsServed")}</dt>
              <dd className="order-first font-display text-4xl text-gold-300">05+</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-sm text-ink-300">{tm("events.venueCollaborations")}</dt>
              <dd className="order-first font-display text-4xl text-gold-300">15+</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="bg-ivory-50 py-14 md:py-20" aria-labelledby="event-form-title">
        <div className="page-container grid gap-12 lg:grid-cols-[1fr_minmax(0,520px)]">
          <div>
            <p className="eyebrow text-gold-700">{t("event.whatYouGet")}</p>
            <h2 className="mt-3 text-3xl md:text-4xl">{t("event.promise")}</h2>
            <ul className="mt-8 space-y-6">
              {PILLARS.map(({ icon: Icon, key }) => (
                <li key={key} className="flex gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-950 text-gold-300">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-sans text-lg font-semibold tracking-normal">{t(`event.${key}.title`)}</h3>
                    <p className="mt-1 leading-7 text-ink-600">{t(`event.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="card p-6 md:p-8">
            <h2 id="event-form-title" className="text-2xl md:text-3xl">
              {t("event.formTitle")}
            </h2>
            <p className="mt-2 text-sm text-ink-600">{t("event.allRequired")}</p>
            <div className="mt-6">{form}</div>
          </div>
        </div>
      </section>
    </>
  );
}
