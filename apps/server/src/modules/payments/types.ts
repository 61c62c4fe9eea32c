/** A row of `payments` as the raw queries read it. */
export type PaymentRow = {
  id: string;
  booking_id: string;
  gateway: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: number;
  status: string;
  /** 'fare' (Pay Now), 'extras' (Pay extras: migration 0800) or 'reschedule' (a move's difference: migration 1040) */
  purpose: "fare" | "extras" | "reschedule";
};
