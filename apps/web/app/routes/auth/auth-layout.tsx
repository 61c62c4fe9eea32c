import { Outlet } from "react-router";
import { AuthShell } from "~/features/auth";

/** The auth area's centred layout. */
export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}
