import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";

/** The services' names in the page's language (the request itself carries the English name). */
const SERVICE_NAMES: Record<
  string,
  `services.${"luxuryCars" | "outstationTrips" | "hourlyRentals" | "airportTransfers"}.name`
> = {
  "Luxury Cars": "services.luxuryCars.name",
  "Outstation Trips": "services.outstationTrips.name",
  "Hourly Rentals": "services.hourlyRentals.name",
  "Airport Transfers": "services.airportTransfers.name",
};

/**
 * 'Book {service}', the request dialog's title: shown by the dialog and, the moment a card is tapped, by the dialog's
 * frame while its code arrives (lazy-service-request-modal.tsx).
 */
export function useServiceRequestTitle(service: string): string {
  const tm = useT(marketingText);
  return tm("request.title", { service: SERVICE_NAMES[service] ? tm(SERVICE_NAMES[service]) : service });
}
