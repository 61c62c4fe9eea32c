/** ₹1,23,456.78 (whole rupees without paise). */
const inr = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** The answers of a ride booked for a company (the order's refusals, the approvals' decisions): people read them. */
export const COMPANY_ORDER_MESSAGES = {
  suspended:
    "This company's account is suspended: rides cannot be billed to it for now. Ask its admin, or book personally",
  mayNotBookForSelf: "Your role in this company does not allow booking rides billed to it",
  mayNotBookForOthers: "Your role in this company does not allow booking for someone else",
  travellerNotMember: "The person travelling is not a member of this company",
  memberNeedsCompany: "A colleague's ride is billed to the company: choose the company under 'Bill to'",
  costCentreRequired: "Choose a cost centre: your company requires one on every ride",
  costCentreUnknown: "Choose one of your company's active cost centres",
  tooSoonForApproval: (hours: number) =>
    `This ride needs your company's approval, and it is too soon for that: approvals close ${hours} hours before the pickup. Choose a later pickup or ask an approver to book it`,
  overCredit: (remainingPaise: number) =>
    `This ride is above your company's remaining credit of ${inr(Math.max(0, remainingPaise))}: ask its admin to settle the open statement or to raise the limit`,
  overdue:
    "Your company has an overdue statement: rides cannot be booked on its account until it is paid. Ask its admin",
  onAccount: "This ride is on your company's account: there is nothing to pay now",
  approvalNotFound: "Ride not found",
  alreadyDecided: "This ride has already been decided, withdrawn or has expired: nothing to approve now",
} as const;
