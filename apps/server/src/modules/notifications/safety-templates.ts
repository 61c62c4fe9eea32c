/**
 * Safety messages of the day of the ride (README "The day of the ride"): the SMS a rider's emergency contact receives
 * when the rider presses SOS, with the read-only trip link. Plain text, no secrets besides the link itself.
 */
export const safetySmsTexts = {
  sosContact: (p: { brand: string; riderName: string; plate: string | null; url: string; emergencyNumber: string }) =>
    `SOS: ${p.riderName} pressed the emergency button during a ${p.brand} ride${p.plate ? ` (car ${p.plate})` : ""}. ` +
    `Our team has been alerted. Follow the trip live: ${p.url} . In an emergency call ${p.emergencyNumber}.`,
};
