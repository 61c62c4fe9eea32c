import type { AppConfig } from "@chauffeur/contracts";
import {
  type Config,
  demoSummary,
  installationMode,
  isLoopbackDemo,
  usesEmbeddedMail,
  usesEmbeddedSms,
  usesFlightProvider,
  usesRazorpay,
} from "../../config.ts";

const displayPhone = (e164: string) => `+91 ${e164.slice(3, 8)} ${e164.slice(8)}`;

/** What the browser may know about the configuration: no secrets. */
export function publicAppConfig(config: Config): AppConfig {
  const { mode, embedded } = installationMode(config);
  const devOutbox = mode === "demo" && usesEmbeddedMail(config) && usesEmbeddedSms(config);
  return {
    business: {
      name: config.BUSINESS_NAME,
      legalName: config.BUSINESS_LEGAL_NAME,
      phone: config.BUSINESS_PHONE,
      phoneDisplay: displayPhone(config.BUSINESS_PHONE),
      email: config.BUSINESS_EMAIL,
      whatsapp: `https://wa.me/${config.BUSINESS_WHATSAPP.replace("+", "")}`,
      instagram: config.BUSINESS_INSTAGRAM,
      twitter: config.BUSINESS_TWITTER,
      linkedin: config.BUSINESS_LINKEDIN,
      address: config.BUSINESS_ADDRESS,
    },
    payments: usesRazorpay(config)
      ? { gateway: "razorpay", keyId: config.RAZORPAY_KEY_ID!, optionsKey: config.PAYMENT_OPTIONS_KEY }
      : { gateway: "sandbox", keyId: "rzp_sandbox_local", optionsKey: config.PAYMENT_OPTIONS_KEY },
    maps: config.GOOGLE_MAPS_API_KEY
      ? { provider: "google", googleMapsApiKey: config.GOOGLE_MAPS_API_KEY }
      : { provider: "gazetteer" },
    flightTracking: usesFlightProvider(config),
    // the outbox exists only in a demo that keeps both kinds of message (modules/dev)
    devOutbox,
    // on a loopback demo a rider reads their own codes there (modules/dev: open to this machine, else operators only)
    devOutboxOpen: devOutbox && isLoopbackDemo(config),
    demo: mode === "demo",
    ...(mode === "demo" ? { demoNotice: demoSummary(embedded) } : {}),
  };
}
