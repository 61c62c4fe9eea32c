// The payments module writes the payment state: passes local/booking-state-owner.
declare const tx: { execute: (q: unknown) => Promise<void> };
declare const sql: (s: TemplateStringsArray, ...v: unknown[]) => unknown;

export async function expirePayment(id: string) {
  await tx.execute(sql`UPDATE bookings SET payment_status = 'expired' WHERE id = ${id}`);
}
