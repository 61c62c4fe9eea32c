import type { AppContext } from "../../context.ts";

/**
 * How the portal renders a tax document issued before its PDF was stored (docs/security.md §6 keeps the PDF as
 * issued; every invoice and credit note since migration 0650 has one). The bookings module owns those PDFs and
 * registers its renderers here at start (modules/bookings/index.ts), so this module never imports bookings: the
 * order there calls into companies (companyOverdue, requireCompanyRole), not the other way round.
 */
export interface CompanyDocumentRenderers {
  invoicePdf(ctx: AppContext, invoiceId: string): Promise<Buffer | undefined>;
  creditNotePdf(ctx: AppContext, bookingId: string, creditNoteId: string): Promise<Buffer | undefined>;
}

let renderers: CompanyDocumentRenderers | undefined;

export function setCompanyDocumentRenderers(r: CompanyDocumentRenderers) {
  renderers = r;
}
export const documentRenderers = () => renderers;
