/**
 * English texts of the rider's day of the ride (decision record 018): the live trip, sharing it, SOS, the concierge,
 * the rating, and ride extras (extending the ride, paying for extras).
 */
export default {
  "sos.alert": "Alert our team",
} as const satisfies Record<string, string>;
