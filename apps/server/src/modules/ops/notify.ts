import { LOCALE, TIME_ZONE } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { enqueueEmail, enqueueSms } from "../notifications/index.ts";
import { tripPlaces, type TripPlacesJson } from "./bookings.repository.ts";

/** What the rider is told at each step of the lifecycle: e-mail and SMS, in the transaction of the change. */
export interface NotifyBooking {
  id: string;
  reference: string;
  userId: string | null;
  amountPaise: number;
  startTime: Date;
  trip: TripPlacesJson;
  serviceType: string;
}
export interface Rider {
  name: string | null;
  email: string | null;
  phone: string | null;
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
  | { kind: "declined"; reason: string; refundedPaise: number };

const when = (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const carLine = (c: { model: string; colour: string; plate: string }) =>
  `${[c.colour, c.model].filter(Boolean).join(" ")}, plate ${c.plate}`;
const money = (paise: number) =>
  `₹${(paise / 100).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function composeMessage(config: Config, b: NotifyBooking, rider: Rider, m: LifecycleMessage) {
  const brand = config.BUSINESS_NAME;
  const hello = `Dear ${rider.name ?? "rider"},`;
  const { pickup } = tripPlaces(b.trip);
  const trip = `booking ${b.reference} (pickup ${when(b.startTime)}${pickup ? ` at ${pickup}` : ""})`;
  const link = `${config.PUBLIC_BASE_URL}/user/bookings`;
  const help = `Questions? Call ${config.BUSINESS_PHONE} or write to ${config.BUSINESS_EMAIL}.`;
  switch (m.kind) {
    case "confirmed":
    case "reassigned": {
      const verb = m.kind === "confirmed" ? "is confirmed" : "has a new chauffeur or car";
      const lines = [
        hello,
        "",
        `Your ${trip} ${verb}.`,
        `Your chauffeur: ${m.chauffeur.name}, ${m.chauffeur.phone}`,
        `Car: ${carLine(m.car)}`,
        `Ride PIN: ${m.pin} (give it to your chauffeur at pickup to start the trip; share it with no one else)`,
        "Your chauffeur will call you before pickup. Follow the trip live in My Bookings.",
        "",
        `Manage your booking: ${link}`,
        help,
      ];
      return {
        subject:
          m.kind === "confirmed"
            ? `Booking ${b.reference} confirmed`
            : `Booking ${b.reference}: chauffeur or car changed`,
        text: lines.join("\n"),
        sms: `${brand}: booking ${b.reference} ${m.kind === "confirmed" ? "confirmed" : "updated"}. Chauffeur ${m.chauffeur.name} ${m.chauffeur.phone}, ${carLine(m.car)}, pickup ${when(b.startTime)}. Ride PIN ${m.pin}.`,
      };
    }
    case "declined": {
      const refund =
        m.refundedPaise > 0
          ? `A full refund of ${money(m.refundedPaise)} has been started; it reaches your account in 3 to 7 business days.`
          : "No payment was taken for this booking.";
      return {
        subject: `Booking ${b.reference} could not be confirmed`,
        text: [
          hello,
          "",
          `We are sorry: we could not confirm your ${trip}.`,
          `Reason: ${m.reason}`,
          refund,
          "",
          help,
        ].join("\n"),
        sms: `${brand}: sorry, booking ${b.reference} could not be confirmed (${m.reason}). ${m.refundedPaise > 0 ? `Refund of ${money(m.refundedPaise)} started, 3-7 business days.` : ""}`.trim(),
      };
    }
  }
}

export async function notifyRider(tx: DbOrTx, config: Config, b: NotifyBooking, rider: Rider, m: LifecycleMessage) {
  const msg = composeMessage(config, b, rider, m);
  const template = `ops.${m.kind}`;
  if (rider.email)
    await enqueueEmail(tx, {
      to: rider.email,
      subject: msg.subject,
      text: msg.text,
      template,
      userId: b.userId,
      bookingId: b.id,
    });
  if (rider.phone)
    await enqueueSms(tx, { to: rider.phone, text: msg.sms, template, userId: b.userId, bookingId: b.id });
}
