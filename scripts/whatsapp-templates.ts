/**
 * Prints the WhatsApp message templates (packages/contracts/src/notifications/whatsapp-templates.ts) as the bodies
 * Meta's template creation API takes (POST /{whatsapp-business-account-id}/message_templates): one per template and
 * language Meta supports, each with its BODY text and the example values of its numbered parameters.
 */
import {
  META_TEMPLATE_LANGUAGES,
  WHATSAPP_TEMPLATES,
} from "../packages/contracts/src/notifications/whatsapp-templates.ts";

const bodies = Object.values(WHATSAPP_TEMPLATES).flatMap((t) =>
  META_TEMPLATE_LANGUAGES.map((language) => ({
    name: t.name,
    language,
    category: t.category,
    parameter_format: "positional",
    components: [{ type: "BODY", text: t.bodies[language], example: { body_text: [t.examples] } }],
  })),
);
console.log(JSON.stringify(bodies, null, 2));
