// Placeholder owned by the payments and bookings issue: creates the order, opens the checkout (sandbox or Razorpay).
// The fare summary screen renders <PayNow ... /> and passes what the order call needs.
export interface PayNowProps {
  service: string;
  quoteId: string;
  /** the checkout form data (trip fields plus addOns) as sent to the charges call */
  formData: Record<string, unknown>;
  disabled?: boolean;
}

export function PayNow({ disabled }: PayNowProps) {
  return (
    <button type="button" className="btn-primary w-full" disabled={disabled}>
      Pay Now
    </button>
  );
}
