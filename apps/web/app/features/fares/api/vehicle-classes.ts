import { useQuery } from "@tanstack/react-query";
import { fareApiPaths, type Vehicle } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

export function useVehicleClasses() {
  return useQuery({
    queryKey: ["vehicle-classes"],
    queryFn: async () => (await apiRequest<{ data: Vehicle[] }>(fareApiPaths.vehicleClasses)).data,
    staleTime: 5 * 60_000,
  });
}
