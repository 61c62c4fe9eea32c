/** The notifications catalogue's company keys (company.*), spread into notifications.ts. */
export default {
  "company.role.admin": "Admin",
  "company.role.booker": "Booker",
  "company.role.traveller": "Traveller",
  "company.role.approver": "Approver",
  "company.invite.subject": "You are invited to {company} on {brand}",
  "company.invite.body":
    "{inviter} invites you to join {company} on {brand} as {role}: book rides billed to the company.",
  "company.invite.validity":
    "The link works once, within {days, plural, one {# day} other {# days}}. Sign in or sign up with this e-mail or phone, then accept.",
  "company.invite.action": "Accept the invitation: {url}",
  "company.invite.notYou": "If you did not expect this, ignore this message.",
  "company.invite.sms": "{brand}: {inviter} invites you to join {company} as {role}. Accept within {days} days: {url}",
  "company.invite.ourTeam": "Our team",
  "company.statement.subject": "{brand} statement {number} for {period}: {company}",
  "company.statement.body":
    "The statement of {company} for {period} is attached (PDF), with its rides as CSV: {amount} due by {dueDate}.",
  "company.statement.pay": "Please pay by bank transfer quoting the statement number {number}.",
  "company.statement.notTax":
    "A statement is not a tax document: the tax invoices and credit notes it lists are (the portal's Invoices).",
  "company.approved.subject": "Your company account for {company} is open",
  "company.approved.body":
    "Your application for {company} was approved: the account is open and you are its admin. Invite your colleagues and set the company's rules in the company portal: {url}",
  "company.approved.sms": "{brand}: the company account of {company} is open and you are its admin: {url}",
  "company.declined.subject": "Your application for a company account for {company}",
  "company.declined.body": "We could not open a company account for {company}: {reason}",
  "company.declined.sms":
    "{brand}: we could not open a company account for {company}: {reason}. Questions? Call {phone}.",
  "company.approval.someone": "A colleague",
  "company.approval.reason.amount": "above the approval amount",
  "company.approval.reason.hours": "outside the company's hours",
  "company.approval.reason.vehicle_class": "a vehicle class that needs approval",
  "company.approval.request.subject": "A ride waits for your approval: {reference}",
  "company.approval.request.body":
    "{booker} booked a ride for {traveller} billed to {company}: {reference}, {time}, from {from} to {to}, {amount}.",
  "company.approval.request.why": "It needs approval: {reasons}.",
  "company.approval.request.expires":
    "Decide before {expires}: after that the request expires and the ride is cancelled.",
  "company.approval.request.action": "Approve or decline: {url}",
  "company.approval.request.sms":
    "{brand}: ride {reference} for {traveller}, {time}, {amount}, waits for your approval ({reasons}). Decide before {expires}: {url}",
  "company.approval.approved.subject": "Your ride {reference} is approved",
  "company.approval.approved.body":
    "Your company approved the ride {reference} on {time}: our team confirms the chauffeur next.",
  "company.approval.approved.sms":
    "{brand}: your company approved ride {reference} on {time}. We will confirm the chauffeur soon.",
  "company.approval.declined.subject": "Your ride {reference} was declined",
  "company.approval.declined.body":
    "Your company declined the ride {reference} on {time}: {reason}. The ride is cancelled.",
  "company.approval.declined.sms":
    "{brand}: your company declined ride {reference} on {time}: {reason}. The ride is cancelled.",
  "company.approval.expired.subject": "Your ride {reference} was not approved in time",
  "company.approval.expired.body":
    "Nobody at your company decided on the ride {reference} on {time} in time: the request expired and the ride is cancelled.",
  "company.approval.expired.sms": "{brand}: ride {reference} on {time} was not approved in time and is cancelled.",
  "company.approval.refunded": "Your payment is refunded in full to the card or account you paid with.",
  "company.traveller.assigned.sms":
    "{brand}: {booker} booked your ride {reference}, {time} from {pickup}. Chauffeur {name}, {phone}, {car}. Ride PIN {pin}. Live trip: {url}",
} as const;
