/** One stored lead as the form-to-email service receives it: a subject and flat, readable fields. */
export interface ForwardedLead {
  id: string;
  subject: string;
  fromName: string;
  /** e-mail the team can reply to, when the visitor gave one */
  replyTo?: string;
  fields: Record<string, string>;
}

/**
 * Sends a copy of a stored lead to the team's inbox. Embedded default: none (the lead stays in the database);
 * with WEB3FORMS_ACCESS_KEY: the Web3Forms form-to-email service. The access key never leaves the server.
 */
export interface LeadForwarder {
  kind: "none" | "web3forms";
  /** Resolves when the service accepted the lead; throws with a short reason otherwise. */
  forward(lead: ForwardedLead): Promise<void>;
}
