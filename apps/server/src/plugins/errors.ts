import fp from "fastify-plugin";
import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { CONTROL_CHARACTER_MESSAGE } from "@chauffeur/contracts";
import { AppError, frameworkErrorCode } from "../lib/errors.ts";
import { controlCharacterMessage } from "./input-guard.ts";
import { localizedValidationMessage, requestLocale } from "../lib/i18n.ts";

/**
 * One error model (decision record 009): every failure answers `{ success: false, message, code, errors? }`,
 * `code` from the `AppErrorCode` enum of the contracts.
 * Validation failures answer 400 with the first message and all field messages; 5xx never shows internals.
 * Messages the catalogues list are answered in the request's language (decision record 017); English by default.
 */
export default fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // a server fault (5xx) answers a fixed English text: its language is not worth a session lookup
    const fault = (error instanceof AppError ? error.status : (error.statusCode ?? 500)) >= 500;
    const locale = await requestLocale(request, { profile: !fault });
    const say = (message: string) => localizedValidationMessage(message, locale);
    if (error instanceof AppError) {
      if (error.status === 429 && error.extra?.retryAfterSeconds)
        reply.header("retry-after", String(error.extra.retryAfterSeconds));
      return reply.status(error.status).send({
        success: false,
        message: say(error.message),
        code: error.code,
        ...(error.errors
          ? { errors: Object.fromEntries(Object.entries(error.errors).map(([f, list]) => [f, list.map(say)])) }
          : {}),
        ...(error.extra ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      let first: string | undefined;
      for (const v of error.validation) {
        const field =
          String(v.instancePath ?? "")
            .replace(/^\//, "")
            .replace(/\//g, ".") || "body";
        (errors[field] ??= []).push(v.message ? say(v.message) : "Invalid value");
        // the shared control-character message names the field at the top level (in English: it names the field)
        first ??=
          v.message === CONTROL_CHARACTER_MESSAGE && locale === "en-IN"
            ? controlCharacterMessage(field)
            : v.message && say(v.message);
      }
      first ??= say("Invalid request");
      return reply.status(400).send({ success: false, message: first, code: "validation", errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply
        .status(500)
        .send({ success: false, message: "Something went wrong on our side. Please try again.", code: "internal" });
    }
    // text PostgreSQL cannot store (a NUL byte, an invalid encoding) that slipped past validation is bad input, not a 500
    const dbCode = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (dbCode === "22021" || dbCode === "22P05") {
      request.log.warn({ sqlstate: dbCode, url: request.routeOptions?.url }, "text refused by the database");
      return reply.status(400).send({
        success: false,
        message: "Remove the unusual control character from your request.",
        code: "bad_request",
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(500)
        .send({ success: false, message: "Something went wrong on our side. Please try again.", code: "internal" });
    }
    const messages: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
      FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty; send a JSON object.",
      FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
      FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type; send JSON.",
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body length does not match its Content-Length.",
    };
    const message = messages[error.code] ?? (status === 404 ? "Not found" : error.message || "Bad request");
    return reply.status(status).send({ success: false, message, code: frameworkErrorCode(error.code, status) });
  });
});
