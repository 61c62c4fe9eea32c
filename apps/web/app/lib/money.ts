/**
 * Whole rupees typed in a form (the credit limit, the approval amount) and the paise the API takes
 * (docs/ARCHITECTURE.md section 6, "Money"). Indian grouping commas, spaces and a leading ₹ are allowed.
 */
export function rupeesToPaise(input: string | number): number | null {
  const text = String(input).replace(/[₹,\s]/g, "");
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as a form shows them in a rupees field: "150000", or "1500.50" when there are paise. */
export function paiseToRupeesInput(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return rest ? `${whole}.${String(rest).padStart(2, "0")}` : String(whole);
}
