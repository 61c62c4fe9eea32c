import type { Locale } from "../i18n/locales.ts";

/**
 * The WhatsApp message templates the service sends (Meta must approve each, per language, before it can be used):
 * every rider message on WhatsApp is one of these, with its numbered parameters ({{1}}, {{2}}…) filled in order.
 * All are UTILITY (transactional updates about a booking the rider made). `npm run whatsapp:templates` prints them in
 * the form Meta's template creation API takes.
 */
export type WhatsAppTemplateName =
  | "booking_confirmed"
  | "chauffeur_details"
  | "chauffeur_on_the_way"
  | "chauffeur_arrived"
  | "pickup_moved_flight"
  | "trip_completed"
  | "payment_due"
  | "booking_cancelled";

export type WhatsAppLanguage = "en" | "hi" | "or";

export interface WhatsAppTemplate {
  name: WhatsAppTemplateName;
  category: "UTILITY";
  /** what each parameter holds, in order ({{1}} is the first) */
  params: string[];
  /** example values Meta's review asks for, one per parameter */
  examples: string[];
  bodies: Record<WhatsAppLanguage, string>;
  /** sent time-critically: not delivered within WHATSAPP_FALLBACK_MINUTES, the SMS goes instead */
  timeCritical?: boolean;
}

export const WHATSAPP_TEMPLATES: Record<WhatsAppTemplateName, WhatsAppTemplate> = {
  booking_confirmed: {
    name: "booking_confirmed",
    category: "UTILITY",
    params: ["booking reference", "pickup time", "pickup place"],
    examples: ["SL-4821", "12 Mar, 09:30", "Biju Patnaik Airport, Bhubaneswar"],
    bodies: {
      en: "Your Sarathi Luxe booking {{1}} is confirmed. Pickup: {{2}} at {{3}}.",
      hi: "आपकी Sarathi Luxe बुकिंग {{1}} की पुष्टि हो गई है। पिकअप: {{2}}, {{3}}।",
      or: "ଆପଣଙ୍କ Sarathi Luxe ବୁକିଂ {{1}} ନିଶ୍ଚିତ ହୋଇଛି। ପିକଅପ୍: {{2}}, {{3}}।",
    },
  },
  chauffeur_details: {
    name: "chauffeur_details",
    category: "UTILITY",
    params: ["booking reference", "chauffeur's name", "car and plate", "Ride PIN"],
    examples: ["SL-4821", "Ramesh Sahoo", "Mercedes E-Class OD02AB1234", "4821"],
    bodies: {
      en: "Booking {{1}}: your chauffeur is {{2}}, {{3}}. Your Ride PIN is {{4}}: tell it to the chauffeur at pickup.",
      hi: "बुकिंग {{1}}: आपके चालक {{2}} हैं, {{3}}। आपका राइड PIN {{4}} है: पिकअप पर चालक को बताएं।",
      or: "ବୁକିଂ {{1}}: ଆପଣଙ୍କ ଚାଳକ {{2}}, {{3}}। ଆପଣଙ୍କ ରାଇଡ୍ PIN {{4}}: ପିକଅପ୍ ସମୟରେ ଚାଳକଙ୍କୁ କୁହନ୍ତୁ।",
    },
    timeCritical: true,
  },
  chauffeur_on_the_way: {
    name: "chauffeur_on_the_way",
    category: "UTILITY",
    params: ["chauffeur's name", "car and plate", "booking reference"],
    examples: ["Ramesh Sahoo", "Mercedes E-Class OD02AB1234", "SL-4821"],
    bodies: {
      en: "{{1}} is on the way to you in {{2}} (booking {{3}}).",
      hi: "{{1}} {{2}} में आपकी ओर आ रहे हैं (बुकिंग {{3}})।",
      or: "{{1}} {{2}} ରେ ଆପଣଙ୍କ ପାଖକୁ ଆସୁଛନ୍ତି (ବୁକିଂ {{3}})।",
    },
    timeCritical: true,
  },
  chauffeur_arrived: {
    name: "chauffeur_arrived",
    category: "UTILITY",
    params: ["chauffeur's name", "car and plate", "booking reference"],
    examples: ["Ramesh Sahoo", "Mercedes E-Class OD02AB1234", "SL-4821"],
    bodies: {
      en: "{{1}} has arrived at your pickup in {{2}} (booking {{3}}).",
      hi: "{{1}} {{2}} के साथ आपके पिकअप स्थान पर पहुंच गए हैं (बुकिंग {{3}})।",
      or: "{{1}} {{2}} ସହ ଆପଣଙ୍କ ପିକଅପ୍ ସ୍ଥାନରେ ପହଞ୍ଚିଛନ୍ତି (ବୁକିଂ {{3}})।",
    },
    timeCritical: true,
  },
  pickup_moved_flight: {
    name: "pickup_moved_flight",
    category: "UTILITY",
    params: ["flight", "new pickup time", "booking reference"],
    examples: ["6E 2145", "12 Mar, 10:45", "SL-4821"],
    bodies: {
      en: "Flight {{1}} is delayed: your pickup for booking {{3}} moved to {{2}}.",
      hi: "उड़ान {{1}} में देरी है: बुकिंग {{3}} का पिकअप अब {{2}} पर है।",
      or: "ବିମାନ {{1}} ବିଳମ୍ବ: ବୁକିଂ {{3}} ର ପିକଅପ୍ ଏବେ {{2}} ରେ।",
    },
  },
  trip_completed: {
    name: "trip_completed",
    category: "UTILITY",
    params: ["booking reference", "invoice link"],
    examples: ["SL-4821", "https://sarathiluxe.in/account/bookings/4821"],
    bodies: {
      en: "Thank you for riding with Sarathi Luxe. Trip {{1}} is complete; your invoice: {{2}}",
      hi: "Sarathi Luxe के साथ यात्रा के लिए धन्यवाद। यात्रा {{1}} पूरी हुई; आपका चालान: {{2}}",
      or: "Sarathi Luxe ସହ ଯାତ୍ରା ପାଇଁ ଧନ୍ୟବାଦ। ଯାତ୍ରା {{1}} ସମ୍ପୂର୍ଣ୍ଣ; ଆପଣଙ୍କ ଇନଭଏସ୍: {{2}}",
    },
  },
  payment_due: {
    name: "payment_due",
    category: "UTILITY",
    params: ["amount", "what it is for", "payment link"],
    examples: ["₹1,250", "extras of booking SL-4821", "https://sarathiluxe.in/account/bookings/4821"],
    bodies: {
      en: "{{1}} is due for {{2}}. Pay here: {{3}}",
      hi: "{{2}} के लिए {{1}} देय है। यहां भुगतान करें: {{3}}",
      or: "{{2}} ପାଇଁ {{1}} ଦେୟ। ଏଠାରେ ପୈଠ କରନ୍ତୁ: {{3}}",
    },
  },
  booking_cancelled: {
    name: "booking_cancelled",
    category: "UTILITY",
    params: ["booking reference", "refund"],
    examples: ["SL-4821", "₹4,500 refunded to your card in 5–7 working days"],
    bodies: {
      en: "Booking {{1}} is cancelled. Refund: {{2}}.",
      hi: "बुकिंग {{1}} रद्द कर दी गई है। रिफंड: {{2}}।",
      or: "ବୁକିଂ {{1}} ବାତିଲ ହୋଇଛି। ଫେରସ୍ତ: {{2}}।",
    },
  },
};

/**
 * The language code a template is sent in for a rider's language. Meta's list of template languages (read at
 * developers.facebook.com/documentation/business-messaging/whatsapp/templates/supported-languages) has Hindi (`hi`)
 * and English (`en`) but no Odia: an Odia-speaking rider's WhatsApp messages go in English, and the catalogue's Odia
 * bodies wait until Meta takes Odia (`npm run whatsapp:templates` leaves them out).
 */
export const META_TEMPLATE_LANGUAGES: readonly WhatsAppLanguage[] = ["en", "hi"];
export function whatsappLanguageOf(locale: Locale | string | null | undefined): WhatsAppLanguage {
  const lang = String(locale ?? "en").slice(0, 2) as WhatsAppLanguage;
  return META_TEMPLATE_LANGUAGES.includes(lang) ? lang : "en";
}

/** The template's body with its parameters filled in (what the outbox keeps as the message's text). */
export function whatsappText(name: WhatsAppTemplateName, language: WhatsAppLanguage, params: string[]): string {
  return WHATSAPP_TEMPLATES[name].bodies[language].replace(/\{\{(\d+)\}\}/g, (_, n) => params[Number(n) - 1] ?? "");
}
