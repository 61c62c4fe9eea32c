import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OpsLeadListSchema,
  OpsLeadNoteSchema,
  OpsLeadPatchSchema,
  OpsLeadQuerySchema,
  OpsLeadSchema,
  opsPaths,
  OpsLeadIdParamsSchema,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { changeLead, listLeads } from "./leads.service.ts";

const tags = ["ops"];
const IdParams = OpsLeadIdParamsSchema;

/** The leads inbox, a lead's status and notes. */
export const opsLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    opsPaths.leads,
    { schema: { tags, summary: "Leads inbox", querystring: OpsLeadQuerySchema, response: { 200: OpsLeadListSchema } } },
    async (req) => listLeads(app.ctx, req.query),
  );
  app.patch(
    "/api/v1/ops/leads/:id",
    {
      schema: {
        tags,
        summary: "Change a lead's status (and add a note)",
        params: IdParams,
        body: OpsLeadPatchSchema,
        response: { 200: OpsLeadSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return changeLead(app.ctx, { userId: user.id, name: user.name }, req.params.id, {
        status: req.body.status,
        note: req.body.note,
      });
    },
  );
  app.post(
    "/api/v1/ops/leads/:id/notes",
    {
      schema: {
        tags,
        summary: "Add a note to a lead",
        params: IdParams,
        body: OpsLeadNoteSchema,
        response: { 200: OpsLeadSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return changeLead(app.ctx, { userId: user.id, name: user.name }, req.params.id, { note: req.body.text });
    },
  );
};
