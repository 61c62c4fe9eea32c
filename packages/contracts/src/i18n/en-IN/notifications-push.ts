/** The notifications catalogue's push keys (push.*): what the installed app's notifications say, spread into
 * notifications.ts. Short: a phone shows a title and two lines. */
export default {
  "push.onMyWay.title": "Your chauffeur is on the way",
  "push.onMyWay.body": "{chauffeur} is driving to you in a {car}. Booking {reference}.",
  "push.onMyWay.bodyEta": "{chauffeur} is driving to you in a {car}, about {minutes} min away. Booking {reference}.",
  "push.arrived.title": "Your chauffeur has arrived",
  "push.arrived.body": "{chauffeur} is waiting at the pickup in a {car}. Booking {reference}.",
  "push.confirmed.title": "Booking {reference} confirmed",
  "push.confirmed.body": "{chauffeur} will drive you on {time} in a {car}.",
  "push.tripAssigned.title": "New trip {reference}",
  "push.tripAssigned.body": "Pickup {time}, {pickup}.",
} as const;
