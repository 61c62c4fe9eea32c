import { and, asc, eq } from "drizzle-orm";
import {
  fareRuleMessages,
  placeFieldLabel,
  savedPlaceMessages as M,
  type Place,
  type SavedPlace,
  type SavedPlaceLabel,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { riderPlaces } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";
import { placeResolver } from "../fares/index.ts";

/** Saves and removals per rider: generous for people, a ceiling for a script (each save may be a billed lookup). */
export const SAVED_PLACE_CHANGES: RateLimitRule = { limit: 30, windowSeconds: 3600 };

type Row = typeof riderPlaces.$inferSelect;

const toSavedPlace = (r: Row): SavedPlace => ({
  label: r.label,
  address: r.address,
  location: { lat: r.lat, lng: r.lng },
  placeId: r.placeId,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * A rider's saved places ('Home', 'Work'). Only the signed-in rider's own rows are ever read or written
 * (the user id comes from the session, never from the request). A place is saved as the server resolves it, through
 * the same resolver as quotes (its place id, else the server's own geocoding; the browser's coordinates are ignored),
 * so a saved place is a place the quote will accept; quoting resolves it again from its id all the same.
 */
export function createPlacesService(ctx: AppContext) {
  const resolve = placeResolver(ctx);
  const limit = (userId: string) =>
    ctx.rateLimiter.enforce(`places:change:${userId}`, SAVED_PLACE_CHANGES, M.tooManyChanges);

  return {
    async list(userId: string): Promise<SavedPlace[]> {
      const rows = await ctx.db
        .select()
        .from(riderPlaces)
        .where(eq(riderPlaces.userId, userId))
        .orderBy(asc(riderPlaces.label)); // 'home' before 'work'
      return rows.map(toSavedPlace);
    },

    async save(userId: string, label: SavedPlaceLabel, place: Place): Promise<SavedPlace> {
      await limit(userId);
      const resolved = await resolve(place, "place");
      // every resolved place carries its id (gazetteer or provider); one without could not be chosen again
      if (!resolved.placeId) throw badRequest(fareRuleMessages.choosePlace(placeFieldLabel("place")));
      const now = ctx.clock.now();
      const values = {
        address: resolved.address.slice(0, 500),
        placeId: resolved.placeId,
        lat: resolved.lat,
        lng: resolved.lng,
        updatedAt: now,
      };
      const [row] = await ctx.db
        .insert(riderPlaces)
        .values({ userId, label, createdAt: now, ...values })
        .onConflictDoUpdate({ target: [riderPlaces.userId, riderPlaces.label], set: values })
        .returning();
      return toSavedPlace(row);
    },

    async remove(userId: string, label: SavedPlaceLabel): Promise<void> {
      await limit(userId);
      const gone = await ctx.db
        .delete(riderPlaces)
        .where(and(eq(riderPlaces.userId, userId), eq(riderPlaces.label, label)))
        .returning({ label: riderPlaces.label });
      if (!gone.length) throw notFound(M.notSaved(label));
    },
  };
}
