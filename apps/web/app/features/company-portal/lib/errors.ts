import { ApiRequestError } from "~/lib/api-client";

/** The server's message for a refused call (docs/ARCHITECTURE.md section 6, "Errors"), else the screen's own words. */
export function messageOf(e: unknown, fallback: string): string {
  return e instanceof ApiRequestError && e.kind === "http" && e.serverMessage ? e.serverMessage : fallback;
}

/** Field errors the server sent (`errors`), each field's first message. */
export function fieldErrorsOf(e: unknown): Array<[string, string]> {
  const fields = e instanceof ApiRequestError ? e.fieldErrors : undefined;
  return Object.entries(fields ?? {}).flatMap(([k, v]) => (v[0] ? [[k, v[0]] as [string, string]] : []));
}
