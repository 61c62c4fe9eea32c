import { PageHero } from "~/components/layout/page-hero";
import { MapsKitProvider } from "~/features/places";
import { TripForm } from "~/features/trip-planner";
import { useCheckFare } from "~/features/fares";
import { localeOfPath, textsIn, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export const meta = ({ location }: { location: { pathname: string } }) => {
  const t = textsIn(localeOfPath(location.pathname) ?? "en-IN", bookingText);
  return [{ title: t("outstation.metaTitle") }, { name: "description", content: t("outstation.metaDescription") }];
};

export default function OutstationTrips() {
  const { busy, submit } = useCheckFare("outstation");
  const t = useT(bookingText);
  return (
    <>
      <PageHero eyebrow={t("outstation.eyebrow")} title={t("outstation.title")}>
        {t("outstation.lead")}
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>
          {(kit) => <TripForm service="outstation" kit={kit} busy={busy} onSubmit={submit} />}
        </MapsKitProvider>
      </section>
    </>
  );
}
