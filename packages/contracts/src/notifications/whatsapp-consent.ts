import type { Locale } from "../i18n/locales.ts";

/** The paths of the WhatsApp channel: Meta's webhook and the rider's consent. */
export const whatsappPaths = {
  /** GET: Meta's verification handshake; POST: statuses and incoming messages, signed (X-Hub-Signature-256) */
  webhook: "/api/v1/whatsapp/webhook",
  /** GET the rider's WhatsApp consent; PUT WhatsAppConsentRequest to opt in or out */
  consent: "/api/v1/user/whatsapp",
} as const;

/** Where a rider opts in, and the exact words shown there (the server records these words, never the client's). */
export type WhatsAppConsentSource = "profile" | "fare_summary";
/** The switch's label, in the page's language. */
export const WHATSAPP_CONSENT_LABEL: Record<Locale, string> = {
  "en-IN": "Updates on WhatsApp",
  "hi-IN": "WhatsApp पर अपडेट",
  "or-IN": "WhatsApp ରେ ଅପଡେଟ୍",
};
/** Said when the choice could not be saved (it stays as it was). */
export const WHATSAPP_CONSENT_SAVE_FAILED: Record<Locale, string> = {
  "en-IN": "Your choice could not be saved. Please try again.",
  "hi-IN": "आपका चुनाव सहेजा नहीं जा सका। कृपया फिर से प्रयास करें।",
  "or-IN": "ଆପଣଙ୍କ ପସନ୍ଦ ସଞ୍ଚୟ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
};
/**
 * The words under the switch, per place and language: shown by the web and recorded by the server with the opt-in
 * (the request names the place and the language; the text is always this one).
 */
export const WHATSAPP_CONSENT_WORDING: Record<WhatsAppConsentSource, Record<Locale, string>> = {
  profile: {
    "en-IN":
      "Send my booking confirmations, chauffeur details and trip updates to my mobile number on WhatsApp. Reply STOP at any time to stop.",
    "hi-IN":
      "मेरी बुकिंग की पुष्टि, चालक का विवरण और यात्रा के अपडेट मेरे मोबाइल नंबर पर WhatsApp से भेजें। रोकने के लिए कभी भी STOP लिखकर भेजें।",
    "or-IN":
      "ମୋ ବୁକିଂ ନିଶ୍ଚିତକରଣ, ଚାଳକଙ୍କ ବିବରଣୀ ଏବଂ ଯାତ୍ରା ଅପଡେଟ୍ ମୋ ମୋବାଇଲ୍ ନମ୍ବରକୁ WhatsApp ରେ ପଠାନ୍ତୁ। ବନ୍ଦ କରିବାକୁ ଯେକୌଣସି ସମୟରେ STOP ପଠାନ୍ତୁ।",
  },
  fare_summary: {
    "en-IN":
      "Send this booking's confirmation, chauffeur details and trip updates, and my future bookings', to my mobile number on WhatsApp. Reply STOP at any time to stop.",
    "hi-IN":
      "इस और आगे की बुकिंग की पुष्टि, चालक का विवरण और यात्रा के अपडेट मेरे मोबाइल नंबर पर WhatsApp से भेजें। रोकने के लिए कभी भी STOP लिखकर भेजें।",
    "or-IN":
      "ଏହି ଓ ପରବର୍ତ୍ତୀ ବୁକିଂର ନିଶ୍ଚିତକରଣ, ଚାଳକଙ୍କ ବିବରଣୀ ଏବଂ ଯାତ୍ରା ଅପଡେଟ୍ ମୋ ମୋବାଇଲ୍ ନମ୍ବରକୁ WhatsApp ରେ ପଠାନ୍ତୁ। ବନ୍ଦ କରିବାକୁ ଯେକୌଣସି ସମୟରେ STOP ପଠାନ୍ତୁ।",
  },
};
