import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The route table (plus the operator console and the development mailbox).
// Route modules are thin: they compose features from app/features.
const site = [
  layout("routes/site-layout.tsx", [
    index("routes/public/home.tsx"),
    route("about-us", "routes/public/about-us.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("cancellation-refund", "routes/public/cancellation-refund.tsx"),
    route("terms-and-conditions", "routes/public/terms-and-conditions.tsx"),
    route("faq", "routes/public/faq.tsx"),
    route("event-experience", "routes/public/event-experience.tsx"),

    layout("routes/auth/auth-layout.tsx", [
      route("auth", "routes/auth/auth-index.tsx"),
      route("auth/otp-verify/:email/:phone", "routes/auth/otp-verify.tsx"),
      route("auth/password/forgot", "routes/auth/forgot-password.tsx"),
      route("auth/password/reset/:token", "routes/auth/reset-password.tsx"),
    ]),

    route("user", "routes/account/user-index.tsx"),
    route("user/recover-account", "routes/account/recover-account.tsx"),
    // the link e-mailed to a new address (open: it may be read on another device)
    route("user/confirm-email/:token", "routes/account/confirm-email.tsx"),
    // a company invitation's link (open: the person signs in or registers when accepting)
    route("company/join/:token", "routes/account/company-join.tsx"),
    layout("routes/account/protected.tsx", [
      route("user/profile", "routes/account/profile.tsx"),
      route("user/edit", "routes/account/edit-profile.tsx"),
      route("user/bookings", "routes/account/bookings.tsx"),
      route("user/bookings/:id/trip", "routes/account/trip.tsx"),
      route("company", "routes/account/company.tsx"),
      // the approver's link to one ride (companyPages.approval)
      route("company/:companyId/approvals/:bookingId", "routes/account/company-approval.tsx"),
    ]),

    // one shared screen for airport transfers and luxury cars
    route("airport-transfers", "routes/booking/services-screen.tsx", { id: "airport-transfers" }),
    route("luxury-cars", "routes/booking/services-screen.tsx", { id: "luxury-cars" }),
    route("luxury-cars/:id", "routes/booking/services-screen.tsx", { id: "luxury-car" }),
    route("outstation-trips", "routes/booking/outstation-trips.tsx"),
    route("hourly-rental", "routes/booking/hourly-rental.tsx"),
    // one shared fare summary and checkout screen
    route("outstation-trips/fare-summary", "routes/booking/fare-summary.tsx", { id: "fare-summary-outstation" }),
    route("hourly-rental/fare-summary", "routes/booking/fare-summary.tsx", { id: "fare-summary-hourly" }),
    route("airport-transfers/fare-summary", "routes/booking/fare-summary.tsx", { id: "fare-summary-airport" }),
    route("luxury-cars/fare-summary", "routes/booking/fare-summary.tsx", { id: "fare-summary-cab" }),
    route("payment-status", "routes/booking/payment-status.tsx"),

    // an event's quote by its signed link, signed out (README "Weddings and events")
    route("events/quote/:id", "routes/public/event-quote.tsx"),
    // a share link's read-only live trip, signed out (README "The day of the ride")
    route("shared-trip/:token", "routes/public/shared-trip.tsx"),
    // the coordinator's event page, read-only and signed out (README "Weddings and events")
    route("events/live/:token", "routes/public/event-live.tsx"),
    route("dev/outbox", "routes/dev/outbox.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
];

/**
 * The site in every language (decision record 018): the same routes under an optional language segment, so `/faq`,
 * `/hi/faq` and `/or/faq` are one route (one entry in the route manifest every page loads). The page's language comes
 * from the path (app/i18n/locale.tsx); a first segment that is not a language ("/xyz/faq") is not found
 * (routes/site-layout.tsx).
 */
/**
 * The client's event page (README "Weddings and events") in its three languages, spelled out rather than under
 * ":lang?": "/:lang/events/:id" would outrank the console's "ops/*" for "/ops/events/:id" (React Router scores a
 * static segment above a splat) and show the site's not-found page where the console's event should be.
 */
const clientEvent = layout("routes/site-layout.tsx", { id: "event-site-layout" }, [
  layout("routes/account/protected.tsx", { id: "event-protected" }, [
    route("events/:id", "routes/account/event.tsx", { id: "event-en" }),
    route("hi/events/:id", "routes/account/event.tsx", { id: "event-hi" }),
    route("or/events/:id", "routes/account/event.tsx", { id: "event-or" }),
  ]),
]);

export default [
  ...prefix(":lang?", site),
  clientEvent,
  // operator console: its own layout and bundles, never loaded by riders' pages
  route("ops/*", "routes/ops/ops-console.tsx"),
  // the chauffeur app: its own layout, manifest and service worker (scope /driver), never the site's header
  layout("routes/driver/driver-layout.tsx", [
    route("driver", "routes/driver/my-trips.tsx"),
    route("driver/sign-in", "routes/driver/sign-in.tsx"),
    route("driver/trips/:id", "routes/driver/trip.tsx"),
  ]),
] satisfies RouteConfig;
