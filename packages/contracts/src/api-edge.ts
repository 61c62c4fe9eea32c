import type { Service, VehicleClass } from "./vocabulary.ts";

/**
 * The API edge: the specification fixed the field names riders' and integrators' clients read (`rideType` of a
 * booking, `serviceType` and `carType` of a quote, `carType` of a charge request), so the API keeps them while the
 * code says `service` and `vehicleClass`. Every response builder maps through these functions, so the translation
 * lives in this one file; a test of each endpoint checks the edge names (bookings, fares and ops integration tests).
 *
 * | code           | booking (`BookingView`) | quote (`QuoteData`), ops booking row | charge request | quote trip         | ops car     |
 * |----------------|-------------------------|--------------------------------------|----------------|--------------------|-------------|
 * | `service`      | `rideType`              | `serviceType`                        | path `{service}` | `service`        | —           |
 * | `vehicleClass` | `carType`               | `carType`                            | `carType`      | `requestedCarType` | `vehicleClass` |
 *
 * The payment verification result's `serviceType` carries the service's label (`SERVICE_LABELS`), as it always has.
 */
export interface ServiceAndClass<S extends string = Service, C extends string = VehicleClass> {
  service: S;
  vehicleClass: C;
}

/** A booking's service and class under the names of the specification's Booking. */
export const bookingEdgeFields = <S extends string, C extends string>(v: ServiceAndClass<S, C>) => ({
  rideType: v.service,
  carType: v.vehicleClass,
});

/** A quote's (and an operator's booking row's) service and class under the names of the specification's fare response. */
export const quoteEdgeFields = <S extends string, C extends string>(v: ServiceAndClass<S, C>) => ({
  serviceType: v.service,
  carType: v.vehicleClass,
});

/** The class a charge request asks for (`carType` at the edge), if any. */
export const requestedVehicleClass = (body: { carType?: VehicleClass | null }): VehicleClass | null =>
  body.carType ?? null;
