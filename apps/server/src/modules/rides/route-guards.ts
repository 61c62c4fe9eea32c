import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ApiErrorSchema,
  bookingTexts,
  DEFAULT_LOCALE,
  DRIVER_TRANSITIONS,
  DriverTripParamsSchema,
  isLocale,
  LANG_COOKIE,
  type Locale,
} from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import { AppError } from "../../lib/errors.ts";
import { requestLocale, translator } from "../../lib/i18n.ts";
import { currentUser, requireChauffeur, requireRider } from "../../plugins/session.ts";
import { chauffeurOfUser } from "./driver-auth.service.ts";
import { IllegalStepError, StepsNotYetError, WrongPinError } from "./steps.service.ts";

/**
 * The preamble the rides routes share: the answers a route may give besides 200, the id of a rider's own booking or
 * of a chauffeur's own trip (validated with a message a person can act on), and the role check that comes first.
 * Ownership itself is checked by the services (another rider's booking or chauffeur's trip answers 404).
 */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

export const routeErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** `{ 200: ok, ...routeErrors }`: a route's response schemas. */
export const answers = <T extends z.ZodType>(ok: T) => ({ 200: ok, ...routeErrors });

/** `:id` of a rider's booking. */
export const BookingIdParams = z.object({ id: z.uuid({ error: bookingTexts.bookingNotFound }) });
/** `:id` of a chauffeur's trip (the booking assigned to them). */
export const TripIdParams = DriverTripParamsSchema;

const tags = ["rides"];

/**
 * A rider's route on one of their bookings (`:id`): riders only (requireRider), the params validated first
 * (BookingIdParams unless the route names more).
 */
type Guarded<H, S, P> = { preHandler: H; schema: { tags: string[]; summary: string; params: P } & S };

export function riderBookingRoute<S extends object>(
  summary: string,
  schema: S,
): Guarded<typeof requireRider, S, typeof BookingIdParams>;
export function riderBookingRoute<S extends object, P extends z.ZodType>(
  summary: string,
  schema: S,
  params: P,
): Guarded<typeof requireRider, S, P>;
export function riderBookingRoute(summary: string, schema: object, params: z.ZodType = BookingIdParams) {
  return { preHandler: requireRider, schema: { tags, summary, params, ...schema } };
}

/**
 * A chauffeur's route on one of their trips (`:id`): chauffeurs only (requireChauffeur), the params validated first
 * (TripIdParams unless the route names more).
 */
export function chauffeurTripRoute<S extends object>(
  summary: string,
  schema: S,
): Guarded<typeof requireChauffeur, S, typeof TripIdParams>;
export function chauffeurTripRoute<S extends object, P extends z.ZodType>(
  summary: string,
  schema: S,
  params: P,
): Guarded<typeof requireChauffeur, S, P>;
export function chauffeurTripRoute(summary: string, schema: object, params: z.ZodType = TripIdParams) {
  return { preHandler: requireChauffeur, schema: { tags, summary, params, ...schema } };
}

/** The signed-in chauffeur (after requireChauffeur): refused with 403 while operations keep them inactive. */
export async function signedInChauffeur(app: RoutesApp, req: FastifyRequest) {
  const user = await currentUser(req);
  const ch = await chauffeurOfUser(app.ctx, user.id);
  return { ...ch, userId: user.id };
}

/**
 * The language the chauffeur chose in the app: the `lang` cookie the app's language choice sets (an
 * explicit choice, decision record 017); undefined when there is none. Not the page's language: that may be only the
 * phone's Accept-Language, which must not overwrite a language the chauffeur chose before.
 */
export function chosenLanguage(req: FastifyRequest): Locale | undefined {
  const cookie = req.cookies?.[LANG_COOKIE];
  return isLocale(cookie) ? cookie : undefined;
}

/**
 * An error whose message the error plugin cannot find by its text because it names values — a button pressed at the
 * wrong step names the button and the steps, a wrong Ride PIN the tries left — made in the request's language here,
 * with the driver catalogue's names of the buttons and steps (errors catalogue, `rides.illegalStep`,
 * `rides.pinTriesLeft`). Any other error is returned as it is.
 */
export async function inRequestLanguage(req: FastifyRequest, e: unknown): Promise<unknown> {
  if (!(e instanceof IllegalStepError) && !(e instanceof StepsNotYetError) && !(e instanceof WrongPinError)) return e;
  const locale = await requestLocale(req);
  if (locale === DEFAULT_LOCALE) return e;
  if (e instanceof WrongPinError) {
    const say = translator(locale, "errors");
    const message = `${say("rides.wrongPin")} ${say("rides.pinTriesLeft", { n: e.triesLeft })}`;
    return new AppError(e.status, message, e.code, e.errors, e.extra);
  }
  const names = translator(locale, "driver");
  if (e instanceof StepsNotYetError) {
    const message = translator(locale, "errors")("rides.stepsNotYet", {
      action: names("action.on-my-way"),
      when: formatDateTime(e.opensAt, locale),
    });
    return new AppError(e.status, message, e.code, e.errors, e.extra);
  }
  const message = translator(locale, "errors")("rides.illegalStep", {
    action: names(`action.${e.action}`),
    step: names(`step.${e.step}`),
    from: names(`step.${DRIVER_TRANSITIONS[e.action].from}`),
  });
  return new AppError(e.status, message, e.code, e.errors, e.extra);
}
