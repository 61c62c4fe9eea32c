import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  EventEnquirySchema,
  HONEYPOT_FIELD,
  LeadResponseSchema,
  ServiceRequestSchema,
  apiPaths,
  leadResponses,
} from "@chauffeur/contracts";
import { createEventEnquiry, createServiceRequest, enforceLeadRateLimit } from "./leads.service.ts";

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };
const filledHoneypot = (v: unknown) => v === true || (typeof v === "string" && v.trim() !== "");

/**
 * Both lead forms post here first: validate with the shared schema, store, answer { success, message }.
 * A filled honeypot gets the same friendly answer but nothing is stored; every address has a rate limit.
 */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.serviceRequests,
    {
      schema: {
        tags: ["leads"],
        summary: "Service request from the 'Book {service}' modal",
        body: ServiceRequestSchema,
        response: { 201: LeadResponseSchema, 200: LeadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceLeadRateLimit(app.ctx, request.ip);
      if (filledHoneypot(request.body[HONEYPOT_FIELD])) {
        request.log.info("service request honeypot filled; dropped");
        return reply.status(200).send({ success: true as const, message: leadResponses.serviceRequestReceived });
      }
      const id = await createServiceRequest(app.ctx, request.body, request.ip);
      request.log.info({ leadId: id }, "service request stored");
      return reply.status(201).send({ success: true as const, message: leadResponses.serviceRequestReceived });
    },
  );

  app.post(
    apiPaths.eventEnquiries,
    {
      schema: {
        tags: ["leads"],
        summary: "Event enquiry from /event-experience",
        body: EventEnquirySchema,
        response: { 201: LeadResponseSchema, 200: LeadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceLeadRateLimit(app.ctx, request.ip);
      if (filledHoneypot(request.body[HONEYPOT_FIELD])) {
        request.log.info("event enquiry honeypot filled; dropped");
        return reply.status(200).send({ success: true as const, message: leadResponses.eventEnquiryReceived });
      }
      const id = await createEventEnquiry(app.ctx, request.body, request.ip);
      request.log.info({ leadId: id }, "event enquiry stored");
      return reply.status(201).send({ success: true as const, message: leadResponses.eventEnquiryReceived });
    },
  );
};
