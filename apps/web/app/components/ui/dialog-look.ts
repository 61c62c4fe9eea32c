/**
 * The modal dialog's look, in one place: `Dialog` (dialog.tsx, Radix) and the frame a lazily loaded dialog shows while
 * its code arrives (features/leads/components/lazy-service-request-modal.tsx), which must not pull Radix into the
 * page's first chunks.
 */
export const dialogLook = {
  overlay: "fixed inset-0 z-50 bg-ink-950/60 backdrop-blur-sm",
  box: "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none",
  title: "pr-8 font-display text-2xl text-ink-900",
  close: "absolute right-4 top-4 rounded-full p-1.5 text-ink-500 hover:bg-ink-100",
};
