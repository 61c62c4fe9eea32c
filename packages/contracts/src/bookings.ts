import { z } from "./z.ts";
import { BookingStatusSchema, ServiceSchema } from "./vocabulary.ts";
import { FlightViewSchema } from "./flights/schemas.ts";
import { EncryptedOptionsSchema } from "./bookings/changes.ts";
import { BillToSchema, BookForSchema } from "./companies/bookings.ts";

export * from "./bookings/changes.ts";

/**
 * Bookings and payments (README "Payments and bookings"). Money is integer paise on the wire; the screens format it
 * (booking payment amounts /100 with two decimals, the payment page amount /100 without decimals).
 */

/** A credit note the rider can download (bookingChangePaths.creditNote). */
export const CreditNoteRefSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number().int(),
  downloadUrl: z.string(),
});
export type CreditNoteRef = z.infer<typeof CreditNoteRefSchema>;

/** The order call: "same as charges" (the checkout form data plus addOns) plus the quote the fare came from. */
export const OrderRequestSchema = z
  .object({
    quoteId: z.uuid({ error: "Invalid booking details provided" }),
    addOns: z.record(z.string(), z.unknown()).optional(),
    /** who travels and who pays (README "Company accounts"); absent: the rider, billed personally */
    bookFor: BookForSchema.optional(),
    billTo: BillToSchema.optional(),
  })
  .loose();
export type OrderRequest = z.infer<typeof OrderRequestSchema>;

export const OrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  options: EncryptedOptionsSchema,
  bookingId: z.string(),
  /** the order's answer names its kind (PlacedOrderResponseSchema); the other checkout answers may leave it out */
  payment: z.literal("checkout").optional(),
  /** the booking's status: `awaiting_approval` when the company's policy sends the ride to an approver */
  status: BookingStatusSchema.optional(),
});
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/**
 * A ride billed to a company on monthly terms (README "Company accounts"): no checkout, the ride goes on the
 * company's account (payment state `on_account`) and straight to the operators' queue, or to an approver.
 */
export const OnAccountOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  payment: z.literal("on_account"),
  status: BookingStatusSchema,
});
export type OnAccountOrderResponse = z.infer<typeof OnAccountOrderResponseSchema>;

/** POST apiPaths.order's answer: a checkout to open (`payment: "checkout"`), or a ride on the company's account. */
export const PlacedOrderResponseSchema = z.discriminatedUnion("payment", [
  OrderResponseSchema.extend({ payment: z.literal("checkout") }),
  OnAccountOrderResponseSchema,
]);
export type PlacedOrderResponse = z.infer<typeof PlacedOrderResponseSchema>;

/** What the options decrypt to: Razorpay Checkout options. */
export const CheckoutOptionsSchema = z.object({
  key: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
  order_id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  callback_url: z.string(),
  prefill: z.object({ name: z.string().optional(), email: z.string().optional(), contact: z.string().optional() }),
  notes: z.record(z.string(), z.string()),
  theme: z.object({ color: z.string() }).optional(),
  /** our gateway: sandbox opens the in-app dialog, razorpay loads Checkout */
  gateway: z.enum(["sandbox", "razorpay"]),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>;

const GeoPlaceSchema = z.object({
  address: z.string(),
  location: z.object({ type: z.literal("Point"), coordinates: z.tuple([z.number(), z.number()]) }),
});

/** A booking as the rider sees it (the specification's Booking, plus the fields our screens need). */
export const BookingViewSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  /** the booking's `Service` (API edge name, see api-edge.ts) */
  rideType: ServiceSchema,
  status: BookingStatusSchema,
  pickUp: GeoPlaceSchema,
  dropOff: GeoPlaceSchema,
  pickupLocation: z.string(),
  dropLocation: z.string(),
  startTime: z.string(),
  startTimeFormatted: z.string(),
  returnTime: z.string().nullable(),
  returnTimeFormatted: z.string().nullable(),
  isRoundTrip: z.boolean(),
  durationHrs: z.number().nullable(),
  duration: z.string(),
  distance: z.number(),
  transferType: z.string().nullable(),
  flightNumber: z.string().nullable(),
  carType: z.string(),
  passengerCount: z.number(),
  luggageCount: z.number(),
  stops: z.array(z.object({ address: z.string() })),
  stopsCount: z.number(),
  fareInRupees: z.number(),
  createdAt: z.string(),
  createdAtFormatted: z.string(),
  addOns: z.record(z.string(), z.unknown()),
  payment: z.object({
    amount: z.number().int(),
    paymentStatus: z.string(),
    paymentMethod: z.string().nullable(),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
  }),
  /** our additions */
  cancellationFeePaise: z.number().int(),
  refund: z.object({ amountPaise: z.number().int(), status: z.string() }).nullable(),
  canCancel: z.boolean(),
  /** a paid pending or confirmed booking whose pickup is more than 30 minutes away: 'Change time' */
  canReschedule: z.boolean(),
  /** an unpaid pending booking whose order has not expired: 'Complete payment' */
  canCompletePayment: z.boolean(),
  pendingExpiresAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /**
   * the booking's credit notes (a refund of an invoiced payment, CGST Act s.34), oldest first: on the rider's one
   * booking (GET /api/v1/bookings/{id}) only, not in the list
   */
  creditNotes: z.array(CreditNoteRefSchema).optional(),
  /** extras due after the ride (waiting, an accepted extension): 'Pay extras' when above 0 (decision record 010) */
  extrasDuePaise: z.number().int(),
  /** an airport transfer's flight: 'Flight lands' and 'Chauffeur meets you at', its state (decision record 011) */
  flight: FlightViewSchema.nullable().optional(),
  /** the stored trip, used by 'Reload Trip' to prefill a new request */
  trip: z.record(z.string(), z.unknown()),
});
export type BookingView = z.infer<typeof BookingViewSchema>;

export const BookingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const BookingsListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    active: z.array(BookingViewSchema),
    past: z.array(BookingViewSchema),
    statistics: z.object({
      totalBookings: z.number().int(),
      active: z.number().int(),
      past: z.number().int(),
      completed: z.number().int(),
    }),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      activePages: z.number().int(),
      pastPages: z.number().int(),
    }),
  }),
});
export type BookingsListResponse = z.infer<typeof BookingsListResponseSchema>;

export const BookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: BookingViewSchema,
});

export const CancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ cancellationFeePaise: z.number().int(), refundPaise: z.number().int(), paymentStatus: z.string() }),
});

export const VerifyPaymentTokenRequestSchema = z.object({ token: z.string().min(1).max(500) });
/** The payment verification result data */
export const PaymentVerificationSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  userId: z.string(),
  bookingId: z.string(),
  serviceType: z.string(),
  amount: z.number().int(),
  pickupLocation: z.string(),
  dropLocation: z.string(),
  /** our additions: the receipt the rider reads first; the ids above stay, in a secondary block */
  reference: z.string(),
  /** the pickup (an airport arrival's: when the chauffeur meets the rider), ISO */
  pickupTime: z.string(),
  /** 'Pickup time', or 'Chauffeur meets you at' for an airport arrival */
  pickupLabel: z.string(),
  vehicleName: z.string(),
  /** what this payment paid: the fare (Pay Now), extras, or a reschedule's difference */
  purpose: z.enum(["fare", "extras", "reschedule"]),
  /** the booking's GST invoice (owner only) once issued, and its calendar file */
  invoiceUrl: z.string().nullable(),
  calendarUrl: z.string(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;
/** `data` is absent while the provider has authorised but not yet captured the payment: the page shows 'Payment Status Unknown'. */
export const VerifyPaymentTokenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PaymentVerificationSchema.optional(),
});

/** The sandbox checkout dialog's call (embedded gateway only). */
export const SandboxCompleteRequestSchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(["success", "failure"]),
});
export const SandboxCompleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  result: z.union([
    z.object({
      outcome: z.literal("success"),
      fields: z.object({
        razorpay_payment_id: z.string(),
        razorpay_order_id: z.string(),
        razorpay_signature: z.string(),
      }),
    }),
    z.object({
      outcome: z.literal("failure"),
      error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
    }),
  ]),
});
export type SandboxCompleteResponse = z.infer<typeof SandboxCompleteResponseSchema>;

/** A booking holds its car from pickup to the estimated end plus this turnaround (cleaning, driving to the next pickup). */
export const TURNAROUND_BUFFER_MIN = 60;

export const PAYMENT_TOKEN_TTL_MIN = 15;

/** At most this many unpaid pending bookings per rider (docs/security.md §3). */
export const MAX_UNPAID_BOOKINGS = 2;
export const bookingTexts = {
  noCarFree: "No car of this class is free at that time. Please choose another vehicle class or another pickup time.",
  quoteInvalid: "This fare has expired. Please check the fare again.",
  onlyPendingCancel: "Only pending bookings can be cancelled.",
  bookingNotFound: "Booking not found",
  orderExpired: "This payment window has expired. Please book again.",
  alreadyPaid: "This booking is already paid.",
  /** the quote already led to a booking that is paid or being paid (the answer names it: `booked`, BookedTripSchema) */
  alreadyBooked: "This trip is already booked",
  paymentRecorded: "Payment verified successfully",
  paymentConfirming: "Your payment is being confirmed. We will e-mail you as soon as it completes.",
  /** unpaid orders cannot hold the fleet (docs/security.md §3) */
  tooManyUnpaid: `You already have ${MAX_UNPAID_BOOKINGS} bookings awaiting payment. Complete payment or cancel one in My Bookings before booking another.`,
} as const;
