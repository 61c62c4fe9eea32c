import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CarInputSchema,
  CarPatchSchema,
  CarSchema,
  ChauffeurInputSchema,
  ChauffeurPatchSchema,
  ChauffeurSchema,
  ChauffeurSignOutResponseSchema,
  TimelineQuerySchema,
  TimelineSchema,
  opsPaths,
  ChauffeurListSchema,
  CarListSchema,
  OpsVehicleClassListSchema,
  OpsFleetIdParamsSchema,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import {
  createCar,
  createChauffeur,
  listCars,
  listChauffeurs,
  listVehicleClasses,
  timeline,
  updateCar,
  updateChauffeur,
  signOutChauffeurDevices,
} from "./fleet.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops"];
const IdParams = OpsFleetIdParamsSchema;

function chauffeurRoutes(app: App) {
  app.get(opsPaths.chauffeurs, { schema: { tags, response: { 200: ChauffeurListSchema } } }, async () => ({
    chauffeurs: await listChauffeurs(app.ctx),
  }));
  app.post(
    opsPaths.chauffeurs,
    { schema: { tags, body: ChauffeurInputSchema, response: { 201: ChauffeurSchema } } },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await createChauffeur(app.ctx, { userId: user.id }, req.body));
    },
  );
  app.patch(
    "/api/v1/ops/chauffeurs/:id",
    { schema: { tags, params: IdParams, body: ChauffeurPatchSchema, response: { 200: ChauffeurSchema } } },
    async (req) => {
      const user = await currentUser(req);
      return updateChauffeur(app.ctx, { userId: user.id }, req.params.id, req.body);
    },
  );
  app.post(
    "/api/v1/ops/chauffeurs/:id/sign-out-devices",
    {
      schema: {
        tags,
        summary: "Signs a chauffeur out of every device (a lost or stolen phone)",
        params: IdParams,
        response: { 200: ChauffeurSignOutResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return signOutChauffeurDevices(app.ctx, { userId: user.id }, req.params.id);
    },
  );
}

function carRoutes(app: App) {
  app.get(opsPaths.cars, { schema: { tags, response: { 200: CarListSchema } } }, async () => ({
    cars: await listCars(app.ctx),
  }));
  app.post(
    opsPaths.cars,
    { schema: { tags, body: CarInputSchema, response: { 201: CarSchema } } },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await createCar(app.ctx, { userId: user.id }, req.body));
    },
  );
  app.patch(
    "/api/v1/ops/cars/:id",
    { schema: { tags, params: IdParams, body: CarPatchSchema, response: { 200: CarSchema } } },
    async (req) => {
      const user = await currentUser(req);
      return updateCar(app.ctx, { userId: user.id }, req.params.id, req.body);
    },
  );
}

/** Vehicle classes, chauffeurs, cars and the timeline of each car's bookings. */
export const opsFleetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(opsPaths.vehicleClasses, { schema: { tags, response: { 200: OpsVehicleClassListSchema } } }, async () => ({
    classes: await listVehicleClasses(app.ctx),
  }));
  chauffeurRoutes(app);
  carRoutes(app);
  app.get(
    opsPaths.timeline,
    { schema: { tags, querystring: TimelineQuerySchema, response: { 200: TimelineSchema } } },
    async (req) => timeline(app.ctx, req.query),
  );
};
