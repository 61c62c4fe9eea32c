/**
 * A credit note's amounts (CGST Act 2017 s.34): the refunded part of an invoice, taxed as the invoice was (the same
 * place of supply: IGST alone, or CGST and SGST), never more than what the invoice still has uncredited. Each
 * component is the invoice's share of the running total credited so far, less what earlier credit notes took, so
 * the credit notes of one invoice add up to it exactly once it is refunded in full.
 */
export type TaxAmounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

const ZERO: TaxAmounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/** The invoice's components for a running credited total `cumulative` (0 ≤ cumulative ≤ invoice total). */
function shareOf(invoice: TaxAmounts, cumulative: number): TaxAmounts {
  if (invoice.totalPaise <= 0 || cumulative <= 0) return ZERO;
  if (cumulative >= invoice.totalPaise) return invoice;
  const taxablePaise = Math.round((invoice.taxablePaise * cumulative) / invoice.totalPaise);
  const tax = cumulative - taxablePaise;
  const invoiceTax = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  const igstPaise = invoice.igstPaise > 0 ? tax : 0;
  const cgstPaise = igstPaise > 0 || invoiceTax === 0 ? 0 : Math.round((tax * invoice.cgstPaise) / invoiceTax);
  return { taxablePaise, cgstPaise, sgstPaise: tax - igstPaise - cgstPaise, igstPaise, totalPaise: cumulative };
}

/**
 * The next credit note of `invoice` for a refund of `refundPaise`, after credit notes that already credited
 * `creditedPaise` of it; null when nothing is left to credit.
 */
export function creditNoteSplit(invoice: TaxAmounts, creditedPaise: number, refundPaise: number): TaxAmounts | null {
  const left = invoice.totalPaise - creditedPaise;
  const amount = Math.min(Math.max(0, refundPaise), left);
  if (amount <= 0) return null;
  const before = shareOf(invoice, creditedPaise);
  const after = shareOf(invoice, creditedPaise + amount);
  return {
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    totalPaise: amount,
  };
}
