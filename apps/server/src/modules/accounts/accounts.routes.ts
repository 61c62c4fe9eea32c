import fp from "fastify-plugin";
import type { FastifyBaseLogger, FastifyReply, RawServerDefault } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiPaths,
  authServerMessages as M,
  DeleteAccountRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MeResponseSchema,
  MessageResponseSchema,
  OtpResendRequestSchema,
  OtpResendResponseSchema,
  OtpVerifyRequestSchema,
  ProfileUpdateSchema,
  ProfileUpdateResponseSchema,
  PhoneOtpRequestSchema,
  EmailChangeTokenParamsSchema,
  RecoverAccountRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ResetTokenParamsSchema,
  ResetTokenStatusResponseSchema,
  UserMessageResponseSchema,
  AccountIdParamsSchema,
} from "@chauffeur/contracts";
import { currentUser, requireOperator, requireRider } from "../../plugins/session.ts";
import { isSameOriginRequest } from "../../plugins/security.ts";
import { forbidden } from "../../lib/errors.ts";
import { addressKey } from "../../lib/client-address.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { createAccountsService, toUser } from "./accounts.service.ts";
import { createPasswordHasher } from "./password.ts";
import { placesRoutes } from "./places.routes.ts";

const tags = ["accounts"];

type App = Parameters<FastifyPluginAsyncZod>[0];
type Svc = ReturnType<typeof createAccountsService>;

/** Registration, its code, sign-in and sign-out. */
function signInRoutes(app: App, svc: Svc) {
  app.post(
    apiPaths.register,
    { schema: { tags, body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } } },
    async (req, reply) => {
      const out = await svc.register(req.body, addressKey(req.ip), await requestLocale(req));
      return reply.status(201).send(out);
    },
  );

  app.post(
    apiPaths.otpResend,
    { schema: { tags, body: OtpResendRequestSchema, response: { 200: OtpResendResponseSchema } } },
    async (req) => svc.resendOtp(req.body, addressKey(req.ip)),
  );

  app.post(
    apiPaths.otpVerify,
    { schema: { tags, body: OtpVerifyRequestSchema, response: { 200: UserMessageResponseSchema } } },
    async (req, reply) => {
      const user = await svc.verifyOtp(req.body, addressKey(req.ip));
      await reply.startSession(user.id);
      return { success: true as const, message: M.otpVerified, user: toUser(user) };
    },
  );

  app.post(
    apiPaths.login,
    { schema: { tags, body: LoginRequestSchema, response: { 200: UserMessageResponseSchema } } },
    async (req, reply) => {
      const user = await svc.login(req.body, addressKey(req.ip));
      await reply.startSession(user.id);
      return { success: true as const, message: M.loginOk, user: toUser(user) };
    },
  );

  const logout = async (reply: FastifyReply) => {
    await reply.endSession();
    return { success: true as const, message: M.logoutOk };
  };
  // GET stays for the specification but acts only for a same-origin request: an <img> or link on another site must
  // not sign the rider out (README "Security"). The web app logs out with POST (Origin-checked like every POST).
  app.get(apiPaths.logout, { schema: { tags, response: { 200: MessageResponseSchema } } }, (req, reply) => {
    if (!isSameOriginRequest(req, app.ctx.config.PUBLIC_BASE_URL)) throw forbidden(M.logoutCrossSite);
    return logout(reply);
  });
  app.post(apiPaths.logout, { schema: { tags, response: { 200: MessageResponseSchema } } }, (_req, reply) =>
    logout(reply),
  );
}

/** The signed-in rider's profile and the changes of e-mail and phone. */
function profileRoutes(app: App, svc: Svc) {
  app.get(
    apiPaths.me,
    { schema: { tags, response: { 200: MeResponseSchema } }, preHandler: requireRider },
    async (req) => {
      return { success: true as const, user: toUser(await currentUser(req), app.ctx.clock.now()) };
    },
  );

  app.put(
    apiPaths.meUpdate,
    {
      schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileUpdateResponseSchema } },
      preHandler: requireRider,
    },
    async (req) => svc.updateProfile(await currentUser(req), req.body, addressKey(req.ip)),
  );

  // changing the e-mail: resend or cancel the pending change; the link from the new address confirms it (no session
  // needed: it may be opened on another device; it signs nobody in)
  app.post(
    apiPaths.emailChangeResend,
    { schema: { tags, response: { 200: UserMessageResponseSchema } }, preHandler: requireRider },
    async (req) => svc.resendEmailChange(await currentUser(req)),
  );
  app.delete(
    apiPaths.emailChange,
    { schema: { tags, response: { 200: UserMessageResponseSchema } }, preHandler: requireRider },
    async (req) => svc.cancelEmailChange(await currentUser(req)),
  );
  app.put(
    "/api/v1/user/email/confirm/:token",
    { schema: { tags, params: EmailChangeTokenParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => svc.confirmEmailChange(req.params.token, addressKey(req.ip)),
  );
  // changing the phone: resend the code to the new number
  app.post(
    apiPaths.phoneOtp,
    {
      schema: { tags, body: PhoneOtpRequestSchema, response: { 200: OtpResendResponseSchema } },
      preHandler: requireRider,
    },
    async (req) => svc.resendPhoneOtp(await currentUser(req), req.body.phone, addressKey(req.ip)),
  );
}

/** Deleting an account, recovering it (the rider within 72 hours, an operator until the purge). */
function deletionRoutes(app: App, svc: Svc) {
  app.delete(
    apiPaths.me,
    {
      schema: { tags, body: DeleteAccountRequestSchema, response: { 200: MessageResponseSchema } },
      preHandler: requireRider,
    },
    async (req, reply) => {
      const out = await svc.requestDeletion(await currentUser(req), req.body.password);
      await reply.endSession();
      return out;
    },
  );

  app.put(
    apiPaths.meRecover,
    { schema: { tags, body: RecoverAccountRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => svc.recover(req.body, addressKey(req.ip)),
  );

  // operators (the operations console calls this): restore an account awaiting deletion, also after the 72 hours
  app.post(
    "/api/v1/accounts/:id/restore",
    {
      schema: { tags, params: AccountIdParamsSchema, response: { 200: UserMessageResponseSchema } },
      preHandler: requireOperator,
    },
    async (req) => svc.restoreByOperator((await currentUser(req)).id, req.params.id),
  );
}

/** A forgotten password: the link by e-mail, then the new password. */
function passwordResetRoutes(app: App, svc: Svc) {
  app.post(
    apiPaths.passwordForgot,
    { schema: { tags, body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } } },
    async (req) => svc.forgotPassword(req.body.email, addressKey(req.ip)),
  );

  // the reset page asks when it opens whether its link still works (used, expired): the token is not consumed
  app.get(
    "/api/v1/user/password/reset/:token",
    { schema: { tags, params: ResetTokenParamsSchema, response: { 200: ResetTokenStatusResponseSchema } } },
    async (req) => svc.checkResetToken(req.params.token, addressKey(req.ip)),
  );

  app.put(
    "/api/v1/user/password/reset/:token",
    {
      schema: {
        tags,
        params: ResetTokenParamsSchema,
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (req) => svc.resetPassword(req.params.token, req.body.password, addressKey(req.ip)),
  );
}

/**
 * The accounts API (README "Accounts and security") plus GET /me and POST /otp-resend, registered without
 * encapsulation (`app.accounts`). The reset and confirmation pages' Referrer-Policy, Cache-Control and script policy
 * are set in plugins/security.ts (guardTokenPages).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const hasher = createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    concurrency: config.HASH_CONCURRENCY,
  });
  const svc = createAccountsService(app.ctx, hasher);
  app.decorate("accounts", svc);
  signInRoutes(app, svc);
  profileRoutes(app, svc);
  deletionRoutes(app, svc);
  passwordResetRoutes(app, svc);
  await app.register(placesRoutes); // the rider's saved places, GET/PUT/DELETE /api/v1/user/places
};

export const accountsRoutes = fp<
  Record<never, never>,
  RawServerDefault,
  ZodTypeProvider,
  FastifyBaseLogger,
  FastifyPluginAsyncZod
>(routes, {
  name: "accounts-routes",
});

declare module "fastify" {
  interface FastifyInstance {
    accounts: ReturnType<typeof createAccountsService>;
  }
}
