import { useQuery } from "@tanstack/react-query";
import type { DriverMe } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { fetchMe, isUnreachable } from "../api/driver-api";
import { driverKeys } from "./keys";

export type DriverSessionState = "loading" | "signed-in" | "signed-out" | "unreachable";
export interface DriverSession {
  state: DriverSessionState;
  me: DriverMe | null;
  /** why a signed-in person is not let in (a rider's or operator's session: "Chauffeurs only…") */
  refusal: string | null;
}

/**
 * Who is using the chauffeur app: GET /api/v1/driver/me. 401 is a signed-out phone; 403 another kind of account;
 * no answer at all (offline) is 'unreachable', where the screens keep showing what the phone saved.
 */
export function useDriverSession(): DriverSession {
  const me = useQuery({
    queryKey: driverKeys.me,
    queryFn: fetchMe,
    retry: false,
    networkMode: "always",
    staleTime: 5 * 60_000,
    refetchOnReconnect: true,
  });
  if (me.data) return { state: "signed-in", me: me.data, refusal: null };
  if (me.isPending) return { state: "loading", me: null, refusal: null };
  if (isUnreachable(me.error)) return { state: "unreachable", me: null, refusal: null };
  const refusal = me.error instanceof ApiRequestError && me.error.status === 403 ? me.error.serverMessage : undefined;
  return { state: "signed-out", me: null, refusal: refusal ?? null };
}
