import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  ApiErrorSchema,
  DriverMeSchema,
  DriverOtpRequestSchema,
  DriverOtpResponseSchema,
  DriverSignInRequestSchema,
  DriverSignOutResponseSchema,
  DriverTripListSchema,
  DriverTripSchema,
  OnMyWayInputSchema,
  OpsBookingIdParamsSchema,
  PositionsRequestSchema,
  PositionsResponseSchema,
  RidePinInputSchema,
  RidePinResetResponseSchema,
  driverPaths,
  liveOpsPaths,
  type DriverAction,
} from "@chauffeur/contracts";
import {
  DriverLanguageRequestSchema,
  DriverLanguageResponseSchema,
  driverLanguagePath,
} from "@chauffeur/contracts/rides/driver-language";
import { addressKey } from "../../lib/client-address.ts";
import { currentUser, requireChauffeur, requireOperator } from "../../plugins/session.ts";
import { liveTopics, streamLive } from "../live/index.ts";
import {
  chauffeurOfUser,
  driverMe,
  requestDriverOtp,
  setChauffeurLanguage,
  verifyDriverOtp,
} from "./driver-auth.service.ts";
import { resetRidePin, takeDriverStep } from "./driver-steps.service.ts";
import { getDriverTrip, listDriverTrips } from "./driver-trips.service.ts";
import { ingestPositions } from "./positions.service.ts";
import {
  chosenLanguage,
  routeErrors as errors,
  inRequestLanguage,
  signedInChauffeur,
  TripIdParams,
  type RoutesApp as App,
} from "./route-guards.ts";

const tags = ["driver"];
const params = TripIdParams;

/** Phone and SMS code, no password; sign-out and who is signed in. */
function signInRoutes(app: App) {
  const { ctx } = app;
  app.post(
    driverPaths.otp,
    {
      schema: {
        tags,
        summary: "Send a sign-in code by SMS to a chauffeur's phone",
        body: DriverOtpRequestSchema,
        response: { 200: DriverOtpResponseSchema },
      },
    },
    async (req) => requestDriverOtp(ctx, req.body.phone, addressKey(req.ip), chosenLanguage(req)),
  );
  app.post(
    driverPaths.signIn,
    {
      schema: {
        tags,
        summary: "Sign in with the phone and the SMS code",
        body: DriverSignInRequestSchema,
        response: { 200: DriverMeSchema, 400: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      // a language chosen in the app before signing in becomes the chauffeur's (their SMS are written in it)
      const userId = await verifyDriverOtp(ctx, req.body, addressKey(req.ip), chosenLanguage(req));
      // a new session at every sign-in: startSession ends the one the cookie held before
      await reply.startSession(userId);
      return driverMe(await chauffeurOfUser(ctx, userId));
    },
  );
}

/** Who is signed in, their language, and signing out (chauffeurs only: a rider's sign-out must not end here). */
function sessionRoutes(app: App) {
  app.get(
    driverPaths.me,
    { schema: { tags, summary: "The signed-in chauffeur", response: { 200: DriverMeSchema, ...errors } } },
    async (req) => driverMe(await signedInChauffeur(app, req)),
  );
  app.put(
    driverLanguagePath,
    {
      schema: {
        tags,
        summary: "The chauffeur's language (English, Hindi or Odia): their SMS are written in it",
        body: DriverLanguageRequestSchema,
        response: { 200: DriverLanguageResponseSchema, ...errors },
      },
    },
    async (req) => {
      const ch = await signedInChauffeur(app, req);
      await setChauffeurLanguage(app.ctx, ch, req.body.language);
      return { success: true as const, language: req.body.language };
    },
  );
  app.post(
    driverPaths.signOut,
    {
      schema: { tags, summary: "Sign out of the chauffeur app", response: { 200: DriverSignOutResponseSchema } },
    },
    async (_req, reply) => {
      await reply.endSession();
      return { success: true as const };
    },
  );
}

/** 'My trips', a trip, its live stream. */
function tripRoutes(app: App) {
  const { ctx } = app;
  app.get(
    driverPaths.trips,
    {
      schema: { tags, summary: "'My trips': today and upcoming", response: { 200: DriverTripListSchema, ...errors } },
    },
    async (req) => listDriverTrips(ctx, (await signedInChauffeur(app, req)).id),
  );
  app.get(
    driverPaths.trip(":id"),
    {
      schema: { tags, summary: "One of my trips", params, response: { 200: DriverTripSchema, ...errors } },
    },
    async (req) => getDriverTrip(ctx, (await signedInChauffeur(app, req)).id, req.params.id),
  );
  app.get(
    driverPaths.stream,
    {
      schema: { tags, summary: "Server-Sent Events of my trips: snapshot (the list), trips, step, extras" },
    },
    async (req, reply) => {
      const ch = await signedInChauffeur(app, req);
      await streamLive(ctx, req, reply, {
        topics: [liveTopics.chauffeur(ch.id)],
        snapshot: () => listDriverTrips(ctx, ch.id),
      });
      return reply;
    },
  );
}

/** One route per button: 'On my way', 'Arrived', 'Start trip' (with the Ride PIN), 'Complete trip', no-show. */
function stepRoutes(app: App) {
  const { ctx } = app;
  const schema = (summary: string) => ({ tags, summary, params, response: { 200: DriverTripSchema, ...errors } });
  const step = async (req: FastifyRequest & { params: { id: string } }, action: DriverAction, body: object) => {
    const ch = await signedInChauffeur(app, req);
    try {
      return await takeDriverStep(ctx, { id: ch.id, userId: ch.userId }, req.params.id, action, body);
    } catch (e) {
      throw await inRequestLanguage(req, e);
    }
  };
  app.post(
    driverPaths.action(":id", "on-my-way"),
    { schema: { ...schema("On my way"), body: OnMyWayInputSchema.nullish() } },
    async (req) => step(req, "on-my-way", req.body ?? {}),
  );
  app.post(driverPaths.action(":id", "arrived"), { schema: schema("Arrived") }, (req) => step(req, "arrived", {}));
  app.post(
    driverPaths.action(":id", "start"),
    { schema: { ...schema("Start trip (the rider's Ride PIN)"), body: RidePinInputSchema } },
    async (req) => step(req, "start", req.body),
  );
  app.post(driverPaths.action(":id", "complete"), { schema: schema("Complete trip") }, (req) =>
    step(req, "complete", {}),
  );
  app.post(
    driverPaths.action(":id", "no-show"),
    { schema: schema("Rider did not come (after the policy's wait)") },
    (req) => step(req, "no-show", {}),
  );
  app.post(
    driverPaths.positions(":id"),
    {
      schema: {
        tags,
        summary: "Positions of the car (a batch)",
        params,
        body: PositionsRequestSchema,
        response: { 200: PositionsResponseSchema, ...errors },
      },
    },
    async (req) => ingestPositions(ctx, (await currentUser(req)).id, req.params.id, req.body.positions),
  );
}

/**
 * The chauffeur app's API (/api/v1/driver/*, decision record 010): chauffeurs only (requireChauffeur: a guest gets 401,
 * a rider or an operator 403), each trip only its chauffeur's. Also the operators' Ride PIN reset.
 */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  signInRoutes(app);
  // the role is checked on the request itself, before any validation: a guest gets 401, a rider 403, whatever they send
  await app.register(async (scope) => {
    scope.addHook("onRequest", requireChauffeur);
    sessionRoutes(scope);
    tripRoutes(scope);
    stepRoutes(scope);
  });
  app.post(
    liveOpsPaths.resetPin(":id"),
    {
      onRequest: requireOperator,
      schema: {
        tags: ["ops"],
        summary: "Reset a trip's Ride PIN (a new PIN is sent to the rider)",
        params: OpsBookingIdParamsSchema,
        response: { 200: RidePinResetResponseSchema, ...errors },
      },
    },
    async (req) => resetRidePin(app.ctx, (await currentUser(req)).id, req.params.id),
  );
};
