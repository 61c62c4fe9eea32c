import type { LeadForwarder } from "./types.ts";

/** No form service configured: leads are only stored (delivery_status 'not_configured'), never forwarded. */
export function noLeadForwarder(): LeadForwarder {
  return {
    kind: "none",
    async forward() {
      throw new Error("no form-to-email service configured");
    },
  };
}
