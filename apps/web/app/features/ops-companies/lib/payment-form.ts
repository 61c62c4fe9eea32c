import { StatementPaymentInputSchema } from "@chauffeur/contracts";
import type { z } from "@chauffeur/contracts/z";
import { rupeesToPaise } from "~/lib/money";

export type StatementPaymentInput = z.output<typeof StatementPaymentInputSchema>;

/** 'Record payment' as typed: the amount in rupees, the bank's reference (UTR), the day it was received. */
export interface PaymentFormValues {
  amountRupees: string;
  bankReference: string;
  receivedOn: string;
}

/**
 * The body the console sends (amount in paise: docs/ARCHITECTURE.md section 6, "Money"), checked with the contracts'
 * schema; or the first problem and its field. More than is due is refused by the server (its message is shown).
 */
export function paymentBody(
  v: PaymentFormValues,
): { body: StatementPaymentInput } | { field: keyof PaymentFormValues; message: string } {
  const amountPaise = rupeesToPaise(v.amountRupees);
  if (amountPaise === null || amountPaise < 1) return { field: "amountRupees", message: "Enter the amount received" };
  const parsed = StatementPaymentInputSchema.safeParse({
    amountPaise,
    bankReference: v.bankReference,
    receivedOn: v.receivedOn,
  });
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { field: issue.path[0] === "receivedOn" ? "receivedOn" : "bankReference", message: issue.message };
}
