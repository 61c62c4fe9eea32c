import { useMemo } from "react";
import {
  BOOKING_STATUSES,
  PAYMENT_STATES,
  SERVICE_CATALOGUE_NAMES,
  SERVICE_LABELS,
  type Service,
} from "@chauffeur/contracts";
import type en from "@chauffeur/contracts/i18n/en-IN/account";
import { useLocale, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

// the classes also paint the shell's list before any script (apps/web/rider-sw/bookings-painter.ts)
export { paymentClass, statusClass } from "./status-classes";

export const paymentLabel = (s: string) => s.replace(/_/g, " ");

/** The service's one label (contracts' SERVICE_LABELS). */
export const rideLabel = (service: Service) => SERVICE_LABELS[service];

type AccountKey = keyof typeof en;

/**
 * A booking's status, payment state, refund state and service in the page's language: English shows the values as
 * before (the card capitalises them); a value without a translation is shown as it is.
 */
export function useStatusLabels() {
  const t = useT(accountText);
  const { locale } = useLocale();
  return useMemo(() => {
    const known = (key: string, raw: string) => (locale === "en-IN" ? raw : t(key as AccountKey)) || raw;
    const has = (key: string) => key in STATUS_KEYS;
    return {
      status: (s: string) => (has(`status.${s}`) ? known(`status.${s}`, s) : s),
      payment: (s: string) => (has(`payment.${s}`) ? known(`payment.${s}`, paymentLabel(s)) : paymentLabel(s)),
      refund: (s: string) => (has(`refund.${s}`) ? known(`refund.${s}`, s) : s),
      ride: (r: Service) => (has(`service.${r}`) ? known(`service.${r}`, rideLabel(r)) : rideLabel(r)),
    };
  }, [t, locale]);
}

const STATUS_KEYS: Record<string, true> = Object.fromEntries(
  [
    ...BOOKING_STATUSES.map((s) => `status.${s}`),
    ...PAYMENT_STATES.map((s) => `payment.${s}`),
    // the refunds table's states (migration 0701)
    ...["pending", "processed", "failed"].map((s) => `refund.${s}`),
    ...Object.keys(SERVICE_LABELS).map((s) => `service.${s}`),
  ].map((k) => [k, true]),
);

/** The catalogue name a 'Reload Trip' request form is titled with ('Book {service}'). */
export const requestServiceName = (service: Service) => SERVICE_CATALOGUE_NAMES[service];
