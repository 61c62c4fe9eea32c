import type { ButtonHTMLAttributes, ReactNode } from "react";
import clsx from "clsx";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      className={clsx(
        "inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent",
        className,
      )}
      aria-hidden={label ? undefined : true}
      role={label ? "status" : undefined}
      aria-label={label}
    />
  );
}

/**
 * A button that shows a spinner while its action runs and is disabled meanwhile; `busyLabel` replaces the text while
 * busy where the specification gives one ('Calculating...', 'Sending...'). Submits by default.
 */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  type = "submit",
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel?: ReactNode }) {
  return (
    <button type={type} disabled={busy || disabled} {...rest}>
      {busy ? (
        <>
          <Spinner className="size-4" /> {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
