/**
 * Messages of the extras (README "The day of the ride", decision record 010): the extras due after a trip, the
 * receipt with the supplementary invoice, and an hourly rental's extension asked, accepted or declined. Plain text;
 * every amount is the line the rider reads, never a figure without its label.
 */
const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const hello = (name: string | null | undefined) => `Hello ${name?.trim() || "there"},`;
type Line = { label: string; amountPaise: number };
const itemised = (lines: Line[]) => lines.map((l) => `- ${l.label}: ${rupees2(l.amountPaise)}`);

export const extrasTexts = {
  dueEmail: (p: {
    brand: string;
    name: string | null;
    reference: string;
    lines: Line[];
    duePaise: number;
    url: string;
  }) => ({
    subject: `Extras to pay for booking ${p.reference}`,
    text: [
      hello(p.name),
      "",
      `Your trip ${p.reference} has ended. These extras were recorded, as our booking policy sets them:`,
      "",
      ...itemised(p.lines),
      "",
      `Total to pay: ${rupees2(p.duePaise)}`,
      "",
      `Pay them with 'Pay extras' under My Bookings: ${p.url}`,
      "A supplementary tax invoice is sent once they are paid.",
      "",
      `Questions about a line? Reply to this e-mail or call us: we will look at it with you. ${p.brand}`,
    ].join("\n"),
  }),
  dueSms: (p: { brand: string; reference: string; duePaise: number; url: string }) =>
    `${p.brand}: extras of ${rupees2(p.duePaise)} on booking ${p.reference} (itemised in My Bookings). Pay extras: ${p.url}`,
  paidEmail: (p: {
    brand: string;
    name: string | null;
    reference: string;
    lines: Line[];
    paidPaise: number;
    invoiceNumber: string;
    url: string;
  }) => ({
    subject: `Extras paid — booking ${p.reference}`,
    text: [
      hello(p.name),
      "",
      `We have received your payment of ${rupees2(p.paidPaise)} for the extras of booking ${p.reference}:`,
      "",
      ...itemised(p.lines),
      "",
      `Supplementary tax invoice: ${p.invoiceNumber} (attached; also in My Bookings: ${p.url})`,
      "",
      `Thank you for riding with ${p.brand}.`,
    ].join("\n"),
  }),
  paidSms: (p: { brand: string; reference: string; paidPaise: number; invoiceNumber: string }) =>
    `${p.brand}: extras of ${rupees2(p.paidPaise)} paid for booking ${p.reference}. Supplementary invoice ${p.invoiceNumber} sent by e-mail.`,
  extensionAskedChauffeur: (p: { brand: string; reference: string; hours: number; riderFirstName: string }) =>
    `${p.brand}: ${p.riderFirstName} asks for ${p.hours} more hour${p.hours === 1 ? "" : "s"} on trip ${p.reference}. Open the chauffeur app to accept or decline.`,
  extensionAcceptedRider: (p: {
    brand: string;
    reference: string;
    hours: number;
    amountPaise: number;
    endsAt: string;
  }) =>
    `${p.brand}: your chauffeur accepted ${p.hours} more hour${p.hours === 1 ? "" : "s"} on booking ${p.reference} (now until ${p.endsAt}). ${rupees2(p.amountPaise)} is added to your extras, to pay after the trip.`,
  extensionDeclinedRider: (p: { brand: string; reference: string; hours: number; phone: string }) =>
    `${p.brand}: your chauffeur cannot extend booking ${p.reference} by ${p.hours} hour${p.hours === 1 ? "" : "s"} (the car or chauffeur is needed next). Nothing is charged. The concierge can help: ${p.phone}`,
};
