import { SERVICE_CATALOGUE_NAMES, SERVICE_LABELS, type Service } from "@chauffeur/contracts";

/** Booking status styles: pending, confirmed, ongoing, completed, cancelled; others neutral. */
export const statusClass = (status: string) =>
  ({
    pending: "bg-amber-100 text-amber-800 ring-amber-200",
    confirmed: "bg-sky-100 text-sky-800 ring-sky-200",
    ongoing: "bg-violet-100 text-violet-800 ring-violet-200",
    completed: "bg-emerald-100 text-emerald-800 ring-emerald-200",
    cancelled: "bg-red-100 text-red-800 ring-red-200",
  })[status] ?? "bg-ink-100 text-ink-700 ring-ink-300";

/** Payment status colours: paid green, pending yellow, anything else red. */
export const paymentClass = (s: string) =>
  s === "paid" ? "text-success-600" : s === "pending" ? "text-warning-600" : "text-danger-600";

export const paymentLabel = (s: string) => s.replace(/_/g, " ");

/** The service's one label (contracts' SERVICE_LABELS). */
export const rideLabel = (rideType: Service) => SERVICE_LABELS[rideType];

/** The catalogue name a 'Reload Trip' request form is titled with ('Book {service}'). */
export const requestServiceName = (rideType: Service) => SERVICE_CATALOGUE_NAMES[rideType];
