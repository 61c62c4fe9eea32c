import type { FastifyRequest } from "fastify";

/**
 * Who posted to a payment endpoint, as plain values the services take (docs/ARCHITECTURE.md, "A request's path":
 * services never see Fastify): the client address, the route (for the failures' audit row) and the signed-in rider,
 * looked up only when a service needs it.
 */
export interface PaymentCaller {
  ip: string;
  via: string;
  viewerId: () => Promise<string | null>;
}

/** The routes' side: unpacks the request once. */
export const paymentCallerOf = (req: FastifyRequest): PaymentCaller => ({
  ip: req.ip,
  via: req.routeOptions.url ?? req.url,
  viewerId: async () => (await req.getSession())?.user.id ?? null,
});
