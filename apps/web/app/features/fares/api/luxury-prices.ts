import { useQuery } from "@tanstack/react-query";
import { classPricePaths, type ClassPricesResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** Each vehicle class's 'from' price, computed by the server from the published tariff (never in the browser). */
export function useLuxuryPrices() {
  return useQuery({
    queryKey: ["vehicle-class-prices"],
    queryFn: async () => (await apiRequest<ClassPricesResponse>(classPricePaths.prices)).data,
    staleTime: 5 * 60_000,
  });
}
