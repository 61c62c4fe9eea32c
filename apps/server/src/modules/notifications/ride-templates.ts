import { AIRPORT_FREE_WAIT_MIN, LOCALE, NO_SHOW_WAIT_MIN, TIME_ZONE } from "@chauffeur/contracts";

/**
 * What the rider and the chauffeur are told on the day of the ride (README "The day of the ride", issue step 6): the
 * chauffeur on the way (with the ETA), arrived (with the free waiting time of the policy), the trip started, the trip
 * completed (with the invoice), a no-show, a new Ride PIN; and the chauffeur's SMS when a trip is given or taken
 * away. Each message has an e-mail (subject and text) and an SMS; the caller writes them to the outbox.
 */
export interface RideBrand {
  name: string;
  phone: string;
  email: string;
  legalName: string;
  address: string;
  gstin: string;
  baseUrl: string;
}
export interface RideMessageBooking {
  reference: string;
  riderName: string | null;
  pickupAt: Date;
  pickup: string;
  /** the rider's live trip page */
  tripUrl: string;
}
export interface RideCrew {
  chauffeur: string;
  car: { model: string; colour: string; plate: string };
}
export interface RideMessage {
  subject: string;
  text: string;
  sms: string;
}

const when = (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const clock = (d: Date) => d.toLocaleTimeString(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const money = (paise: number) =>
  `₹${(paise / 100).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const carText = (c: RideCrew["car"]) => [c.colour, c.model].filter(Boolean).join(" ") + `, plate ${c.plate}`;

function email(brand: RideBrand, b: RideMessageBooking, subject: string, body: string[], sms: string): RideMessage {
  const help = `Questions? Call ${brand.phone} or write to ${brand.email}.`;
  return {
    subject,
    text: [`Dear ${b.riderName?.trim() || "rider"},`, "", ...body, "", help].join("\n"),
    sms: `${brand.name}: ${sms}`,
  };
}

/** Free waiting at the pickup: an airport arrival's 15 minutes, else the 30 minutes before a no-show may be recorded. */
export const freeWaitMinutes = (airportArrival: boolean) => (airportArrival ? AIRPORT_FREE_WAIT_MIN : NO_SHOW_WAIT_MIN);

export const rideTexts = {
  onMyWay: (brand: RideBrand, b: RideMessageBooking, crew: RideCrew, etaMinutes: number | null) =>
    email(
      brand,
      b,
      `Booking ${b.reference}: your chauffeur is on the way`,
      [
        `${crew.chauffeur} is on the way to ${b.pickup || "your pickup point"} for your pickup at ${when(b.pickupAt)}.`,
        etaMinutes !== null ? `Expected in about ${etaMinutes} min.` : "Follow the car live on your trip page.",
        `Car: ${carText(crew.car)}.`,
        `Follow the car: ${b.tripUrl}`,
      ],
      `${crew.chauffeur} is on the way${etaMinutes !== null ? `, about ${etaMinutes} min away` : ""}. ${crew.car.model} ${crew.car.plate}. Track: ${b.tripUrl}`,
    ),
  arrived: (brand: RideBrand, b: RideMessageBooking, crew: RideCrew, airportArrival: boolean) => {
    const free = freeWaitMinutes(airportArrival);
    const rule = airportArrival
      ? `Your chauffeur waits ${free} minutes free of charge; after that, waiting is ₹100 per 5 minutes.`
      : `Your chauffeur waits ${free} minutes free of charge; after ${free} minutes without you the booking may be closed as a no-show, with the full amount chargeable.`;
    return email(
      brand,
      b,
      `Booking ${b.reference}: your chauffeur has arrived`,
      [
        `${crew.chauffeur} has arrived at ${b.pickup || "your pickup point"} (${carText(crew.car)}).`,
        rule,
        "Give your chauffeur your Ride PIN to start the trip; it is in your booking.",
        `Your trip: ${b.tripUrl}`,
      ],
      `${crew.chauffeur} has arrived (${crew.car.model} ${crew.car.plate}). ${free} min free waiting. Share your Ride PIN to start.`,
    );
  },
  started: (brand: RideBrand, b: RideMessageBooking, at: Date) =>
    email(
      brand,
      b,
      `Booking ${b.reference}: your trip has started`,
      [
        `Your trip started at ${clock(at)}. Have a pleasant ride.`,
        `Share your trip or call for help (SOS) from your trip page: ${b.tripUrl}`,
      ],
      `trip ${b.reference} started at ${clock(at)}. Share trip or SOS: ${b.tripUrl}`,
    ),
  /** the same completion message the console sent before the chauffeur app existed, with the tax invoice */
  completed: (
    brand: RideBrand,
    b: RideMessageBooking,
    m: { invoiceNumber: string; serviceLabel: string; amountPaise: number; attached: boolean },
  ) =>
    email(
      brand,
      b,
      `Thank you for riding with ${brand.name}: invoice ${m.invoiceNumber}`,
      [
        `Your booking ${b.reference} (pickup ${when(b.pickupAt)}${b.pickup ? ` at ${b.pickup}` : ""}) is complete. Thank you for riding with us.`,
        `Invoice ${m.invoiceNumber}: ${m.serviceLabel}, total ${money(m.amountPaise)} (inclusive of GST), GSTIN ${brand.gstin}.`,
        `${brand.legalName}, ${brand.address}.`,
        `${m.attached ? "Your tax invoice is attached; it" : "Your invoice"} and the trip are under Past in My Bookings: ${brand.baseUrl}/user/bookings`,
        "Spotted a problem? Tell us within 7 days.",
      ],
      `trip ${b.reference} complete. Invoice ${m.invoiceNumber}, ${money(m.amountPaise)}. Thank you!`,
    ),
  noShow: (brand: RideBrand, b: RideMessageBooking, feePaise: number) =>
    email(
      brand,
      b,
      `Booking ${b.reference}: marked as no-show`,
      [
        `Your chauffeur waited at the pickup point for more than ${NO_SHOW_WAIT_MIN} minutes for your booking ${b.reference} (pickup ${when(b.pickupAt)}) and could not reach you.`,
        `As per our policy the booking is closed as a no-show and the full amount of ${money(feePaise)} is chargeable.`,
      ],
      `booking ${b.reference} closed as no-show after a ${NO_SHOW_WAIT_MIN}-minute wait; the full amount is chargeable.`,
    ),
  /** an operator reset the Ride PIN after too many wrong tries */
  pinReset: (brandName: string, reference: string, pin: string) =>
    `${brandName}: the Ride PIN of booking ${reference} was reset. Your new Ride PIN is ${pin}. Give it only to your chauffeur at pickup.`,
  /** to a chauffeur given a trip (at confirmation or reassignment) */
  tripAssigned: (brandName: string, b: { reference: string; pickupAt: Date; pickup: string }, appUrl: string) =>
    `${brandName}: new trip ${b.reference}, pickup ${when(b.pickupAt)}${b.pickup ? ` at ${b.pickup}` : ""}. Details in the chauffeur app: ${appUrl}`,
  /** to a chauffeur whose trip was given to someone else */
  tripRemoved: (brandName: string, b: { reference: string; pickupAt: Date }) =>
    `${brandName}: trip ${b.reference} (pickup ${when(b.pickupAt)}) is no longer assigned to you.`,
};
