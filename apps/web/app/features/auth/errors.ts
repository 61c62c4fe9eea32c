import { ApiRequestError } from "~/lib/api-client";

/** The server's message if it sent one, else the screen's catalogue fallback. */
export function serverMessageOr(e: unknown, fallback: string): string {
  return e instanceof ApiRequestError && e.kind === "http" && e.serverMessage ? e.serverMessage : fallback;
}
export const statusOf = (e: unknown) => (e instanceof ApiRequestError ? e.status : 0);
export const codeOf = (e: unknown) => (e instanceof ApiRequestError ? e.code : undefined);
