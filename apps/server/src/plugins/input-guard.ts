import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { CONTROL_CHARACTER_MESSAGE, FORBIDDEN_CONTROL } from "@chauffeur/contracts";
import { badRequest } from "../lib/errors.ts";

/** "Remove the unusual control character from name." — the shared message with the field named. */
export const controlCharacterMessage = (field: string) =>
  CONTROL_CHARACTER_MESSAGE.replace("this field", field || "the request");

/** The path of the first string (or object key) holding a forbidden control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return FORBIDDEN_CONTROL.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControlCharacter(value[i], [...path, String(i)], depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (FORBIDDEN_CONTROL.test(k)) return [...path, k.replace(FORBIDDEN_CONTROL, "?")];
    const hit = findControlCharacter(v, [...path, k], depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * The net under the shared schemas (docs/security.md §6): every route's body, query string and path parameters are
 * checked before validation, whatever schema (or none) the route has, so NUL and the other control characters never
 * reach a handler or the database. Tab and line breaks pass here; single-line fields refuse them in their shared
 * schema.
 *
 * The address (path parameters and query string, both parsed by the router before any hook) is checked by
 * `addressRefusal`, called from the security plugin's one `onRequest` hook (plugins/security.ts); the body by a
 * `preValidation` hook on the routes whose method can carry one. A GET or HEAD runs no hook of this plugin: a hook
 * costs a pass through fastify's hook runner on every request (decision record 012).
 */
export default fp(async (app) => {
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((m) => m === "GET" || m === "HEAD")) return;
    // before the route's own preValidation hooks, as a global hook would run
    route.preValidation = [bodyGuard, ...[route.preValidation ?? []].flat()];
  });
});

/** the 400 for a control character in a request's path parameters or query string, or undefined */
export function addressRefusal(request: FastifyRequest): Error | undefined {
  const { params, query } = request;
  if (isEmpty(params) && isEmpty(query)) return undefined; // GET /api/v1/config, most pages: nothing to walk
  return refusal(params) ?? refusal(query);
}

function bodyGuard(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  done(request.body === undefined ? undefined : refusal(request.body));
}

function refusal(part: unknown): Error | undefined {
  const hit = findControlCharacter(part);
  if (!hit) return undefined;
  const field = hit.join(".");
  return badRequest(controlCharacterMessage(field), { [field || "body"]: [CONTROL_CHARACTER_MESSAGE] });
}

function isEmpty(value: unknown): boolean {
  for (const _ in value as object) return false;
  return true;
}
