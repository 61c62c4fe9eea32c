/** Weddings and events: the API paths (the console's, the client's quote and payments, the coordinator's page). */
const OPS = "/api/v1/ops/events";
const E = "/api/v1/events";
const enc = encodeURIComponent;

export const eventPaths = {
  // the console (operators)
  /** GET the list (status filter, amounts received and due, partner costs, margin); POST a new event */
  opsEvents: OPS,
  /** POST: price lines without saving (the quote builder's preview) */
  opsPricePreview: `${OPS}/price-preview`,
  /** POST: a new event from an event enquiry (the lead's details copied in) */
  opsFromLead: (leadId: string) => `${OPS}/from-lead/${leadId}`,
  /** GET the event with its quotes, payments, documents, partner cars and runs; PATCH its details */
  opsEvent: (id: string) => `${OPS}/${id}`,
  /** POST a quote version (a draft; a revised quote after acceptance) */
  opsQuotes: (id: string) => `${OPS}/${id}/quotes`,
  /** PUT a draft quote's lines and terms */
  opsQuote: (id: string, quoteId: string) => `${OPS}/${id}/quotes/${quoteId}`,
  /** POST: send the quote to the client (SMS and e-mail with the signed link) */
  opsSendQuote: (id: string, quoteId: string) => `${OPS}/${id}/quotes/${quoteId}/send`,
  /** POST: withdraw a sent quote */
  opsWithdrawQuote: (id: string, quoteId: string) => `${OPS}/${id}/quotes/${quoteId}/withdraw`,
  /** GET: each car line's cars against the fleet for the event's times (the 'holds a car' rule), the shortfall */
  opsCapacity: (id: string) => `${OPS}/${id}/capacity`,
  /** POST a partner car; DELETE one */
  opsPartnerCars: (id: string) => `${OPS}/${id}/partner-cars`,
  opsPartnerCar: (id: string, partnerCarId: string) => `${OPS}/${id}/partner-cars/${partnerCarId}`,
  /** POST: cancel the event (the schedule decides what is kept and refunded) */
  opsCancel: (id: string) => `${OPS}/${id}/cancel`,
  /** GET the cancellation's preview (kept, refunded) */
  opsCancelPreview: (id: string) => `${OPS}/${id}/cancel-preview`,
  /** GET the runs (one per car per day) */
  opsRuns: (id: string) => `${OPS}/${id}/runs`,
  /** POST: assign a chauffeur and a car (own or partner) to a run */
  opsAssignRun: (id: string, bookingId: string) => `${OPS}/${id}/runs/${bookingId}/assign`,

  // the client (the quote's signed link needs no account to read; accepting and paying needs a signed-in rider)
  /** GET the quote by its signed link (`?t=`) */
  quote: (quoteId: string) => `${E}/quotes/${quoteId}`,
  /** POST: accept the quote and open the deposit's payment (body: the link's token) */
  acceptQuote: (quoteId: string) => `${E}/quotes/${quoteId}/accept`,
  /** GET the client's events (signed in) */
  mine: `${E}/mine`,
  /** GET one of the client's events: quotes, payments, documents */
  event: (id: string) => `${E}/${id}`,
  /** POST: open the balance's payment (or a revised quote's difference) */
  payBalance: (id: string) => `${E}/${id}/pay-balance`,
  /** GET a receipt voucher's, an invoice's or a credit note's PDF */
  documentPdf: (id: string, documentId: string) => `${E}/${id}/documents/${documentId}/pdf`,

  // the coordinator's event page (by unguessable token, read-only)
  live: (token: string) => `${E}/live/${enc(token)}`,
  liveStream: (token: string) => `${E}/live/${enc(token)}/stream`,
} as const;

/** The web pages of events. */
export const eventPages = {
  /** the client's quote page (signed link: `?t=`) */
  quote: (quoteId: string, token: string) => `/events/quote/${quoteId}?t=${enc(token)}`,
  /** the client's event (payments, documents, 'Pay balance') */
  event: (id: string) => `/events/${id}`,
  /** the coordinator's event page: every car live on one map */
  live: (token: string) => `/events/live/${enc(token)}`,
  opsList: "/ops/events",
  opsEvent: (id: string) => `/ops/events/${id}`,
} as const;
