import { lazy, Suspense, useState, type ComponentProps } from "react";

/**
 * My Bookings' dialogs (details, cancel, change time) as lazy chunks (docs/decisions/015): the list's first
 * paint needs none of them, nor what they bring (the dialog library, the chauffeur card, the ride's extras). Each mounts
 * from its first opening on and stays mounted, so closing animates and its state survives.
 */
const DetailsChunk = lazy(() => import("./booking-details-modal").then((m) => ({ default: m.BookingDetailsModal })));
const CancelChunk = lazy(() => import("./cancel-dialog").then((m) => ({ default: m.CancelDialog })));
const RescheduleChunk = lazy(() => import("./reschedule-dialog").then((m) => ({ default: m.RescheduleDialog })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function BookingDetailsModal(props: ComponentProps<typeof DetailsChunk>) {
  if (!useOpenedOnce(props.id !== null)) return null;
  return (
    <Suspense fallback={null}>
      <DetailsChunk {...props} />
    </Suspense>
  );
}

export function CancelDialog(props: ComponentProps<typeof CancelChunk>) {
  if (!useOpenedOnce(props.booking !== null)) return null;
  return (
    <Suspense fallback={null}>
      <CancelChunk {...props} />
    </Suspense>
  );
}

export function RescheduleDialog(props: ComponentProps<typeof RescheduleChunk>) {
  if (!useOpenedOnce(props.booking !== null)) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleChunk {...props} />
    </Suspense>
  );
}
