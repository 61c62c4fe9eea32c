import { EMERGENCY_NUMBER, rideMessages } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { conflict } from "../../lib/errors.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { notify, safetySmsTexts } from "../notifications/index.ts";
import { raiseAlert } from "./alerts.service.ts";
import { loadOwnTrip, positionOf, type TripRows } from "./rider-view.service.ts";
import { insertShare } from "./shares.service.ts";

/**
 * SOS presses of one booking that each raise their own alert, share link and SMS in a 10-minute window; presses
 * beyond it are still audited and answered 'help is on the way' (the console already shows five banners).
 */
export const SOS_ALERTS_PER_WINDOW = { limit: 5, windowSeconds: 600 } as const;

export interface SosResult {
  success: true;
  message: string;
  emergencyNumber: string;
  contactAlerted: boolean;
}

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || "a rider";

/** The alert, the SOS share link, the emergency contact's SMS and the audit row: one transaction. */
async function alertEverything(ctx: AppContext, tx: Tx, user: SessionUser, trip: TripRows, now: Date) {
  const { booking: b, car } = trip;
  const plate = car?.plate ?? null;
  const position = positionOf(trip.ride);
  const alertId = await raiseAlert(
    tx,
    {
      kind: "sos",
      bookingId: b.id,
      message: `SOS from ${firstName(user.name)} on ${b.reference}${plate ? ` (${plate})` : ""}`,
      detail: { userId: user.id, chauffeurId: b.chauffeurId, position },
    },
    now,
  );
  const share = await insertShare(ctx, tx, { bookingId: b.id, userId: user.id, reason: "sos", now });
  const contact = user.emergencyContactPhone;
  // in the rider's language (the contact is the rider's family); each language its own DLT template
  const locale = localeOf(user.language);
  await notify(ctx, tx, {
    to: { userId: user.id, phone: contact },
    event: "ride.sos-contact",
    bookingId: b.id,
    sms: () => ({
      text: safetySmsTexts.sosContact({
        brand: ctx.config.BUSINESS_NAME,
        riderName: user.name?.trim() || null,
        plate,
        url: share.url,
        emergencyNumber: EMERGENCY_NUMBER,
        locale,
      }),
      template: templateIn("sos-contact", locale),
    }),
  });
  await writeAudit(
    tx,
    {
      actorUserId: user.id,
      action: "ride.sos",
      entity: "booking",
      entityId: b.id,
      detail: { alertId, shareId: share.row.id, contactAlerted: Boolean(contact), position },
    },
    now,
  );
  return Boolean(contact);
}

/**
 * SOS during an ongoing trip (README "The day of the ride"): alerts the operations console at once (a banner until
 * acknowledged), makes a share link and sends it to the rider's emergency contact by SMS, and writes the audit log.
 */
export async function raiseSos(ctx: AppContext, user: SessionUser, bookingId: string): Promise<SosResult> {
  const trip = await loadOwnTrip(ctx.db, user.id, bookingId);
  if (trip.booking.status !== "ongoing" || trip.ride?.step !== "started") throw conflict(rideMessages.sosOnlyOngoing);
  const now = ctx.clock.now();
  const answer = (contactAlerted: boolean): SosResult => ({
    success: true,
    message: rideMessages.sosSent,
    emergencyNumber: EMERGENCY_NUMBER,
    contactAlerted,
  });
  const hit = await ctx.rateLimiter.hit(`ride-sos:${bookingId}`, SOS_ALERTS_PER_WINDOW);
  if (!hit.allowed) {
    await writeAudit(
      ctx.db,
      {
        actorUserId: user.id,
        action: "ride.sos",
        entity: "booking",
        entityId: bookingId,
        detail: { repeated: true, alerted: false, pressesInWindow: hit.count },
      },
      now,
    );
    return answer(false);
  }
  const contactAlerted = await ctx.db.transaction((tx) => alertEverything(ctx, tx, user, trip, now));
  return answer(contactAlerted);
}
