import { Outlet, useMatches, useParams } from "react-router";
import NotFound from "./public/not-found";
import { Header } from "~/components/layout/header";
import { Footer } from "~/components/layout/footer";
import { useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { SNAPSHOT_ROOT_ATTR, useRemoveSnapshot, useRiderServiceWorker } from "~/features/rider-cache";

/** Route modules whose page starts with a dark hero under the header export `handle = { heroUnderHeader: true }`. */
export default function SiteLayout() {
  const matches = useMatches();
  const t = useT(commonText);
  // the riders' offline shell and code (docs/decisions/016), registered once the page is idle
  useRiderServiceWorker();
  // a rider's page painted from this device's cache before any script gives way to React's (docs/decisions/016)
  useRemoveSnapshot();
  // the optional language segment of every site path (routes.ts): anything but hi or or is a page that does not exist
  const { lang } = useParams();
  const unknownLanguage = lang !== undefined && lang !== "hi" && lang !== "or";
  const heroUnderHeader =
    !unknownLanguage && matches.some((m) => (m.handle as { heroUnderHeader?: boolean } | undefined)?.heroUnderHeader);
  return (
    <div className="flex min-h-screen flex-col" {...{ [SNAPSHOT_ROOT_ATTR]: "" }}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <Header />
      {heroUnderHeader ? null : <div className="h-header-sm shrink-0 bg-ink-950 md:h-header-lg" aria-hidden />}
      <main id="main" className="flex-1">
        {unknownLanguage ? <NotFound /> : <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
