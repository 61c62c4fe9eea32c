import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { chauffeurs, users } from "../../db/schema/index.ts";
import { localeOf, templateIn, translator } from "../../lib/i18n.ts";
import { carText, notify, rideFormats } from "../notifications/index.ts";
import type { BookingRow } from "./ride.repository.ts";
import { crewOf, placeOf } from "./ride-notify.ts";
import { insertShare } from "./shares.service.ts";

/**
 * The traveller of a ride booked by someone else (README "Company accounts": a guest, or a colleague the booker
 * chose): by SMS, when the chauffeur is assigned or changed, the ride's reference and time, the chauffeur, the car,
 * the Ride PIN and a live trip link (a share link of the trip, made for them). **Never an amount**: the fare is the
 * booker's and the company's business; the booker keeps getting every message as before. Nothing for a ride the
 * booker takes themselves.
 */
export async function tellTraveller(ctx: AppContext, tx: Tx, b: BookingRow, pin: string) {
  if (!b.travellerPhone || b.travellerUserId === b.userId) return;
  const [traveller] = b.travellerUserId
    ? await tx.select({ language: users.language }).from(users).where(eq(users.id, b.travellerUserId))
    : [];
  const [booker] = b.userId ? await tx.select({ name: users.name }).from(users).where(eq(users.id, b.userId)) : [];
  const [ch] = b.chauffeurId
    ? await tx
        .select({ name: chauffeurs.name, phone: chauffeurs.phone })
        .from(chauffeurs)
        .where(eq(chauffeurs.id, b.chauffeurId))
    : [];
  const locale = traveller ? localeOf(traveller.language) : DEFAULT_LOCALE;
  const t = translator(locale, "notifications");
  const crew = await crewOf(tx, b);
  const now = ctx.clock.now();
  // the traveller's live trip: a read-only share link of the booking, made in the booker's name
  const share = b.userId
    ? await insertShare(ctx, tx, { bookingId: b.id, userId: b.userId, now, reason: "rider" })
    : null;
  const text = t("company.traveller.assigned.sms", {
    brand: ctx.config.BUSINESS_NAME,
    booker: booker?.name ?? ctx.config.BUSINESS_NAME,
    reference: b.reference,
    time: rideFormats(locale).when(b.pickupAt),
    pickup: placeOf(b.trip?.pickUp ?? b.trip?.pickup),
    name: ch?.name ?? crew.chauffeur,
    phone: ch?.phone ?? "",
    car: carText(crew.car, locale),
    pin,
    url: share?.url ?? "",
  });
  await notify(ctx, tx, {
    to: { userId: b.travellerUserId, phone: b.travellerPhone },
    event: "company.traveller_assigned",
    bookingId: b.id,
    sms: { text, template: templateIn("company-traveller-assigned", locale) },
  });
}
