import { ridePages, type Locale } from "@chauffeur/contracts";
import { translator } from "../../lib/i18n.ts";
import type { PushRendering } from "./channels/types.ts";
import { carText, rideFormats, type RideCrew } from "./ride-templates.ts";

/**
 * The installed app's notifications (catalogue `notifications`, keys `push.*`) in the recipient's language: title,
 * body, the page a tap opens (the live trip, the booking, the chauffeur's trip) and a tag, so a newer notification of
 * the same booking and step replaces an older one rather than piling up.
 */
export const pushForms = {
  onMyWay(locale: Locale, b: { id: string; reference: string }, crew: RideCrew, etaMinutes: number | null) {
    const t = translator(locale, "notifications");
    const values = { chauffeur: crew.chauffeur, car: carText(crew.car, locale), reference: b.reference };
    return rendering(
      t("push.onMyWay.title"),
      etaMinutes != null
        ? t("push.onMyWay.bodyEta", { ...values, minutes: etaMinutes })
        : t("push.onMyWay.body", values),
      ridePages.riderTrip(b.id),
      `ride:${b.id}:on_my_way`,
    );
  },
  arrived(locale: Locale, b: { id: string; reference: string }, crew: RideCrew) {
    const t = translator(locale, "notifications");
    const values = { chauffeur: crew.chauffeur, car: carText(crew.car, locale), reference: b.reference };
    return rendering(
      t("push.arrived.title"),
      t("push.arrived.body", values),
      ridePages.riderTrip(b.id),
      `ride:${b.id}:arrived`,
    );
  },
  confirmed(locale: Locale, b: { id: string; reference: string; pickupAt: Date }, crew: RideCrew) {
    const t = translator(locale, "notifications");
    const body = t("push.confirmed.body", {
      chauffeur: crew.chauffeur,
      car: carText(crew.car, locale),
      time: rideFormats(locale).when(b.pickupAt),
    });
    return rendering(t("push.confirmed.title", { reference: b.reference }), body, "/user/bookings", `booking:${b.id}`);
  },
  tripAssigned(locale: Locale, b: { id: string; reference: string; pickupAt: Date }, pickup: string) {
    const t = translator(locale, "notifications");
    const body = t("push.tripAssigned.body", { time: rideFormats(locale).when(b.pickupAt), pickup });
    return rendering(
      t("push.tripAssigned.title", { reference: b.reference }),
      body,
      ridePages.driverTrip(b.id),
      `trip:${b.id}`,
    );
  },
};

const rendering = (title: string, body: string, url: string, tag: string): PushRendering => ({ title, body, url, tag });
