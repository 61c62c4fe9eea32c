import type { OpsBookingAction } from "./paths.ts";

const DONE: Record<OpsBookingAction, string> = {
  confirm: "confirmed",
  decline: "declined",
  start: "started",
  complete: "completed",
  "no-show": "marked as no-show",
  reassign: "reassigned",
};

/** Clear refusals of the lifecycle: shown as they are to the operator. */
export const opsMessages = {
  notPaid: "Only a paid booking can be confirmed.",
  vehicleClass: (carVehicleClass: string, bookedVehicleClass: string) =>
    `This car is ${carVehicleClass}; the booking is for ${bookedVehicleClass}. Choose a car of the booked class.`,
  carInactive: "This car is not active.",
  carTaken: (plate: string) => `Car ${plate} is already assigned to another trip in this window.`,
  chauffeurInactive: "This chauffeur is not active.",
  chauffeurTaken: (name: string) => `${name} is already assigned to another trip in this window.`,
  notAutomatic: "Only an automatic assignment can be undone; change an operator's choice with Reassign.",
  carUnavailable: (plate: string, reason: string, until: string) =>
    `Car ${plate} is out of service (${reason}) until ${until}.`,
  chauffeurOff: (name: string, kind: string, days: string) => `${name} is on ${kind} ${days}.`,
  licenceExpired: (name: string) => `${name}'s driving licence expires before this trip.`,
  noShowTooEarly: (minutes: number) =>
    `A no-show can be marked only after the chauffeur has waited ${minutes} minutes past pickup time.`,
  illegal: (action: OpsBookingAction, status: string, allowedFrom: string) =>
    `Cannot ${action === "no-show" ? "mark" : action} ${/^[aeiou]/.test(status) ? "an" : "a"} ${status} booking${action === "no-show" ? " as a no-show" : ""}: only ${allowedFrom} bookings can be ${DONE[action]}.`,
  refundFailed: "The refund could not be made, so the booking was not declined. Please try again.",
  duplicatePlate: "A car with this plate already exists.",
  duplicatePhone: "A chauffeur with this phone number already exists.",
  chauffeurSignedOut: (name: string, devices: number) =>
    devices === 0
      ? `${name} was not signed in on any device.`
      : `${name} is signed out of ${devices === 1 ? "1 device" : `${devices} devices`}: the chauffeur app asks for a new code.`,
  duplicateUser: "An account with this phone or e-mail already exists.",
  tariffShape: "The new tariff must keep the same fields as the current one, with non-negative numbers.",
  tariffInvalid: (field: string, problem: string) => `Check the tariff's ${field || "fields"}: ${problem}.`,
} as const;
