import {
  CANCELLATION_FEE_PAISE,
  FREE_CANCEL_MINUTES,
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  AIRPORT_FREE_WAIT_MIN,
  CONFIRMATION_MINUTES,
  NO_SHOW_WAIT_MIN,
} from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/** The booking policy box. */
export function BookingPolicy({ airport }: { airport?: boolean }) {
  const t = useT(bookingText);
  return (
    <aside
      className="rounded-2xl border border-gold-300 bg-ivory-100 p-5 text-sm text-ink-700"
      aria-labelledby="policy-title"
    >
      <h2 id="policy-title" className="font-sans text-base font-semibold text-ink-900">
        {t("policy.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("policy.cancel", { free: FREE_CANCEL_MINUTES, fee: CANCELLATION_FEE_PAISE / 100 })}</li>
        <li>{t("policy.confirm", { n: CONFIRMATION_MINUTES })}</li>
        <li>{t("policy.wait", { n: NO_SHOW_WAIT_MIN })}</li>
        {airport ? (
          <li>
            {t("policy.airport", {
              free: AIRPORT_FREE_WAIT_MIN,
              domestic: AIRPORT_BUFFER_DOMESTIC_MIN,
              international: AIRPORT_BUFFER_INTERNATIONAL_MIN,
              extra: AIRPORT_EXTRA_PER_5_MIN_RUPEES,
            })}
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
