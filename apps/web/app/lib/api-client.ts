import { API_TIMEOUT_MS, type AppErrorCode } from "@chauffeur/contracts";
import { API_BASE_URL } from "./env";
import { takeEarlyResponse } from "./early-requests";
import { isLocale, PAGE_LANGUAGE_HEADER } from "@chauffeur/contracts/i18n/locales";

export type ApiFailureKind = "timeout" | "offline" | "network" | "http";

/** A failed call, classified so each screen can pick its catalogue message. */
export class ApiRequestError extends Error {
  constructor(
    public readonly kind: ApiFailureKind,
    public readonly status: number,
    /** the server's message, if it sent one */
    public readonly serverMessage: string | undefined,
    public readonly body: unknown,
  ) {
    super(serverMessage ?? `${kind} ${status}`);
  }
  /** the error's `code` (one of the contracts' AppErrorCode values): screens branch on it, never on message texts */
  get code(): AppErrorCode | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === "string" ? (code as AppErrorCode) : undefined;
  }
  get fieldErrors(): Record<string, string[]> | undefined {
    return (this.body as { errors?: Record<string, string[]> } | undefined)?.errors;
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The page's language (root.tsx keeps <html lang> on it), so the server answers in it (decision record 018). */
function pageLanguageHeader(): Record<string, string> {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? { [PAGE_LANGUAGE_HEADER]: lang } : {};
}

/** The one API client: JSON, cookies sent, the page's language, 10-second timeout. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.onLine === false)
    throw new ApiRequestError("offline", 0, undefined, undefined);
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
    // a GET the shell already started before the app's code arrived (early-requests.ts): its response, once
    const early = method === "GET" && !opts.headers && API_BASE_URL === "" ? takeEarlyResponse(path) : undefined;
    res = await (early
      ? abortable(early, signal)
      : fetch(`${API_BASE_URL}${path}`, {
          method,
          credentials: "include",
          headers: {
            ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
            ...pageLanguageHeader(),
            ...opts.headers,
          },
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
          signal,
        }));
  } catch (e) {
    if (timeout.aborted) throw new ApiRequestError("timeout", 0, undefined, undefined);
    if (typeof navigator !== "undefined" && navigator.onLine === false)
      throw new ApiRequestError("offline", 0, undefined, undefined);
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiRequestError("network", 0, undefined, undefined);
  }
  let body: unknown = undefined;
  const text = await res.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!res.ok) {
    const msg =
      typeof body === "object" && body && "message" in body
        ? String((body as { message: unknown }).message)
        : undefined;
    if (res.status === 401 || res.status === 403 || res.status >= 500) console.warn(`API ${res.status} ${path}`);
    throw new ApiRequestError("http", res.status, msg, body);
  }
  return body as T;
}

/** A response already in flight, given up (rejecting as fetch does, with the signal's reason) when `signal` aborts. */
function abortable(res: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    res.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
