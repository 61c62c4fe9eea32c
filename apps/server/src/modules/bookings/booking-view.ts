import type { AppContext } from "../../context.ts";
import {
  bookingEdgeFields,
  buildFlightView,
  flightFactsFromTrip,
  flightLabels,
  type BookingStatus,
  type BookingView,
  type FlightDirection,
  type FlightState,
  type FlightView,
  type Service,
} from "@chauffeur/contracts";
import { canReschedule } from "./reschedule-plan.ts";

/** A bookings row joined with its latest payment, refund total and invoice number (bookings.repository.ts). */
export type BookingListRow = {
  id: string;
  reference: string;
  user_id: string | null;
  service_type: Service;
  car_type: string;
  status: BookingStatus;
  payment_status: string;
  trip: Record<string, unknown>;
  route: Record<string, unknown>;
  add_ons: Record<string, unknown>;
  amount_paise: number;
  start_time: Date | string;
  end_time: Date | string;
  pending_expires_at: Date | string | null;
  cancellation_fee_paise: number;
  created_at: Date | string;
  gateway: string | null;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  payment_method: string | null;
  refunded_paise: number | null;
  refund_status: string | null;
  invoice_number: string | null;
  /** the stored fare lines (one booking's view only: findBookingView) */
  breakdown?: unknown;
  /** the extras due (booking_extras, decision record 010) */
  extras_due_paise?: number | null;
  /** decision record 011: the flight's tracking row (flight_tracking, owned by modules/flights), when there is one */
  free_cancel_reason?: string | null;
  ft_flight_number?: string | null;
  ft_direction?: FlightDirection | null;
  ft_airport_code?: string | null;
  ft_international?: boolean | null;
  ft_scheduled_at?: Date | string | null;
  ft_estimated_at?: Date | string | null;
  ft_actual_at?: Date | string | null;
  ft_state?: FlightState | null;
  ft_tracking?: "provider" | "manual" | null;
  ft_last_checked_at?: Date | string | null;
};

/** What follows flights on this installation (a booking's flight before its tracking row exists). */
export const flightTrackingOf = (ctx: AppContext): "provider" | "manual" =>
  ctx.adapters.flights.tracks ? "provider" : "manual";

const dateOrNull = (v: Date | string | null | undefined) => (v ? new Date(v) : null);

/**
 * An airport transfer's flight (decision record 011): from its tracking row when the flights module has one, else
 * from the stored trip; `tracking` names what follows it when there is no row yet.
 */
export function flightOf(r: BookingListRow, pickupAt: Date, tracking: "provider" | "manual"): FlightView | null {
  const freeCancellation = Boolean(r.free_cancel_reason) && (r.status === "pending" || r.status === "confirmed");
  if (r.ft_flight_number && r.ft_scheduled_at && r.ft_direction && r.ft_state && r.ft_tracking)
    return buildFlightView({
      flightNumber: r.ft_flight_number,
      direction: r.ft_direction,
      airportCode: r.ft_airport_code ?? "BBI",
      international: Boolean(r.ft_international),
      scheduledAt: new Date(r.ft_scheduled_at),
      estimatedAt: dateOrNull(r.ft_estimated_at),
      actualAt: dateOrNull(r.ft_actual_at),
      state: r.ft_state,
      tracking: r.ft_tracking,
      lastCheckedAt: dateOrNull(r.ft_last_checked_at),
      pickupAt,
      freeCancellation,
    });
  const facts = flightFactsFromTrip({ ...(r.trip ?? {}), service: r.service_type }, pickupAt, tracking);
  return facts ? buildFlightView({ ...facts, freeCancellation }) : null;
}

// one formatter for every booking: constructing Intl formatters is the expensive part
const IST = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
const fmt = (d: Date) => IST.format(d);
type Place = { address?: string; lat?: number; lng?: number };
const place = (p: unknown) => {
  const x = (p ?? {}) as Place;
  return {
    address: String(x.address ?? ""),
    location: { type: "Point" as const, coordinates: [Number(x.lng ?? 0), Number(x.lat ?? 0)] as [number, number] },
  };
};

/** Active: pending or confirmed with pickup not yet past, or ongoing; past: everything else (README). */
export const isActive = (status: string, start: Date, now: Date) =>
  status === "ongoing" || ((status === "pending" || status === "confirmed") && start.getTime() >= now.getTime());

export function toBookingView(
  r: BookingListRow,
  now: Date,
  flightTracking: "provider" | "manual" = "manual",
): BookingView {
  const trip = r.trip ?? {};
  const route = r.route ?? {};
  const start = new Date(r.start_time);
  const returnTime = typeof trip.returnTime === "string" && trip.returnTime ? new Date(String(trip.returnTime)) : null;
  const hours = typeof trip.hours === "number" ? trip.hours : null;
  const durationMin = Number(route.durationMin ?? 0);
  const pickUp = place(trip.pickUp);
  const dropOff = place(trip.dropOff);
  const stops = Array.isArray(trip.stops)
    ? (trip.stops as Place[]).map((s) => ({ address: String(s?.address ?? "") }))
    : [];
  const expires = r.pending_expires_at ? new Date(r.pending_expires_at) : null;
  const unpaid = r.payment_status === "pending" || r.payment_status === "failed";
  const created = new Date(r.created_at);
  return {
    _id: r.id,
    reference: r.reference,
    ...bookingEdgeFields({ service: r.service_type, vehicleClass: r.car_type }),
    status: r.status,
    pickUp,
    dropOff,
    pickupLocation: pickUp.address,
    dropLocation: dropOff.address,
    startTime: start.toISOString(),
    startTimeFormatted: fmt(start),
    returnTime: returnTime && !Number.isNaN(returnTime.getTime()) ? returnTime.toISOString() : null,
    returnTimeFormatted: returnTime && !Number.isNaN(returnTime.getTime()) ? fmt(returnTime) : null,
    isRoundTrip: Boolean(trip.isRoundTrip),
    durationHrs: hours,
    duration: hours
      ? `${hours} hour${hours === 1 ? "" : "s"}`
      : `${Math.floor(durationMin / 60)}h ${Math.round(durationMin % 60)}m`,
    distance: Math.round(Number(route.distanceKm ?? 0) * 10) / 10,
    transferType: (trip.transferType as string | null) ?? null,
    flightNumber: (trip.flightNumber as string | null) ?? null,
    passengerCount: Number(trip.passengerCount ?? 0),
    luggageCount: Number(trip.luggageCount ?? 0),
    stops,
    stopsCount: stops.length,
    fareInRupees: Math.round(r.amount_paise / 100),
    createdAt: created.toISOString(),
    createdAtFormatted: fmt(created),
    addOns: r.add_ons ?? {},
    payment: {
      amount: r.amount_paise,
      paymentStatus: r.payment_status,
      paymentMethod: r.payment_method ?? (r.gateway === "sandbox" ? "sandbox" : null),
      orderId: r.provider_order_id,
      paymentId: r.provider_payment_id,
    },
    cancellationFeePaise: r.cancellation_fee_paise,
    refund: r.refunded_paise ? { amountPaise: Number(r.refunded_paise), status: r.refund_status ?? "pending" } : null,
    canCancel: r.status === "pending" || (Boolean(r.free_cancel_reason) && r.status === "confirmed"),
    canReschedule: canReschedule(r, now),
    canCompletePayment: r.status === "pending" && unpaid && expires !== null && expires.getTime() > now.getTime(),
    pendingExpiresAt: expires ? expires.toISOString() : null,
    invoiceNumber: r.invoice_number,
    extrasDuePaise: Number(r.extras_due_paise ?? 0),
    flight: flightOf(r, start, flightTracking),
    trip,
  };
}

/**
 * The time lines of a booking in messages: an airport arrival's 'Flight lands' and 'Chauffeur meets you at', a
 * departure's 'Flight departs' and 'Pickup time', otherwise 'Pickup time' (decision record 011).
 */
export function timeLines(v: BookingView): string[] {
  const f = v.flight;
  if (f?.direction === "arrival")
    return [
      `${flightLabels.flightLands}: ${fmt(new Date(f.expectedAt))}${f.flightNumber ? ` (flight ${f.flightNumber})` : ""}`,
      `${flightLabels.meetsYouAt}: ${fmt(new Date(f.pickupAt))}`,
    ];
  if (f?.direction === "departure")
    return [
      `${flightLabels.flightDeparts}: ${fmt(new Date(f.expectedAt))}${f.flightNumber ? ` (flight ${f.flightNumber})` : ""}`,
      `${flightLabels.pickupTime}: ${v.startTimeFormatted}`,
    ];
  return [`${flightLabels.pickupTime}: ${v.startTimeFormatted}`];
}
