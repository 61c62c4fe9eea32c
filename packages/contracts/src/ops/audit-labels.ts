/**
 * The console's words for the actions written to `audit_log` (apps/server/src/lib/audit.ts, `writeAudit`): the
 * Activity page and a booking's History show these, never the stored code. `audit-labels.test.ts` reads the server's
 * sources and fails when an action written there has no label here.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "account.restore": "Account restored",
  "alert.acknowledge": "Alert acknowledged",
  "booking.confirm": "Booking confirmed",
  "booking.decline": "Booking declined",
  "booking.start": "Trip started",
  "booking.complete": "Trip completed",
  "booking.no-show": "Marked as no-show",
  "booking.reassign": "Chauffeur or car reassigned",
  "booking.rescheduled": "Pickup time changed",
  "car.create": "Car added",
  "car.update": "Car updated",
  "chauffeur.create": "Chauffeur added",
  "chauffeur.update": "Chauffeur updated",
  "chauffeur.sign_out_devices": "Chauffeur signed out of all devices",
  "chauffeur.sign_in": "Chauffeur signed in",
  "extras.waive": "Extra charges waived",
  "flight.update": "Flight update recorded",
  "lead.status": "Request status changed",
  "lead.note": "Request note added",
  "operator.create": "Operator added",
  "operator.second_factor.setup_started": "Two-step sign-in set-up started",
  "operator.second_factor.setup": "Two-step sign-in set up",
  "operator.second_factor.verify": "Signed in with a two-step code",
  "operator.second_factor.recovery_code_used": "Signed in with a recovery code",
  "operator.second_factor.failure": "Wrong two-step code",
  "operator.second_factor.rate_limited": "Too many two-step codes tried",
  "operator.second_factor.session_ended": "Signed out after wrong two-step codes",
  "operator.second_factor.reset": "Two-step sign-in reset",
  "payment.amount_mismatch": "Payment refused: amount did not match",
  "payment.callback_gateway_unreachable": "Payment return: gateway unreachable",
  "payment.callback_mismatch": "Payment return refused: details did not match",
  "payment.extras_overpaid": "Extras overpaid",
  "payment.late_capture": "Late payment refunded",
  "payment.refund_amount_mismatch": "Refund refused: amount did not match",
  "payment.refund_requested": "Refund requested",
  "payment.refund_unknown": "Refund message for an unknown payment",
  "payment.reschedule_refused": "Time change refused at payment",
  "payment.second_capture": "Second payment refunded",
  "payment.token_foreign": "Payment status link used by another account",
  "payment.token_not_reminted": "Payment status link not issued again",
  "payment.token_refused": "Payment status link refused",
  "payment.token_replayed": "Payment status link replayed",
  "payment.token_unknown": "Unknown payment status link",
  "payment.unauthenticated_failures": "Payment messages with a bad signature",
  "payment.unknown_order": "Payment message for an unknown order",
  "ride.on-my-way": "Chauffeur on the way",
  "ride.arrived": "Chauffeur arrived",
  "ride.start": "Trip started",
  "ride.complete": "Trip completed",
  "ride.no-show": "Rider did not come",
  "ride.pin_wrong": "Wrong Ride PIN entered",
  "ride.pin_reset": "Ride PIN reset",
  "ride.extension_requested": "Extra time requested",
  "ride.extension_accepted": "Extra time accepted",
  "ride.extension_declined": "Extra time declined",
  "ride.overrun": "Trip ran over its time",
  "ride.rating": "Rider rated the trip",
  "ride.share_create": "Trip shared",
  "ride.share_revoke": "Trip sharing stopped",
  "ride.sos": "SOS raised",
  "tariff.publish": "Tariff published",
};

/** An action's words: its label, or (for an action added later without one) its code read as words. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
