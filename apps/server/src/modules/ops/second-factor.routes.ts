import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  MessageResponseSchema,
  secondFactorMessages as M,
  secondFactorPaths,
  SecondFactorConfirmResponseSchema,
  SecondFactorConfirmSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  SecondFactorVerifyResponseSchema,
  SecondFactorVerifySchema,
  OperatorIdParamsSchema,
} from "@chauffeur/contracts";
import { forbidden, unauthorized } from "../../lib/errors.ts";
import { currentUser, type CurrentSession } from "../../plugins/session.ts";
import { createSecondFactorService } from "./second-factor.service.ts";

const tags = ["ops"];

/** The operator's session whatever its second-factor state (401 without one, 403 for a rider). */
const operatorSession = async (req: FastifyRequest): Promise<CurrentSession> => {
  const s = await req.getAnySession();
  if (!s) throw unauthorized();
  if (s.user.role !== "operator") throw forbidden(M.operatorsOnly);
  return s;
};

/**
 * The only endpoints a 'pending' operator session may call (README "Security"): status, set-up (secret + QR, then
 * confirm → recovery codes once) and verify (TOTP or recovery code). Passing replaces the session with a new token.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = createSecondFactorService(app.ctx);

  // the session is checked on the request itself, before the body is validated (as the console's routes do)
  app.addHook("onRequest", async (req) => {
    await operatorSession(req);
  });

  /** The pending session gives way to a new, passed one (a new token: nothing from before the factor survives). */
  const pass = async (reply: FastifyReply, s: CurrentSession) => {
    // startSession ends the pending session of the request's cookie
    await reply.startSession(s.user.id, { secondFactorPassed: true });
  };

  app.get(
    secondFactorPaths.status,
    {
      schema: {
        tags,
        summary: "Second factor: where the operator stands",
        response: { 200: SecondFactorStatusSchema },
      },
    },
    async (req) => {
      const s = await operatorSession(req);
      return { success: true as const, state: await svc.state(s), user: { name: s.user.name } };
    },
  );

  app.get(
    secondFactorPaths.setup,
    {
      schema: {
        tags,
        summary: "Second factor: the secret to set up (until confirmed)",
        response: { 200: SecondFactorSetupSchema },
      },
    },
    async (req) => {
      const s = await operatorSession(req);
      return { success: true as const, ...(await svc.beginSetup(s)) };
    },
  );

  app.post(
    secondFactorPaths.confirm,
    {
      schema: {
        tags,
        summary: "Second factor: confirm the set-up with a first code",
        body: SecondFactorConfirmSchema,
        response: { 200: SecondFactorConfirmResponseSchema },
      },
    },
    async (req, reply) => {
      const s = await operatorSession(req);
      const recoveryCodes = await svc.confirmSetup(s, req.body.code, req.body.password);
      await pass(reply, s);
      return { success: true as const, message: M.setUpDone, recoveryCodes };
    },
  );

  app.post(
    secondFactorPaths.verify,
    {
      schema: {
        tags,
        summary: "Second factor: a code from the app or a recovery code",
        body: SecondFactorVerifySchema,
        response: { 200: SecondFactorVerifyResponseSchema },
      },
    },
    async (req, reply) => {
      const s = await operatorSession(req);
      const recoveryCodesLeft = await svc.verify(s, req.body);
      if (s.secondFactor !== "passed") await pass(reply, s);
      return { success: true as const, message: M.verified, recoveryCodesLeft };
    },
  );
};

/** Inside the console's scope (a passed operator session): reset another operator's second factor. */
export const secondFactorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = createSecondFactorService(app.ctx);
  app.post(
    "/api/v1/ops/operators/:id/second-factor/reset",
    {
      schema: {
        tags,
        summary: "Reset another operator's second factor",
        params: OperatorIdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => {
      await svc.reset((await currentUser(req)).id, req.params.id);
      return { success: true as const, message: M.resetDone };
    },
  );
};
