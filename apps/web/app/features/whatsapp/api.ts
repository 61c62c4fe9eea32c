import type { WhatsAppConsent, WhatsAppConsentRequest } from "@chauffeur/contracts";
// the deep path: the switch's page loads these few strings, not the contracts' barrel
import { whatsappPaths } from "@chauffeur/contracts/notifications/whatsapp-consent";
import { apiRequest } from "~/lib/api-client";

type Answer = { success: true; data: WhatsAppConsent };

export const fetchWhatsAppConsent = () => apiRequest<Answer>(whatsappPaths.consent);
export const saveWhatsAppConsent = (body: WhatsAppConsentRequest) =>
  apiRequest<Answer>(whatsappPaths.consent, { method: "PUT", body });
