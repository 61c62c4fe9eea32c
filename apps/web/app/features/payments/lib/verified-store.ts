import type { PaymentVerification } from "@chauffeur/contracts";

/** A verified payment kept for this tab (sessionStorage), so a reload shows it after the single-use token is spent. */
type VerifiedData = PaymentVerification;
const storageKey = (token: string) => `payment-verified:${token.slice(-32)}`;
export function readVerified(token: string): VerifiedData | null {
  try {
    const raw = sessionStorage.getItem(storageKey(token));
    return raw ? (JSON.parse(raw) as VerifiedData) : null;
  } catch {
    return null;
  }
}
export function rememberVerified(token: string, data: VerifiedData) {
  try {
    sessionStorage.setItem(storageKey(token), JSON.stringify(data));
  } catch {
    /* storage full or disabled: a reload will ask the server again */
  }
}

/** The account's short form shown as 'User ID': the first eight hex digits of its UUID, upper case. */
export function shortAccountId(userId: string): string {
  return userId.replace(/-/g, "").slice(0, 8).toUpperCase();
}
