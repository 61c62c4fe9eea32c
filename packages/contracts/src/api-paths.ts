/** Every API path in one registry (the specification's, plus the paths we added). */
export const API_PREFIX = "/api/v1";

export const apiPaths = {
  health: "/api/v1/health",
  // probes (decision record 013): the process is up; it can serve (database, migrations, jobs)
  healthLive: "/api/v1/health/live",
  healthReady: "/api/v1/health/ready",
  appConfig: "/api/v1/config",
  // accounts
  register: "/api/v1/user/register",
  login: "/api/v1/user/login",
  logout: "/api/v1/user/logout",
  me: "/api/v1/user/me",
  meUpdate: "/api/v1/user/me/update",
  meRecover: "/api/v1/user/me/recover",
  otpVerify: "/api/v1/user/otp-verify",
  otpResend: "/api/v1/user/otp-resend",
  passwordForgot: "/api/v1/user/password/forgot",
  passwordReset: (token: string) => `/api/v1/user/password/reset/${encodeURIComponent(token)}`,
  // changing the e-mail (link to the new address) and the phone (code to the new number): docs/security.md §4
  emailChange: "/api/v1/user/me/email-change",
  emailChangeResend: "/api/v1/user/me/email-change/resend",
  emailConfirm: (token: string) => `/api/v1/user/email/confirm/${encodeURIComponent(token)}`,
  phoneOtp: "/api/v1/user/me/phone-otp",
  // places (embedded gazetteer / Google)
  placesSearch: "/api/v1/places/search",
  routePreview: "/api/v1/places/route",
  // fares & bookings
  charges: (service: string) => `/api/v1/bookings/charges/${service}`,
  quote: (id: string) => `/api/v1/bookings/quotes/${id}`,
  order: (service: string) => `/api/v1/bookings/order/${service}`,
  bookings: "/api/v1/bookings",
  booking: (id: string) => `/api/v1/bookings/${id}`,
  cancelBooking: (id: string) => `/api/v1/bookings/cancel/${id}`,
  verifyPaymentToken: "/api/v1/bookings/verify-payment-token",
  paymentCallback: "/api/v1/payments/callback",
  paymentWebhook: "/api/v1/payments/webhook",
  // leads
  serviceRequests: "/api/v1/leads/service-requests",
  eventEnquiries: "/api/v1/leads/event-enquiries",
  // development mailbox (embedded transports only)
  devOutbox: "/api/v1/dev/outbox",
  // operations console
  ops: "/api/v1/ops",
} as const;
