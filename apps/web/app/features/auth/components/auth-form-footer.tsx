import { Link } from "react-router";
import { BusyButton } from "~/components/ui/spinner";
import { paths } from "~/lib/paths";

/**
 * The end of the forgot-password, reset-password and recover-account forms: the submit button whose
 * text changes while busy ('Sending...', 'Updating...', 'Recovering...'), then the 'Back to Login' link.
 */
export function AuthFormFooter({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      <BusyButton className="btn-dark w-full py-3" busy={busy} busyLabel={busyLabel}>
        {label}
      </BusyButton>
      <p className="text-center">
        <Link to={paths.auth} className="text-sm font-medium text-gold-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </>
  );
}
