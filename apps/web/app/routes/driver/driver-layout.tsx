import { Outlet } from "react-router";
import { DriverShell, driverLinks } from "~/features/driver-app";

/** The chauffeur app's frame: its own layout (no site header), manifest and worker (README "The day of the ride"). */
export const links = () => driverLinks;

export default function DriverLayout() {
  return (
    <DriverShell>
      <Outlet />
    </DriverShell>
  );
}
