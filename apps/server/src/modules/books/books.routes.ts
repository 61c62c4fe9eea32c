import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  BooksCsvParamsSchema,
  booksPaths,
  Gstr1JsonSchema,
  Gstr1Schema,
  Gstr3bSchema,
  PeriodQuerySchema,
} from "@chauffeur/contracts";
import { computeGstr1, computeGstr3b } from "./books.service.ts";
import { toolCsv } from "./csv.ts";
import { gstnJson } from "./gstn-json.ts";

const tags = ["ops", "books"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The console's Books (operators only: registered behind requireOperator, index.ts; docs/books.md). */
export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    booksPaths.gstr1,
    {
      schema: {
        tags,
        summary: "GSTR-1 of a month or a quarter: every table, the series check and the gateway reconciliation",
        querystring: PeriodQuerySchema,
        response: { 200: Gstr1Schema, ...errors },
      },
    },
    async (req) => computeGstr1(ctx, req.query.period),
  );
  app.get(
    booksPaths.gstr1Csv(":table"),
    {
      schema: {
        tags,
        summary: "One GSTR-1 table as the GST portal's offline tool's CSV",
        params: BooksCsvParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: z.string().describe("text/csv in the offline tool's columns"), ...errors },
      },
    },
    async (req, reply) => {
      const g = await computeGstr1(ctx, req.query.period);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gstr1-${g.period.key}-${req.params.table}.csv"`)
        .send(toolCsv(req.params.table, g));
    },
  );
  app.get(
    booksPaths.gstr1Json,
    {
      schema: {
        tags,
        summary:
          "GSTR-1 of a period as GSTN's JSON (gstin, fp, b2b, b2cl, b2cs, cdnr, cdnur, at, txpd, hsn, doc_issue)",
        querystring: PeriodQuerySchema,
        response: { 200: Gstr1JsonSchema, ...errors },
      },
    },
    async (req, reply) => {
      const g = await computeGstr1(ctx, req.query.period);
      return reply.header("content-disposition", `attachment; filename="gstr1-${g.period.key}.json"`).send(gstnJson(g));
    },
  );
  app.get(
    booksPaths.gstr3b,
    {
      schema: {
        tags,
        summary:
          "GSTR-3B of a period: 3.1(a) outward taxable supplies and 3.2 inter-state supplies to unregistered persons",
        querystring: PeriodQuerySchema,
        response: { 200: Gstr3bSchema, ...errors },
      },
    },
    async (req) => computeGstr3b(ctx, req.query.period),
  );
};
