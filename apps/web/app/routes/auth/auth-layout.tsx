import { Outlet } from "react-router";

/** The auth area's centred layout (seed 000 §2). */
export default function AuthLayout() {
  return (
    <div className="bg-ivory-100 py-12 md:py-20">
      <div className="mx-auto w-full max-w-md px-4">
        <Outlet />
      </div>
    </div>
  );
}
