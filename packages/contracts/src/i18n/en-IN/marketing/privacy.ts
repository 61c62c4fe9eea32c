import { B, P } from "../../marketing-facts.ts";

/** English marketing texts, part "privacy": Privacy Policy (en-IN/marketing.ts joins the parts). */
export default {
  "privacy.title": "Privacy Policy",
  "privacy.intro": `${B.legalName} runs ${B.name}. We collect only what we need to drive you safely and on time, we never sell your data, and you can ask us at any time what we hold about you.`,
  "privacy.collect.title": "What we collect",
  "privacy.collect.1":
    "**Account details:** name, e-mail, work e-mail, mobile number, home city and an optional profile picture.",
  "privacy.collect.2":
    "**Trip details:** pickup, stops and drop-off, dates and times, passengers, luggage, flight numbers, add-ons and notes for your chauffeur.",
  "privacy.collect.3":
    "**Payment references:** order and payment identifiers and amounts. Card, UPI and bank details go directly to our payment partner; we never see or store them.",
  "privacy.collect.4": "**Enquiries:** what you write in our service request and event enquiry forms.",
  "privacy.collect.5":
    "**Security data:** the network address and browser of sign-ins and form submissions, to stop abuse.",
  "privacy.use.title": "Why we use it",
  "privacy.use.1": "To quote, confirm, run and invoice your rides, and to call or message you about them.",
  "privacy.use.2": `To answer your requests and enquiries; for events we call back within ${P.eventCallbackHours} hours.`,
  "privacy.use.3": "To keep accounts secure and to meet our legal and tax obligations.",
  "privacy.use.note":
    "We do not use your data for advertising and do not send marketing messages unless you ask for them.",
  "privacy.who.title": "Who sees it",
  "privacy.who.1": "Your chauffeur sees your name, phone number and trip details for the rides they drive.",
  "privacy.who.2":
    "Service providers acting for us: payment processing (Razorpay), SMS and e-mail delivery, maps and routing, and the e-mail service that forwards enquiries to our team. Each receives only what its task needs.",
  "privacy.who.3": "Authorities, when the law requires it.",
  "privacy.cookies.title": "Cookies",
  "privacy.cookies.1":
    "We use one essential cookie to keep you signed in. We use no advertising or cross-site tracking cookies.",
  "privacy.keep.title": "How long we keep it",
  "privacy.keep.1": `Your account stays until you delete it. A deletion request becomes permanent after ${P.deletionPurgeDays} days; within ${P.recoveryHours} hours of the request you can still recover the account. Booking and invoice records are kept for as long as tax law requires, without your contact details once the account is deleted. Enquiries are kept for up to two years.`,
  "privacy.rights.title": "Your rights",
  "privacy.rights.1": `You may ask for a copy of your data, correct it (most of it directly on your profile), or have it erased. Write to [${B.email}](mail); we reply within 30 days. Our grievance officer can be reached at the same address or at ${B.address}.`,
  "privacy.security.title": "Security",
  "privacy.security.1":
    "Passwords are stored only as strong one-way hashes, every page is served over an encrypted connection, and access to rider data within our team is limited to the people who run your rides.",
  "privacy.children.title": "Children",
  "privacy.children.1": `Our service is for adults aged ${P.minAge} or older. Children travel only in bookings made by an adult.`,
  "privacy.changes.title": "Changes",
  "privacy.changes.1":
    "When this policy changes we update the date above and, for important changes, e-mail account holders.",
} as const satisfies Record<string, string>;
