import { Outlet } from "react-router";
import { AuthShell } from "~/features/auth";

/** The auth area's centred layout (seed 000 §2). */
export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}
