import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CompanyCreditNoteParamsSchema,
  CompanyDocumentSchema,
  CompanyIdParamsSchema,
  CompanyInvoiceParamsSchema,
  CompanyInvoicesResponseSchema,
  CompanyMonthQuerySchema,
  CompanySpendSchema,
  CompanyStatementParamsSchema,
  CompanyStatementResponseSchema,
  CompanyStatementsResponseSchema,
  StatementPaymentInputSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { z } from "zod";
import { currentUser } from "../../plugins/session.ts";
import { requireCompanyRole } from "./access.ts";
import { companyCreditNotePdf, companyInvoicePdf, companyInvoices, companySpend } from "./billing.service.ts";
import { recordStatementPayment } from "./statement-payments.service.ts";
import { companyStatements, statementCsvOf, statementPdfOf } from "./statements.service.ts";
import { companyBilling } from "./trips.service.ts";

/**
 * The company's money in its portal (admins and approvers: `view_billing`) and the console's statements (operators):
 * every document is looked up by its id AND the company in the path, so another company's id answers 404.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["companies"];
const pdf = { 200: CompanyDocumentSchema };

function documentRoutes(app: App) {
  const { ctx } = app;
  app.get(
    companyPaths.invoicePdf(":id", ":invoiceId"),
    {
      schema: {
        tags,
        summary: "A tax invoice of the company (PDF, as issued)",
        params: CompanyInvoiceParamsSchema,
        response: pdf,
      },
    },
    async (req, reply) => {
      await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      const doc = await companyInvoicePdf(ctx, req.params.id, req.params.invoiceId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${doc.filename}"`)
        .send(doc.pdf);
    },
  );
  app.get(
    companyPaths.creditNotePdf(":id", ":creditNoteId"),
    {
      schema: {
        tags,
        summary: "A credit note of the company (PDF, as issued)",
        params: CompanyCreditNoteParamsSchema,
        response: pdf,
      },
    },
    async (req, reply) => {
      await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      const doc = await companyCreditNotePdf(ctx, req.params.id, req.params.creditNoteId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${doc.filename}"`)
        .send(doc.pdf);
    },
  );
  app.get(
    companyPaths.statementPdf(":id", ":statementId"),
    { schema: { tags, summary: "A monthly statement (PDF)", params: CompanyStatementParamsSchema, response: pdf } },
    async (req, reply) => {
      await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      const doc = await statementPdfOf(ctx, req.params.id, req.params.statementId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${doc.filename}"`)
        .send(doc.pdf);
    },
  );
  app.get(
    companyPaths.statementCsv(":id", ":statementId"),
    {
      schema: {
        tags,
        summary: "A monthly statement's rides (CSV)",
        params: CompanyStatementParamsSchema,
        response: pdf,
      },
    },
    async (req, reply) => {
      await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      const doc = await statementCsvOf(ctx, req.params.id, req.params.statementId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${doc.filename}"`)
        .send(doc.csv);
    },
  );
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    companyPaths.invoices(":id"),
    {
      schema: {
        tags,
        summary: "The company's tax invoices and credit notes of a month (IST; this month by default)",
        params: CompanyIdParamsSchema,
        querystring: CompanyMonthQuerySchema,
        response: { 200: CompanyInvoicesResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      return { success: true as const, invoices: await companyInvoices(ctx, caller.companyId, req.query.month) };
    },
  );
  app.get(
    companyPaths.statements(":id"),
    {
      schema: {
        tags,
        summary: "The company's monthly statements, newest first",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyStatementsResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      return { success: true as const, statements: await companyStatements(ctx, caller.companyId) };
    },
  );
  app.get(
    companyPaths.spend(":id"),
    {
      schema: {
        tags,
        summary: "Spend per month (the last 12) and per cost centre (a month; this one by default)",
        params: CompanyIdParamsSchema,
        querystring: CompanyMonthQuerySchema,
        response: { 200: CompanySpendSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "view_billing");
      return { success: true as const, ...(await companySpend(ctx, caller.companyId, req.query.month)) };
    },
  );
  documentRoutes(app);
};

const OpsCompanyParams = z.object({ id: z.uuid() });

/** The console: a company's statements and the bank payments received against them (operators only: index.ts). */
export const opsStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const opsTags = ["ops", "companies"];
  app.get(
    companyPaths.opsStatements(":id"),
    {
      schema: {
        tags: opsTags,
        summary: "A company's monthly statements",
        params: OpsCompanyParams,
        response: { 200: CompanyStatementsResponseSchema },
      },
    },
    async (req) => {
      const company = await companyBilling(ctx.db, req.params.id);
      return { success: true as const, statements: await companyStatements(ctx, company.id) };
    },
  );
  app.post(
    companyPaths.opsStatementPayment(":id", ":statementId"),
    {
      schema: {
        tags: opsTags,
        summary: "Record a bank payment received against a statement (never more than what is due)",
        params: CompanyStatementParamsSchema,
        body: StatementPaymentInputSchema,
        response: { 200: CompanyStatementResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const { id, statementId } = req.params;
      return {
        success: true as const,
        statement: await recordStatementPayment(ctx, user.id, id, statementId, req.body),
      };
    },
  );
};
