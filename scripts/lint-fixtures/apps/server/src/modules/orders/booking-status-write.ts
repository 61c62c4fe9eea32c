// Deliberate violations of local booking-state-owner (scripts/lint-config.test.ts): another module writing a
// booking's status (Drizzle and raw SQL) and its payment state.
declare const tx: {
  update: (t: unknown) => { set: (v: object) => { where: (w: unknown) => Promise<void> } };
  execute: (q: unknown) => Promise<void>;
};
declare const bookings: unknown;
declare const sql: (s: TemplateStringsArray, ...v: unknown[]) => unknown;

export async function cancelHere(id: string, now: Date) {
  await tx.update(bookings).set({ status: "cancelled", updatedAt: now }).where(id);
}

export async function cancelInSql(id: string, now: Date) {
  await tx.execute(sql`UPDATE bookings SET status = 'cancelled', updated_at = ${now} WHERE id = ${id}`);
}

export async function markPaid(id: string) {
  await tx.execute(sql`UPDATE bookings SET payment_status = 'paid' WHERE id = ${id}`);
}
