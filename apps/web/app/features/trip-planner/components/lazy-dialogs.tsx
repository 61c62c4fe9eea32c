import { lazy, Suspense, useState, type ComponentProps } from "react";

/**
 * The trip forms' dialogs (guests, hours) as lazy chunks (docs/decisions/015): the dialog library is not
 * needed for the form's first render, so a booking page does not load it before the rider opens one. Each mounts from
 * its first opening on (and stays mounted, so closing animates and its state survives).
 */
const GuestInfoDialogChunk = lazy(() => import("./guest-info-dialog").then((m) => ({ default: m.GuestInfoDialog })));
const HoursDialogChunk = lazy(() => import("./hours-dialog").then((m) => ({ default: m.HoursDialog })));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function GuestInfoDialog(props: ComponentProps<typeof GuestInfoDialogChunk>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <GuestInfoDialogChunk {...props} />
    </Suspense>
  );
}

export function HoursDialog(props: ComponentProps<typeof HoursDialogChunk>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <HoursDialogChunk {...props} />
    </Suspense>
  );
}
