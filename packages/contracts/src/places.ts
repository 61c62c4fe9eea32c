import { z } from "./z.ts";
import { PlaceSchema } from "./fares/requests.ts";
import { SAVED_PLACE_LABELS, savedPlaceMessages } from "./places-texts.ts";

export * from "./places-texts.ts";

export const SavedPlaceLabelSchema = z.enum(SAVED_PLACE_LABELS, { error: savedPlaceMessages.badLabel });
export const SavedPlaceParamsSchema = z.object({ label: SavedPlaceLabelSchema });

/** PUT body: the place as a trip form sends it (address, GeoJSON point, place id); the server resolves it again. */
export const SavedPlaceRequestSchema = PlaceSchema;
export type SavedPlaceRequest = z.input<typeof SavedPlaceRequestSchema>;

/** A saved place as the server resolved it (the same shape a place input yields: address, {lat, lng}, place id). */
export const SavedPlaceSchema = z.object({
  label: SavedPlaceLabelSchema,
  address: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  placeId: z.string(),
  updatedAt: z.string(),
});
export type SavedPlace = z.infer<typeof SavedPlaceSchema>;

/** GET: the rider's saved places, Home first. */
export const SavedPlacesResponseSchema = z.object({ success: z.literal(true), data: z.array(SavedPlaceSchema) });
export type SavedPlacesResponse = z.infer<typeof SavedPlacesResponseSchema>;
export const SavedPlaceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: SavedPlaceSchema,
});
export type SavedPlaceResponse = z.infer<typeof SavedPlaceResponseSchema>;
