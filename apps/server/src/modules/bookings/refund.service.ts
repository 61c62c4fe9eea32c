import type { FastifyInstance } from "fastify";

/**
 * Contract between the bookings/payments module (which implements it) and the operations console (which calls it
 * when an operator declines a booking). Refunds the whole captured amount of a booking through its gateway,
 * idempotently (one refund per booking and reason), records it, and e-mails the rider.
 */
export interface RefundRequest {
  bookingId: string;
  reason: string;
  /** operator or rider who caused it (audit) */
  actorUserId: string | null;
  /** paise; defaults to everything captured and not yet refunded */
  amountPaise?: number;
}

export async function refundBooking(app: FastifyInstance, req: RefundRequest): Promise<{ refunded: number; status: string }> {
  void app;
  void req;
  throw new Error("refundBooking is not implemented yet (payments and bookings issue)");
}
