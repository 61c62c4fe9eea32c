import fp from "fastify-plugin";
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
 */
export default fp(async (app) => {
  app.addHook("preValidation", (request, _reply, done) => {
    // the query string is parsed only when the address has one: a GET without it, without path parameters and without
    // a body (GET /api/v1/config, the pages) has nothing to check and allocates nothing here
    const query = request.url.includes("?") ? request.query : undefined;
    const { params, body } = request;
    if (query === undefined && body === undefined && isEmpty(params)) return done();
    for (const part of [params, query, body]) {
      const hit = findControlCharacter(part);
      if (hit) {
        const field = hit.join(".");
        return done(badRequest(controlCharacterMessage(field), { [field || "body"]: [CONTROL_CHARACTER_MESSAGE] }));
      }
    }
    done();
  });
});

function isEmpty(params: unknown): boolean {
  for (const _ in params as object) return false;
  return true;
}
