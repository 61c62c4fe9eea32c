import { z } from "./z.ts";

/**
 * Every `code` the API answers in an error body (`{ success: false, message, code, errors? }`). The server's error
 * helpers take an `AppErrorCode`, so a code outside this list does not compile; the web app branches on these codes,
 * never on message texts. The string values are part of the API: add codes, do not rename them.
 */
export const APP_ERROR_CODES = [
  // generic, from the server's error helpers and the error handler
  "bad_request",
  "validation",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "rate_limited",
  "busy",
  "internal",
  // the framework's body parsing, lower-cased Fastify codes (kept as the API has always answered them)
  "fst_err_ctp_invalid_json_body",
  "fst_err_ctp_empty_json_body",
  "fst_err_ctp_body_too_large",
  "fst_err_ctp_invalid_media_type",
  "fst_err_ctp_invalid_content_length",
  "fst_err_bad_url",
  // accounts
  "verification_required",
  "deletion_requested",
  "otp_wrong",
  "current_password_wrong",
  "recovery_window_expired",
  // operator second factor
  "second_factor_required",
  "second_factor_invalid",
  "second_factor_locked",
  // the day of the ride: the chauffeur's steps and the Ride PIN
  "ride_step_illegal",
  "ride_step_too_early",
  "ride_pin_wrong",
  "ride_pin_locked",
  // quotes and places
  "tariff_missing",
  "places_unavailable",
  // bookings, orders and payments
  "quote_invalid",
  "not_cancellable",
  "unknown_class",
  "no_car_free",
  "too_many_unpaid",
  "already_paid",
  "already_booked",
  "order_expired",
  "order_amount_mismatch",
  "order_mismatch",
  "invalid_token",
  "invalid_signature",
  "gateway_unavailable",
  "refund_failed",
  // the day of the ride: the operations live board
  "alert_already_acknowledged",
  // airport transfers that follow the flight: the console's flight updates
  "booking_closed",
  "flight_final",
  // company accounts
  "gstin_taken",
  "application_pending",
  "last_admin",
  "invitation_used",
  "invitation_revoked",
  "invitation_expired",
  // rides billed to a company: a suspended company, approval too soon, credit, an overdue statement, a decided ride
  "company_suspended",
  "too_soon_for_approval",
  "credit_limit",
  "statement_overdue",
  "already_decided",
  // system
  "database_unavailable",
] as const;

export const AppErrorCodeSchema = z.enum(APP_ERROR_CODES);
export type AppErrorCode = z.infer<typeof AppErrorCodeSchema>;
/** `AppErrorCode.not_found` === "not_found": the values by name. */
export const AppErrorCode = AppErrorCodeSchema.enum;
