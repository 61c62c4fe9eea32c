import { whatsappLanguageOf, type WhatsAppTemplateName } from "@chauffeur/contracts";
import type { WhatsAppRendering } from "./channels/types.ts";

/**
 * An event's WhatsApp form: the catalogue template with its parameters, in the language Meta has for the rider's.
 * Meta refuses a parameter that is empty or holds new lines, tabs or runs of spaces: each is one line, "-" if empty.
 */
export const whatsappRendering = (
  template: WhatsAppTemplateName,
  locale: string | null | undefined,
  params: Array<string | number | null | undefined>,
): WhatsAppRendering => ({
  template,
  language: whatsappLanguageOf(locale),
  params: params.map(
    (p) =>
      String(p ?? "")
        .replace(/\s+/g, " ")
        .trim() || "-",
  ),
});
