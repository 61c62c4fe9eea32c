import { useQuery } from "@tanstack/react-query";
import { apiPaths, DEFAULT_APP_CONFIG, type AppConfig } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** The server's public configuration; prerendered pages start from the built-in defaults. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: ["app-config"],
    queryFn: () => apiRequest<AppConfig>(apiPaths.appConfig),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return data ?? DEFAULT_APP_CONFIG;
}
