import { useCallback, useMemo } from "react";
import type { DriverTrip } from "@chauffeur/contracts";
import { flightStatusMessage } from "@chauffeur/contracts/flights/messages";
import { DEFAULT_LOCALE } from "@chauffeur/contracts/i18n/locales";
import { bootLocale, textsIn, useLocale, useT, type T } from "~/i18n";
import { driverText, type DriverKey } from "~/i18n/texts/driver";
import { errorMessage } from "../api/driver-api";
import { clockTime, shortDay, whenTime } from "./time";

/**
 * The chauffeur app's words in the app's language (the `lang` cookie: /driver has no /hi or /or prefix; the menu's
 * language choice sets it). English is the specification's text exactly.
 */
export function useDriverText() {
  const t = useT(driverText);
  const { locale } = useLocale();
  return useMemo(
    () => ({
      t,
      locale,
      english: locale === DEFAULT_LOCALE,
      clock: (d: string | Date) => clockTime(d, locale),
      day: (d: string | Date) => shortDay(d, locale),
      when: (d: string | Date, now: Date | number) => whenTime(d, now, locale),
    }),
    [t, locale],
  );
}

/** A chauffeur-app page's title (route `meta`): /driver has no language prefix, so the tab's language (the cookie). */
export function driverTitle(key: "meta.signIn" | "meta.myTrips" | "meta.trip" | "meta.schedule"): string {
  return textsIn(bootLocale(), driverText)(key);
}

/** The server's message for a refused request (already in the app's language), or the app's own sentence. */
export function useErrorText(): (e: unknown) => string {
  const t = useT(driverText);
  return useCallback((e: unknown) => errorMessage(e, t), [t]);
}

/** The service's name: the server's label in English (as before), the catalogue's in Hindi and Odia. */
export function serviceText(trip: Pick<DriverTrip, "service" | "serviceLabel">, t: T<DriverKey>, english: boolean) {
  const key = `service.${trip.service}` as DriverKey;
  if (english || !(key in SERVICE_KEYS)) return trip.serviceLabel;
  return t(key);
}
const SERVICE_KEYS: Record<string, 1> = {
  "service.outstation": 1,
  "service.hourly-rental": 1,
  "service.airport-transfer": 1,
  "service.cab-booking": 1,
};

type Flight = NonNullable<DriverTrip["flight"]>;
/**
 * A flight's state in one line: the server's line in English (contracts' flightStatusText), the same rules in Hindi
 * and Odia with the time in the app's language.
 */
export function flightStatus(f: Flight, t: T<DriverKey>, english: boolean, clock: (d: string) => string): string {
  if (english) return f.statusText;
  const { key, min } = flightStatusMessage({ ...f, tracked: f.tracking === "provider" });
  return t(key, { min: min ?? 0, time: clock(f.expectedAt) });
}
