import { Link } from "react-router";
import { BusyButton } from "~/components/ui/spinner";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { authText } from "~/i18n/texts/auth";

/**
 * The end of the forgot-password, reset-password and recover-account forms: the submit button whose
 * text changes while busy ('Sending...', 'Updating...', 'Recovering...'), then the 'Back to Login' link.
 */
export function AuthFormFooter({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const t = useT(authText);
  const to = useLocalizePath();
  return (
    <>
      <BusyButton className="btn-dark w-full py-3" busy={busy} busyLabel={busyLabel}>
        {label}
      </BusyButton>
      <p className="text-center">
        <Link to={to(paths.auth)} className="text-sm font-medium text-gold-700 hover:underline">
          {t("form.backToLogin")}
        </Link>
      </p>
    </>
  );
}
