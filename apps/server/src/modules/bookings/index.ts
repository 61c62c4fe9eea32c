import type { AppModule } from "../module.ts";
import { setPaymentListeners } from "../payments/index.ts";
import { setCompanyDocumentRenderers } from "../companies/index.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { creditNoteDocument, issueCreditNote } from "./credit-notes.ts";
import { onExtrasCaptured } from "./extras-invoice.ts";
import { issueInvoice } from "./invoice.ts";
import { companyBuyerOf } from "./company-invoice.ts";
import { tellApproversOfPaidRide } from "./company-order.ts";
import { bookingJobs } from "./jobs.ts";
import { enqueuePaymentConfirmation, enqueueRefundNotice, invoiceAttachment, loadRider } from "./notify.ts";
import { findBookingView } from "./bookings.repository.ts";
import { findInvoiceById } from "./invoice.ts";
import { onRescheduleCaptured } from "./reschedule-rider.service.ts";
import { announcePaidBooking } from "./paid-announcement.ts";

// what a booking does when payments records a capture or a refund (payments/events.ts)
setPaymentListeners({
  async captured(ctx, tx, e) {
    const invoice = await issueInvoice(tx, {
      bookingId: e.bookingId,
      paymentId: e.paymentId,
      totalPaise: e.amountPaise,
      gstin: ctx.config.GSTIN,
      now: e.now,
      // a ride billed to a company: its B2B invoice (company-invoice.ts)
      buyer: await companyBuyerOf(tx, e.bookingId),
    });
    await enqueuePaymentConfirmation(ctx, tx, e.bookingId, invoice);
    // the console rings: the booking enters the queue (paid-announcement.ts); a company's ride waiting for its
    // approver enters it when approved, and its approvers are told now that it is paid (company-order.ts)
    if (!(await tellApproversOfPaidRide(ctx, tx, e.bookingId))) await announcePaidBooking(tx, e);
  },
  // 'Pay extras': the supplementary invoice and the rider's receipt (extras-invoice.ts)
  extrasCaptured: onExtrasCaptured,
  // a reschedule's difference was paid: the booking moves now, or says why not (reschedule-rider.service.ts)
  rescheduleCaptured: onRescheduleCaptured,
  async refunded(ctx, tx, e) {
    // the credit note of an invoiced payment, in the refund's transaction (credit-notes.ts)
    await issueCreditNote(ctx, tx, e);
    await enqueueRefundNotice(ctx, tx, e.bookingId, e.amountPaise, e.reason);
  },
});

// a company's invoice or credit note in its portal, rendered again when a row lacks its stored PDF (companies/documents.ts)
setCompanyDocumentRenderers({
  async invoicePdf(ctx, invoiceId) {
    const invoice = await findInvoiceById(ctx.db, invoiceId);
    const row = invoice && (await findBookingView(ctx.db, invoice.booking_id));
    if (!invoice || !row) return undefined;
    return invoiceAttachment(ctx, row, invoice, await loadRider(ctx.db, row.user_id));
  },
  creditNotePdf: async (ctx, bookingId, creditNoteId) => (await creditNoteDocument(ctx, bookingId, creditNoteId))?.pdf,
});

/** Bookings: orders, the rider's list and details, cancellation, invoices and credit notes, the capacity rule, expiry and reconciliation jobs. */
export const bookingsModule: AppModule = {
  name: "bookings",
  routes: bookingsRoutes,
  jobs: bookingJobs,
};

// the public entry other modules import from (never a file inside this folder)
export { findBookingView } from "./bookings.repository.ts";
export { invoiceRetentionEnd, issueInvoice, type InvoiceBuyer, type InvoiceRow } from "./invoice.ts";
export { invoiceAttachment } from "./notify.ts";
export { expireUnpaid, reconcile } from "./jobs.ts";
export { expireApprovals } from "./approvals.service.ts";
// a ride on a company's account is invoiced at its completion (rides/ride-notify.ts)
export { issueAccountInvoice } from "./company-invoice.ts";
export { clashes, HOLDING_STATUSES, holdsCar } from "./capacity.ts";
// the one check of a chauffeur and a car for a booking (the console's rides, an event's runs)
export { checkAssignment } from "./assignment.ts";
// the day of the ride's extras (rides/extras*.ts): an extension's capacity check, the order options, the supplementary invoices
export { assertCarFree, classAvailability } from "./capacity.ts";
export { decryptOptions, encryptOptions } from "./options-crypto.ts";
export { extrasInvoiceAttachment } from "./extras-invoice.ts";
export { findExtrasInvoices } from "./invoice.ts";
// airport transfers that follow the flight (modules/flights, decision record 011): the booking's times and free cancellation
export { carClashAfterMove, movePickup, offerFreeCancellation } from "./reschedule.ts";
// the allocator hears of moved times and freed crews (modules/dispatch); the extension's move announces itself (rides)
export { announceDispatchChange } from "./paid-announcement.ts";
export { flightTrackingOf } from "./booking-view.ts";
// a booking's status moves only through its machine (docs/ARCHITECTURE.md, "How a booking's status moves")
export { BOOKING_MACHINE, bookingEventAllowed, type BookingActorKind, type BookingEvent } from "./lifecycle/machine.ts";
export {
  assertBookingEvent,
  bookingSnapshot,
  IllegalTransitionError,
  transitionBooking,
  type BookingActor,
} from "./lifecycle/transition.ts";
// the GST documents' common parts, for the events' receipt vouchers, invoices and credit notes (modules/events)
export { billedTo, inr, issueDate, openGstDocument, supplierBlock, supplyLines, taxRows } from "./gst-document.ts";
export { financialYear, supplierState } from "./invoice.ts";
// the runs of an event (modules/events, decision record 023): written and withdrawn here, like an order
export { insertEventRun, withdrawEventRun, type EventRunInsert } from "./event-runs.ts";
