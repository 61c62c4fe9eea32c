/**
 * How much a refund may give back now: what was asked (all that remains when nothing is named), never more than the
 * capture less what was already refunded. Pure, so the booking machine's property test (bookings/lifecycle/
 * machine.test.ts) checks the same rule requestRefund applies.
 */
export function refundablePaise(capturedPaise: number, refundedPaise: number, requestedPaise?: number): number {
  const remaining = Math.max(capturedPaise - refundedPaise, 0);
  return Math.max(Math.min(requestedPaise ?? remaining, remaining), 0);
}
