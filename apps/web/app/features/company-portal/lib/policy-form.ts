import { VEHICLE_CLASSES, type CompanyPolicy, type VehicleClass } from "@chauffeur/contracts";
import { paiseToRupeesInput, rupeesToPaise } from "~/lib/money";

/** The policy form's fields: switches for each rule, the amount in rupees, the hours as the time inputs give them. */
export interface PolicyFormValues {
  amountOn: boolean;
  amountRupees: string;
  hoursOn: boolean;
  from: string;
  to: string;
  vehicleClasses: VehicleClass[];
  travellersMayBookGuests: boolean;
  costCentreRequired: boolean;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function policyToForm(p: CompanyPolicy): PolicyFormValues {
  return {
    amountOn: p.approvalAbovePaise !== null,
    amountRupees: p.approvalAbovePaise === null ? "" : paiseToRupeesInput(p.approvalAbovePaise),
    hoursOn: p.approvalOutsideHours !== null,
    from: p.approvalOutsideHours?.from ?? "09:00",
    to: p.approvalOutsideHours?.to ?? "19:00",
    vehicleClasses: [...p.approvalVehicleClasses],
    travellersMayBookGuests: p.travellersMayBookGuests,
    costCentreRequired: p.costCentreRequired,
  };
}

export type PolicyFormProblem = "amount" | "from" | "to";

/** The policy the API takes (amount in paise, a rule switched off is null), or which field is wrong. */
export function policyFromForm(v: PolicyFormValues): { policy: CompanyPolicy } | { problem: PolicyFormProblem } {
  let approvalAbovePaise: number | null = null;
  if (v.amountOn) {
    const paise = rupeesToPaise(v.amountRupees);
    // whole rupees: the rule is read against fares the screens show in rupees
    if (paise === null || paise % 100 !== 0 || paise <= 0) return { problem: "amount" };
    approvalAbovePaise = paise;
  }
  if (v.hoursOn && !HHMM.test(v.from)) return { problem: "from" };
  if (v.hoursOn && !HHMM.test(v.to)) return { problem: "to" };
  return {
    policy: {
      approvalAbovePaise,
      approvalOutsideHours: v.hoursOn ? { from: v.from, to: v.to } : null,
      approvalVehicleClasses: VEHICLE_CLASSES.filter((c) => v.vehicleClasses.includes(c)),
      travellersMayBookGuests: v.travellersMayBookGuests,
      costCentreRequired: v.costCentreRequired,
    },
  };
}
