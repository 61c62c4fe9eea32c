import { Link } from "react-router";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { paths } from "~/lib/paths";

/**
 * Shown when the checkout's return never reached the server (lib/post-callback.ts): what happened and where the
 * booking stands, with the way to it. Stays until the rider leaves or closes it.
 */
export function ReturnBlockedNotice({ onClose }: { onClose: () => void }) {
  const t = useT(bookingText);
  return (
    <div
      role="alert"
      data-testid="checkout-return-blocked"
      className="fixed inset-x-3 top-20 z-50 mx-auto max-w-lg rounded-xl border border-gold-300 bg-white p-4 text-sm text-ink-900 shadow-xl"
    >
      <p>{t("checkout.returnBlocked")}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Link to={paths.bookings} className="font-semibold text-gold-700 underline">
          {t("checkout.returnBlockedLink")}
        </Link>
        <button type="button" onClick={onClose} className="text-ink-600 underline">
          {t("sandbox.close")}
        </button>
      </div>
    </div>
  );
}
