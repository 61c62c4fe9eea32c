import type { AppErrorCode } from "@chauffeur/contracts";

/** The one error type of the server: the handler maps it to `{ success: false, message, code, errors? }`. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: AppErrorCode,
    public readonly errors?: Record<string, string[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, message, "bad_request", errors);
export const unauthorized = (message = "Authentication required - please login to continue.") =>
  new AppError(401, message, "unauthorized");
export const forbidden = (message = "You do not have access to this resource.") =>
  new AppError(403, message, "forbidden");
export const notFound = (message = "Not found") => new AppError(404, message, "not_found");
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, "conflict", undefined, extra);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, "rate_limited", undefined, retryAfterSeconds ? { retryAfterSeconds } : undefined);

/** Fastify's own client errors answer their lower-cased code (as the API always has) when the code is a known one. */
const FRAMEWORK_CODES: Partial<Record<string, AppErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "fst_err_ctp_invalid_json_body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "fst_err_ctp_empty_json_body",
  FST_ERR_CTP_BODY_TOO_LARGE: "fst_err_ctp_body_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "fst_err_ctp_invalid_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "fst_err_ctp_invalid_content_length",
  FST_ERR_BAD_URL: "fst_err_bad_url",
};

/** The code of a framework (non-`AppError`) client error: its known name, else one by status. */
export function frameworkErrorCode(fastifyCode: string | undefined, status: number): AppErrorCode {
  const known = fastifyCode ? FRAMEWORK_CODES[fastifyCode] : undefined;
  if (known) return known;
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return "bad_request";
}
