import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  MessageResponseSchema,
  SavedPlaceParamsSchema,
  SavedPlaceRequestSchema,
  SavedPlaceResponseSchema,
  SavedPlacesResponseSchema,
  savedPlaceMessages as M,
  savedPlacePaths,
} from "@chauffeur/contracts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { createPlacesService } from "./places.service.ts";

const tags = ["accounts"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * The signed-in rider's saved places: GET the list, PUT Home or Work (a place as the trip forms send it,
 * resolved on the server), DELETE one. Every call acts on the session's own rider only.
 */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = createPlacesService(app.ctx);

  app.get(
    savedPlacePaths.list,
    { schema: { tags, response: { 200: SavedPlacesResponseSchema, ...errors } }, preHandler: requireRider },
    async (req) => ({ success: true as const, data: await svc.list((await currentUser(req)).id) }),
  );

  app.put(
    savedPlacePaths.one(":label"),
    {
      schema: {
        tags,
        params: SavedPlaceParamsSchema,
        body: SavedPlaceRequestSchema,
        response: { 200: SavedPlaceResponseSchema, ...errors, 503: ApiErrorSchema },
      },
      preHandler: requireRider,
    },
    async (req) => {
      const { label } = req.params;
      const data = await svc.save((await currentUser(req)).id, label, req.body);
      return { success: true as const, message: M.saved(label), data };
    },
  );

  app.delete(
    savedPlacePaths.one(":label"),
    {
      schema: { tags, params: SavedPlaceParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
      preHandler: requireRider,
    },
    async (req) => {
      const { label } = req.params;
      await svc.remove((await currentUser(req)).id, label);
      return { success: true as const, message: M.removed(label) };
    },
  );
};
