import { Link } from "react-router";
import { CircleHelp } from "lucide-react";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/** The payment status page when the token is gone and nothing is remembered on this device. */
export function Unknown() {
  const t = useT(bookingText);
  return (
    <div className="text-center">
      <CircleHelp className="mx-auto size-14 text-warning-600" aria-hidden />
      <h1 className="mt-3 text-3xl">{t("status.unknown")}</h1>
      <p className="mt-2 text-ink-600">{t("status.unknownText")}</p>
      <BookingsAndHome />
    </div>
  );
}

/** A failed or unknown payment's way on: My Bookings first, then home. */
export function BookingsAndHome() {
  const t = useT(bookingText);
  const to = useLocalizePath();
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Link to={to(paths.bookings)} className="btn-dark">
        {t("status.viewBookings")}
      </Link>
      <Link to={to(paths.home)} className="btn-outline">
        {t("status.backHome")}
      </Link>
    </div>
  );
}
