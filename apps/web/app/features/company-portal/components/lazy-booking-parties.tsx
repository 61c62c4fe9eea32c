import { lazy } from "react";

// The fare summary's 'Book for' and 'Bill to' (signed-in riders only): its code and texts load after the page's. A
// module of its own, so the fare summary's file names none of the portal's chunks (lazy-pages.tsx).
export const LazyBookingParties = lazy(() =>
  import("./booking-parties").then((m) => ({ default: m.BookingPartiesPanel })),
);
