import { LOW_RATING_ALERT_MAX, rideMessages, type RatingInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { rideRatings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { conflict } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { raiseAlert } from "./alerts.service.ts";
import { isRateable, loadOwnTrip } from "./rider-view.service.ts";

/**
 * The rider rates a completed ride once, 1 to 5 stars with an optional comment (README "The day of the ride"); the
 * rating is kept with the chauffeur for the console's average, and 2 stars or fewer alert operations.
 */
export async function rateRide(ctx: AppContext, user: SessionUser, bookingId: string, input: RatingInput) {
  const trip = await loadOwnTrip(ctx.db, user.id, bookingId);
  if (!isRateable(trip)) throw conflict(rideMessages.rateOnlyCompleted);
  const now = ctx.clock.now();
  const comment = input.comment?.trim() || null;
  const { booking: b, chauffeur } = trip;
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(rideRatings)
      .values({ bookingId, chauffeurId: b.chauffeurId, userId: user.id, stars: input.stars, comment, createdAt: now })
      .onConflictDoNothing({ target: rideRatings.bookingId })
      .returning({ bookingId: rideRatings.bookingId });
    if (!rows.length) throw conflict(rideMessages.alreadyRated);
    if (input.stars <= LOW_RATING_ALERT_MAX) {
      const who = chauffeur ? ` for ${chauffeur.name}` : "";
      const said = comment ? `: "${comment.length > 80 ? `${comment.slice(0, 79)}…` : comment}"` : "";
      await raiseAlert(
        tx,
        {
          kind: "low_rating",
          bookingId,
          message: `${input.stars}-star rating${who} on ${b.reference}${said}`,
          detail: { stars: input.stars, chauffeurId: b.chauffeurId },
        },
        now,
      );
    }
    await writeAudit(
      tx,
      {
        actorUserId: user.id,
        action: "ride.rating",
        entity: "booking",
        entityId: bookingId,
        detail: { stars: input.stars, chauffeurId: b.chauffeurId, comment: Boolean(comment) },
      },
      now,
    );
  });
  return {
    success: true as const,
    message: rideMessages.ratingThanks,
    rating: { stars: input.stars, comment },
  };
}
