import { localeOf, translator, templateIn } from "../../lib/i18n.ts";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  carText,
  notify,
  pushForms,
  rideFormats,
  whatsappRendering,
  type WhatsAppRendering,
} from "../notifications/index.ts";
import { tripPlaces, type TripPlacesJson } from "./bookings.repository.ts";

/** What the rider is told at each step of the lifecycle: e-mail and SMS, in the transaction of the change. */
export interface NotifyBooking {
  id: string;
  reference: string;
  userId: string | null;
  amountPaise: number;
  pickupAt: Date;
  trip: TripPlacesJson;
  service: string;
}
export interface Rider {
  name: string | null;
  email: string | null;
  phone: string | null;
  /** the profile's language: the messages are written in it; English when absent */
  language?: string | null;
}
/** The console's messages; the ride's steps (start, complete, no-show) are told by rides/ride-notify.ts. */
export type LifecycleMessage =
  | {
      kind: "confirmed" | "reassigned";
      chauffeur: { name: string; phone: string };
      car: { model: string; colour: string; plate: string };
      /** the Ride PIN the rider gives the chauffeur to start the trip (decision record 010) */
      pin: string;
    }
  | { kind: "declined"; reason: string; refundedPaise: number }
  /** an automatic assignment undone (dispatch): the details and PIN sent earlier no longer hold */
  | { kind: "unassigned" };

/**
 * The message in the rider's language (catalogue `notifications`, keys `ops.*`; English is the text sent before,
 * letter for letter). The decline's reason is the operator's own words, as typed.
 */
export function composeMessage(config: Config, b: NotifyBooking, rider: Rider, m: LifecycleMessage) {
  const locale = localeOf(rider.language);
  const t = translator(locale, "notifications");
  const { when, money } = rideFormats(locale);
  const brand = config.BUSINESS_NAME;
  const hello = rider.name != null ? t("ride.dear", { name: rider.name }) : t("ride.dearAnonymous");
  const { pickup } = tripPlaces(b.trip);
  const time = when(b.pickupAt);
  const trip = pickup
    ? t("ops.tripAt", { reference: b.reference, time, place: pickup })
    : t("ops.trip", { reference: b.reference, time });
  const link = `${config.PUBLIC_BASE_URL}/user/bookings`;
  const help = t("ride.help", { phone: config.BUSINESS_PHONE, email: config.BUSINESS_EMAIL });
  switch (m.kind) {
    case "confirmed":
    case "reassigned": {
      const car = carText(m.car, locale);
      const lines = [
        hello,
        "",
        t(m.kind === "confirmed" ? "ops.confirmed.line" : "ops.reassigned.line", { trip }),
        t("ops.chauffeur", { name: m.chauffeur.name, phone: m.chauffeur.phone }),
        t("ops.car", { car }),
        t("ops.pin", { pin: m.pin }),
        t("ops.call"),
        "",
        t("ops.manage", { url: link }),
        help,
      ];
      return {
        subject: t(m.kind === "confirmed" ? "ops.confirmed.subject" : "ops.reassigned.subject", {
          reference: b.reference,
        }),
        text: lines.join("\n"),
        sms: t(m.kind === "confirmed" ? "ops.confirmed.sms" : "ops.reassigned.sms", {
          brand,
          reference: b.reference,
          name: m.chauffeur.name,
          phone: m.chauffeur.phone,
          car,
          time,
          pin: m.pin,
        }),
      };
    }
    case "unassigned":
      return {
        subject: t("ops.unassigned.subject", { reference: b.reference }),
        text: [hello, "", t("ops.unassigned.line", { trip }), "", t("ops.manage", { url: link }), help].join("\n"),
        sms: t("ops.unassigned.sms", { brand, reference: b.reference, time }),
      };
    case "declined": {
      const amount = money(m.refundedPaise);
      const refund = m.refundedPaise > 0 ? t("ops.declined.refund", { amount }) : t("ops.declined.noPayment");
      const sms = { brand, reference: b.reference, reason: m.reason, amount };
      return {
        subject: t("ops.declined.subject", { reference: b.reference }),
        text: [
          hello,
          "",
          t("ops.declined.sorry", { trip }),
          t("ops.declined.reason", { reason: m.reason }),
          refund,
          "",
          help,
        ].join("\n"),
        sms: m.refundedPaise > 0 ? t("ops.declined.smsRefund", sms) : t("ops.declined.sms", sms),
      };
    }
  }
}

/** The WhatsApp template of a lifecycle step (sent only to a rider who opted in; notify decides). */
function whatsappForm(b: NotifyBooking, rider: Rider, m: LifecycleMessage): WhatsAppRendering | undefined {
  const locale = localeOf(rider.language);
  if (m.kind === "confirmed" || m.kind === "reassigned")
    return whatsappRendering("chauffeur_details", locale, [
      b.reference,
      m.chauffeur.name,
      `${carText(m.car, locale)}`,
      m.pin,
    ]);
  if (m.kind === "declined") {
    const { money } = rideFormats(locale);
    const t = translator(locale, "notifications");
    const refund =
      m.refundedPaise > 0 ? t("ops.declined.refund", { amount: money(m.refundedPaise) }) : t("ops.declined.noPayment");
    return whatsappRendering("booking_cancelled", locale, [b.reference, refund]);
  }
  return undefined;
}

export async function notifyRider(tx: DbOrTx, config: Config, b: NotifyBooking, rider: Rider, m: LifecycleMessage) {
  const msg = composeMessage(config, b, rider, m);
  const whatsapp = whatsappForm(b, rider, m);
  const template = templateIn(`ops.${m.kind}`, localeOf(rider.language));
  await notify({ config }, tx, {
    to: { userId: b.userId, email: rider.email, phone: rider.phone },
    event: `booking.${m.kind}`,
    bookingId: b.id,
    email: { subject: msg.subject, text: msg.text, template },
    sms: { text: msg.sms, template },
    ...(whatsapp ? { whatsapp } : {}),
    // the installed app's notification, on the devices the rider allowed it on
    push:
      m.kind === "confirmed"
        ? () => pushForms.confirmed(localeOf(rider.language), b, { chauffeur: m.chauffeur.name, car: m.car })
        : undefined,
  });
}
