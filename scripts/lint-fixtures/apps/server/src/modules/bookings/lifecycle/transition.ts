// The owner of bookings.status in the fixtures' layout: its writes pass local/booking-state-owner.
declare const tx: {
  update: (t: unknown) => { set: (v: object) => { where: (w: unknown) => Promise<void> } };
};
declare const bookings: unknown;

export async function transitionBooking(id: string, to: string, set: object) {
  await tx
    .update(bookings)
    .set({ ...set, status: to })
    .where(id);
}
