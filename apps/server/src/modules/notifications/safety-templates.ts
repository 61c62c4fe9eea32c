import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts";
import { translator } from "../../lib/i18n.ts";

/**
 * Safety messages of the day of the ride (README "The day of the ride"): the SMS a rider's emergency contact receives
 * when the rider presses SOS, with the read-only trip link. Plain text, no secrets besides the link itself. Written in
 * the rider's language (the contact is the rider's family; keys `sos.*`); English is the text sent before,
 * letter for letter, and each language's text is its own DLT template (`sos-contact.<locale>`).
 */
export const safetySmsTexts = {
  sosContact: (p: {
    brand: string;
    /** the rider's name; without one, "A rider" in the language */
    riderName: string | null;
    plate: string | null;
    url: string;
    emergencyNumber: string;
    locale?: Locale;
  }) => {
    const t = translator(p.locale ?? DEFAULT_LOCALE, "notifications");
    const values = {
      rider: p.riderName || t("sos.aRider"),
      brand: p.brand,
      url: p.url,
      emergency: p.emergencyNumber,
    };
    return p.plate ? t("sos.contactCar", { ...values, plate: p.plate }) : t("sos.contact", values);
  },
};
