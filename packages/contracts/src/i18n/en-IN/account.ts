/**
 * English texts of profile, edit profile, My Bookings, a booking's trip page, cancel and reschedule (decision record 018). The specification's texts exactly as it gives them; import them
 * from the message tables where they exist rather than retyping them.
 */
export default {} as const satisfies Record<string, string>;
