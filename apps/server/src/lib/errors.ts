/** The one error type of the server: the handler maps it to `{ success: false, message, errors? }`. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code = "error",
    public readonly errors?: Record<string, string[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(400, message, "bad_request", errors);
export const unauthorized = (message = "Authentication required - please login to continue.") => new AppError(401, message, "unauthorized");
export const forbidden = (message = "You do not have access to this resource.") => new AppError(403, message, "forbidden");
export const notFound = (message = "Not found") => new AppError(404, message, "not_found");
export const conflict = (message: string, extra?: Record<string, unknown>) => new AppError(409, message, "conflict", undefined, extra);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, "rate_limited", undefined, retryAfterSeconds ? { retryAfterSeconds } : undefined);
