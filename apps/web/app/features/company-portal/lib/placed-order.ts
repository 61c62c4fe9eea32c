import type { BillTo, BookFor } from "@chauffeur/contracts";

/** The order's answer as far as the fare summary reads it after Pay Now: a ride on account or waiting for approval. */
export interface PlacedOrder {
  bookingId: string;
  /** `on_account`: no checkout (monthly terms); `checkout`/absent: the checkout as before */
  payment?: string;
  status?: string;
}

/** What 'Book for' and 'Bill to' tell the fare summary (routes/booking/fare-summary.tsx). */
export interface BookingParties {
  parties: { bookFor: BookFor; billTo: BillTo };
  /** every field filled as the company's policy asks */
  valid: boolean;
  /** show the fields' problems (Pay Now pressed while not valid) */
  reveal(): void;
  /** a ride on the company's account (no checkout): says so ('Sent to your company's approver' when it waits) and goes
   * to the booking; false when the checkout should open (pay per ride, approval or not) */
  placed(res: PlacedOrder): boolean;
  /** Pay Now's label when nothing is paid now ('Book now'), else null */
  payLabel: string | null;
}
