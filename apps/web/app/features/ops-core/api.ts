// ops-core is the operations console's shared layer (API helper, shell, tabs, badges, countdowns). The other ops-*
// features import only it and shared ui, never each other; only routes/ops/ops-console.tsx composes them, so all of
// this stays in the console's lazy chunk.
import { AppErrorCode } from "@chauffeur/contracts";
import { apiRequest, ApiRequestError, type RequestOptions } from "~/lib/api-client";

/**
 * The console's calls go through the one API client; failures carry the server's message for the toast. A session
 * that ended (operators: 12 hours after sign-in, or 30 minutes without a request) sends the operator to sign in again.
 */
export async function opsRequest<T>(path: string, opts?: RequestOptions) {
  try {
    return await apiRequest<T>(path, opts);
  } catch (e) {
    if (
      e instanceof ApiRequestError &&
      e.status === 401 &&
      e.code === AppErrorCode.unauthorized &&
      typeof window !== "undefined"
    )
      window.location.assign("/auth");
    throw e;
  }
}

export function errorMessage(e: unknown, fallback = "Something went wrong. Please try again.") {
  if (e instanceof ApiRequestError) {
    if (e.kind === "timeout") return "The server took too long to answer. Please try again.";
    if (e.kind === "offline") return "No internet connection.";
    return e.serverMessage ?? fallback;
  }
  return fallback;
}

export const qs = (params: Record<string, string | number | undefined | null>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};
