import { LOCALE, TIME_ZONE, serviceLabel } from "@chauffeur/contracts";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { Attachment } from "../../db/schema/index.ts";
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
export type LifecycleMessage =
  | {
      kind: "confirmed" | "reassigned";
      chauffeur: { name: string; phone: string };
      car: { model: string; plate: string };
    }
  | { kind: "declined"; reason: string; refundedPaise: number }
  | { kind: "completed"; invoiceNumber: string; attachment?: Attachment }
  | { kind: "no_show"; feePaise: number };

const when = (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
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
        `Chauffeur: ${m.chauffeur.name}, ${m.chauffeur.phone}`,
        `Car: ${m.car.model}, plate ${m.car.plate}`,
        "Your chauffeur will call you before pickup.",
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
        sms: `${brand}: booking ${b.reference} ${m.kind === "confirmed" ? "confirmed" : "updated"}. Chauffeur ${m.chauffeur.name} ${m.chauffeur.phone}, ${m.car.model} ${m.car.plate}, pickup ${when(b.startTime)}.`,
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
    case "completed":
      return {
        subject: `Thank you for riding with ${brand}: invoice ${m.invoiceNumber}`,
        text: [
          hello,
          "",
          `Your ${trip} is complete. Thank you for riding with us.`,
          `Invoice ${m.invoiceNumber}: ${serviceLabel(b.serviceType)}, total ${money(b.amountPaise)} (inclusive of GST), GSTIN ${config.GSTIN}.`,
          `${config.BUSINESS_LEGAL_NAME}, ${config.BUSINESS_ADDRESS}.`,
          `${m.attachment ? "Your tax invoice is attached; it" : "Your invoice"} and the trip are under Past in My Bookings: ${link}`,
          "Spotted a problem? Tell us within 7 days.",
          help,
        ].join("\n"),
        sms: `${brand}: trip ${b.reference} complete. Invoice ${m.invoiceNumber}, ${money(b.amountPaise)}. Thank you!`,
      };
    case "no_show":
      return {
        subject: `Booking ${b.reference}: marked as no-show`,
        text: [
          hello,
          "",
          `Your chauffeur waited at the pickup point for more than 30 minutes for your ${trip} and could not reach you.`,
          `As per our policy the booking is closed as a no-show and the full amount of ${money(m.feePaise)} is chargeable.`,
          "",
          help,
        ].join("\n"),
        sms: `${brand}: booking ${b.reference} closed as no-show after a 30-minute wait; the full amount is chargeable.`,
      };
  }
}

export async function notifyRider(tx: DbOrTx, config: Config, b: NotifyBooking, rider: Rider, m: LifecycleMessage) {
  const msg = composeMessage(config, b, rider, m);
  const template = `ops.${m.kind}`;
  const attachments = m.kind === "completed" && m.attachment ? [m.attachment] : undefined;
  if (rider.email)
    await enqueueEmail(tx, {
      to: rider.email,
      subject: msg.subject,
      text: msg.text,
      attachments,
      template,
      userId: b.userId,
      bookingId: b.id,
    });
  if (rider.phone)
    await enqueueSms(tx, { to: rider.phone, text: msg.sms, template, userId: b.userId, bookingId: b.id });
}
