/** Every path of the day of the ride: the chauffeur app's API, the rider's live trip, sharing, SOS and the live board. */
const D = "/api/v1/driver";
export const driverPaths = {
  otp: `${D}/otp`,
  signIn: `${D}/sign-in`,
  signOut: `${D}/sign-out`,
  me: `${D}/me`,
  trips: `${D}/trips`,
  trip: (id: string) => `${D}/trips/${id}`,
  /** POST: one of DRIVER_ACTIONS (`start` takes { pin }) */
  action: (id: string, action: string) => `${D}/trips/${id}/${action}`,
  positions: (id: string) => `${D}/trips/${id}/positions`,
  /** POST accept | decline an extension the rider asked for */
  extension: (id: string, extraId: string, decision: "accept" | "decline") =>
    `${D}/trips/${id}/extensions/${extraId}/${decision}`,
  /** Server-Sent Events: the chauffeur's list changed (assigned, reassigned, cancelled, extension asked) */
  stream: `${D}/stream`,
} as const;

const B = "/api/v1/bookings";
export const ridePaths = {
  /** GET the rider's live trip: 'Your chauffeur', the Ride PIN, steps, position, ETA, extras, rating */
  ride: (bookingId: string) => `${B}/${bookingId}/ride`,
  /** Server-Sent Events for the rider's trip page */
  stream: (bookingId: string) => `${B}/${bookingId}/stream`,
  /** POST creates a share link; GET lists the active ones */
  shares: (bookingId: string) => `${B}/${bookingId}/shares`,
  /** DELETE revokes a share link */
  share: (bookingId: string, shareId: string) => `${B}/${bookingId}/shares/${shareId}`,
  sos: (bookingId: string) => `${B}/${bookingId}/sos`,
  rating: (bookingId: string) => `${B}/${bookingId}/rating`,
  /** POST { hours }: an hourly rental asks for more time (the chauffeur confirms) */
  extension: (bookingId: string) => `${B}/${bookingId}/extension`,
  /** POST: a gateway order for the extras due ('Pay extras'), settled like Pay Now */
  extrasOrder: (bookingId: string) => `${B}/${bookingId}/extras/order`,
  /** GET a supplementary invoice (PDF) for paid extras */
  extrasInvoice: (bookingId: string) => `${B}/${bookingId}/extras/invoice`,
} as const;

/** The signed-out share page's API: read-only, by unguessable token. */
export const sharedTripPaths = {
  view: (token: string) => `/api/v1/shared-trips/${encodeURIComponent(token)}`,
  stream: (token: string) => `/api/v1/shared-trips/${encodeURIComponent(token)}/stream`,
} as const;

const O = "/api/v1/ops";
export const liveOpsPaths = {
  /** GET today's trips with their step and position, and the open alerts */
  board: `${O}/live`,
  stream: `${O}/live/stream`,
  alerts: `${O}/alerts`,
  acknowledge: (alertId: string) => `${O}/alerts/${alertId}/acknowledge`,
  chauffeurRatings: (chauffeurId: string) => `${O}/chauffeurs/${chauffeurId}/ratings`,
  /** GET every rated chauffeur's average, count and latest comments (the fleet page) */
  ratings: `${O}/chauffeur-ratings`,
  /** POST: an operator resets a locked Ride PIN (a new PIN, sent to the rider) */
  resetPin: (bookingId: string) => `${O}/bookings/${bookingId}/ride-pin`,
} as const;

/** The web app's pages of the day of the ride. */
export const ridePages = {
  driver: "/driver",
  driverSignIn: "/driver/sign-in",
  driverTrip: (id: string) => `/driver/trips/${id}`,
  riderTrip: (bookingId: string) => `/user/bookings/${bookingId}/trip`,
  sharedTrip: (token: string) => `/shared-trip/${token}`,
  opsLive: "/ops/live",
} as const;
