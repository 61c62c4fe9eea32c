import type { ToastContent, ToastOptions } from "react-toastify";

type Kind = "success" | "error" | "info" | "warning";

/**
 * `toast.success/error/info/warning` without react-toastify in a page's first chunks (docs/decisions/015):
 * the library is fetched on the first toast, which always follows a rider's action (root.tsx loads its container
 * after hydration and makes same-text toasts shown once; that applies here too, as the call goes through the library's
 * own `toast` at the time of showing).
 */
const show =
  (kind: Kind) =>
  (content: ToastContent, options?: ToastOptions): void => {
    void import("react-toastify").then((m) => m.toast[kind](content, options));
  };

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };
