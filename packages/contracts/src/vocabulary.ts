import { z } from "./z.ts";
import { BOOKING_STATUSES, PAYMENT_STATES, SERVICE_VALUES, VEHICLE_CLASSES } from "./vocabulary-values.ts";

/**
 * The vocabulary's schemas. Its values, labels and types are in vocabulary-values.ts (no zod there: the booking
 * forms load them first and zod only where they validate).
 */
export * from "./vocabulary-values.ts";

export const ServiceSchema = z.enum(SERVICE_VALUES);
export const VehicleClassSchema = z.enum(VEHICLE_CLASSES);
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const PaymentStateSchema = z.enum(PAYMENT_STATES);
