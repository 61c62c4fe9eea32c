import { Outlet, useMatches } from "react-router";
import { Header } from "~/components/layout/header";
import { Footer } from "~/components/layout/footer";

/** Route modules whose page starts with a dark hero under the header export `handle = { heroUnderHeader: true }`. */
export default function SiteLayout() {
  const matches = useMatches();
  const heroUnderHeader = matches.some((m) => (m.handle as { heroUnderHeader?: boolean } | undefined)?.heroUnderHeader);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {heroUnderHeader ? null : <div className="h-header-sm shrink-0 bg-ink-950 md:h-header-lg" aria-hidden />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
