import { useQuery } from "@tanstack/react-query";
import { fareApiPaths, VEHICLE_CLASS_CATALOGUE, type Vehicle } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The classes as first seeded (contracts): what the prerendered pages show until the server's answer replaces it. */
const SEEDED: Vehicle[] = VEHICLE_CLASS_CATALOGUE.map(({ sort: _sort, amenities, ...v }) => ({
  ...v,
  amenities: [...amenities],
}));

/**
 * The vehicle classes from the server. `seeded`: until the server answers, the contracts' seeded classes stand in
 * (`isPlaceholderData`), so a prerendered page has its cards in the HTML and the answer replaces them in place.
 */
export function useVehicleClasses({ seeded = false }: { seeded?: boolean } = {}) {
  return useQuery({
    queryKey: ["vehicle-classes"],
    queryFn: async () => (await apiRequest<{ data: Vehicle[] }>(fareApiPaths.vehicleClasses)).data,
    staleTime: 5 * 60_000,
    placeholderData: seeded ? SEEDED : undefined,
  });
}
