import type en from "../en-IN/notifications-push.ts";

/** Hindi push texts (push.*), spread into notifications.ts. */
export default {
  "push.onMyWay.title": "आपका ड्राइवर रास्ते में है",
  "push.onMyWay.body": "{chauffeur} {car} में आपकी ओर आ रहे हैं। बुकिंग {reference}।",
  "push.onMyWay.bodyEta": "{chauffeur} {car} में आपकी ओर आ रहे हैं, लगभग {minutes} मिनट दूर। बुकिंग {reference}।",
  "push.arrived.title": "आपका ड्राइवर पहुँच गया है",
  "push.arrived.body": "{chauffeur} {car} में पिकअप पर इंतज़ार कर रहे हैं। बुकिंग {reference}।",
  "push.confirmed.title": "बुकिंग {reference} की पुष्टि हो गई",
  "push.confirmed.body": "{chauffeur} {time} को {car} में आपको ले जाएँगे।",
  "push.tripAssigned.title": "नई ट्रिप {reference}",
  "push.tripAssigned.body": "पिकअप {time}, {pickup}।",
} as const satisfies Record<keyof typeof en, string>;
