export const OPS_BASE = "/api/v1/ops";
export const opsPaths = {
  bookings: `${OPS_BASE}/bookings`,
  booking: (id: string) => `${OPS_BASE}/bookings/${id}`,
  bookingAction: (id: string, action: OpsBookingAction) => `${OPS_BASE}/bookings/${id}/${action}`,
  bookingCandidates: (id: string) => `${OPS_BASE}/bookings/${id}/candidates`,
  vehicleClasses: `${OPS_BASE}/vehicle-classes`,
  chauffeurs: `${OPS_BASE}/chauffeurs`,
  chauffeur: (id: string) => `${OPS_BASE}/chauffeurs/${id}`,
  /** POST: signs the chauffeur out of every device (sessions deleted; audited) */
  chauffeurSignOut: (id: string) => `${OPS_BASE}/chauffeurs/${id}/sign-out-devices`,
  cars: `${OPS_BASE}/cars`,
  car: (id: string) => `${OPS_BASE}/cars/${id}`,
  timeline: `${OPS_BASE}/timeline`,
  leads: `${OPS_BASE}/leads`,
  lead: (id: string) => `${OPS_BASE}/leads/${id}`,
  leadNotes: (id: string) => `${OPS_BASE}/leads/${id}/notes`,
  tariffs: `${OPS_BASE}/tariffs`,
  riders: `${OPS_BASE}/riders`,
  rider: (id: string) => `${OPS_BASE}/riders/${id}`,
  operators: `${OPS_BASE}/operators`,
  summary: `${OPS_BASE}/summary`,
  audit: `${OPS_BASE}/audit`,
} as const;

export const OPS_BOOKING_ACTIONS = ["confirm", "decline", "start", "complete", "no-show", "reassign"] as const;
export type OpsBookingAction = (typeof OPS_BOOKING_ACTIONS)[number];
