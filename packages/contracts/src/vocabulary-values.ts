import type { ServiceName } from "./leads.ts";

/**
 * The product's vocabulary, one name per concept (glossary: docs/ARCHITECTURE.md). Inside the code a booking's kind
 * of ride is its `service` and its car category its `vehicleClass`; the API keeps the specification's field names
 * (`rideType`, `serviceType`, `carType`) at its edge, mapped in `api-edge.ts`.
 */

/**
 * The four booking services. The value is the `{service}` path segment of the charge and order calls, the stored
 * `service_type` and the `rideType` of a booking; this order is the specification's (the default is hourly-rental).
 */
export const SERVICE_VALUES = ["hourly-rental", "airport-transfer", "outstation", "cab-booking"] as const;
export type Service = (typeof SERVICE_VALUES)[number];
/** `Service["cab-booking"]` === "cab-booking": the values by name. */
export const Service = Object.fromEntries(SERVICE_VALUES.map((v) => [v, v])) as { readonly [K in Service]: K };

/**
 * The one label of each service on every screen, e-mail and invoice. `cab-booking` is the specification's "cab
 * booking" service type, the city ride a luxury car page books (glossary: docs/ARCHITECTURE.md).
 */
export const SERVICE_LABELS: Record<Service, string> = {
  outstation: "Outstation Trip",
  "hourly-rental": "Hourly Rental",
  "airport-transfer": "Airport Transfer",
  "cab-booking": "Cab Booking",
};
/** The label of a stored or received service value; an unknown value is shown as it is. */
export const serviceLabel = (service: string): string => SERVICE_LABELS[service as Service] ?? service;

/**
 * The catalogue card ("Book {service}" request form) that corresponds to each booking service: the luxury car pages
 * book `cab-booking`, so its card is "Luxury Cars".
 */
export const SERVICE_CATALOGUE_NAMES = {
  outstation: "Outstation Trips",
  "hourly-rental": "Hourly Rentals",
  "airport-transfer": "Airport Transfers",
  "cab-booking": "Luxury Cars",
} as const satisfies Record<Service, ServiceName>;

/** Vehicle classes (seeded in apps/server/src/db/seed/fleet.ts): the API's `carType`, the fleet's class code. */
export const VEHICLE_CLASSES = ["sedan", "suv", "luxury"] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/**
 * A booking's status (the bookings table's `status`). `awaiting_approval`: a company ride the company's policy sends
 * to an approver; it reaches the operators' queue (`pending`) only when approved (README "Company accounts").
 */
export const BOOKING_STATUSES = [
  "awaiting_approval",
  "pending",
  "confirmed",
  "ongoing",
  "completed",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking's payment state (the bookings table's `payment_status`). */
export const PAYMENT_STATES = [
  "pending",
  "paid",
  "failed",
  "refund_pending",
  "refunded",
  "partially_refunded",
  "expired",
  /** a company on monthly terms: nothing paid at booking, the ride billed on the month's statement */
  "on_account",
  /** one car of an event's fleet (a run): paid through its event (the deposit and the balance), never by itself */
  "event",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** One name per vehicle class wherever a booking shows it (the fleet's seeded names: db/seed/fleet.ts). */
export const VEHICLE_CLASS_NAMES: Record<VehicleClass, string> = {
  sedan: "Executive Sedan",
  suv: "Premium SUV",
  luxury: "Luxury Sedan",
};
/** The name of a stored or received class code; an unknown code is shown as it is. */
export const vehicleClassName = (code: string): string => VEHICLE_CLASS_NAMES[code as VehicleClass] ?? code;
