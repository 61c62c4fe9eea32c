/**
 * Who posted to a payment endpoint, as plain values the services take (docs/ARCHITECTURE.md, "A request's path":
 * services never see Fastify): the client address, the route (for the failures' audit row) and the signed-in rider,
 * looked up only when a service needs it. The routes unpack the request (`paymentCallerOf`, payments.routes.ts).
 */
export interface PaymentCaller {
  ip: string;
  via: string;
  viewerId: () => Promise<string | null>;
}
