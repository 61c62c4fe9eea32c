import { queryOptions } from "@tanstack/react-query";
import { apiPaths, type DevOutboxMessage } from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

/**
 * A demo's outbox (docs/security.md §1): every SMS and e-mail the embedded transports kept, newest first. The same
 * endpoint as the development mailbox; on a demo reachable from other machines only operators may read it.
 */
export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ["ops", "outbox", to],
    queryFn: () => opsRequest<{ messages: DevOutboxMessage[] }>(`${apiPaths.devOutbox}${qs({ to })}`),
    refetchInterval: 15_000,
  });
