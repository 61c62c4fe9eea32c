import { PageHero } from "~/components/layout/page-hero";
import { MapsKitProvider } from "~/features/places";
import { TripForm } from "~/features/trip-planner";
import { useCheckFare } from "~/features/fares";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export const meta = ({ location }: { location: { pathname: string } }) => {
  const t = textsIn(localeOfPath(location.pathname) ?? "en-IN", bookingText);
  return [{ title: t("hourly.metaTitle") }, { name: "description", content: t("hourly.metaDescription") }];
};

export default function HourlyRental() {
  const { busy, submit } = useCheckFare("hourly-rental");
  const t = useT(bookingText);
  return (
    <>
      <PageHero eyebrow={t("hourly.eyebrow")} title={t("hourly.title")}>
        {t("hourly.lead")}
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>
          {(kit) => <TripForm service="hourly-rental" kit={kit} busy={busy} onSubmit={submit} />}
        </MapsKitProvider>
      </section>
    </>
  );
}
