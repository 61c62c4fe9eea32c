/** A row of `payments` as the raw queries read it. */
export type PaymentRow = {
  id: string;
  booking_id: string;
  /** an event's payment (migration 1411): booking_id is null then */
  event_id?: string | null;
  gateway: string;
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: number;
  status: string;
  /** 'fare' (Pay Now), 'extras' (Pay extras: migration 0800) or 'reschedule' (a move's difference: migration 1040) */
  purpose: "fare" | "extras" | "reschedule" | "event_deposit" | "event_balance" | "event_difference";
};
