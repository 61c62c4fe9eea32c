import { lazy, Suspense, useEffect, useState } from "react";
import { Link, Route, Routes, useLocation, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { apiPaths } from "@chauffeur/contracts";
import { useSession } from "~/features/auth";
import { useAppConfig } from "~/features/app-config";
import { apiRequest } from "~/lib/api-client";
import { paths } from "~/lib/paths";
import { Spinner } from "~/components/ui/spinner";
import { OpsShell } from "~/features/ops-core";
import { BookingDetailPage, QueuePage } from "~/features/ops-bookings";
import { FleetPage } from "~/features/ops-fleet";
import { LiveBoardPage, LiveOpsProvider, SosBanner } from "~/features/ops-live";
import { LeadsPage } from "~/features/ops-leads";
import { ActivityPage, OperatorsPage, RiderDetailPage, RidersPage, TariffPage } from "~/features/ops-admin";
import { OutboxPage } from "~/features/ops-outbox";
import { EventDayPage } from "~/features/ops-event-runs";
import { CompaniesPage, CompanyDetailPage } from "~/features/ops-companies";
import { fetchSecondFactorStatus, SecondFactorScreen } from "~/features/ops-second-factor";

/**
 * The operations console (README "Operations console") at /ops/*: its own layout and bundle, lazy-loaded, never
 * requested by riders' pages. Operators sign in through the same /auth login; the server checks the role on every call.
 */
export const meta = () => [{ title: "Operations console" }, { name: "robots", content: "noindex" }];

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-ink-950 p-8 text-center text-ivory-50">
      {children}
    </main>
  );
}

export default function OpsConsole() {
  const { loading, user, setUser, refresh } = useSession();
  const config = useAppConfig();
  const navigate = useNavigate();
  // an operator's password opens only the second step (docs/security.md §5); after a reload /me answers 401 for such a
  // session, so the status is asked whenever the signed-in hint is there
  // (read once, at mount: the server clears the hint when it answers 401 for a session that has ended)
  const [maybeSignedIn] = useState(
    () => typeof document !== "undefined" && /(?:^|;\s*)signed_in=/.test(document.cookie),
  );
  const location = useLocation();
  const secondFactor = useQuery({
    queryKey: ["second-factor-status"],
    queryFn: fetchSecondFactorStatus,
    enabled: !loading && (user ? user.role === "operator" : maybeSignedIn),
    retry: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

  const signOut = async () => {
    await apiRequest(apiPaths.logout, { method: "POST", body: {} }).catch(() => undefined);
    setUser(null);
    navigate(paths.auth);
  };

  const sfState = secondFactor.data?.state;
  const pendingSecondFactor = sfState === "setup" || sfState === "verify";
  // a session that ended (12 hours after sign-in, or 30 idle minutes) sends the operator to sign in again, and back here
  // after; a visitor who never signed in sees the sign-in prompt instead
  const sessionEnded =
    !loading && !user && maybeSignedIn && secondFactor.fetchStatus !== "fetching" && !pendingSecondFactor;
  useEffect(() => {
    if (sessionEnded) navigate(paths.auth, { replace: true, state: { from: location.pathname } });
  }, [sessionEnded, navigate, location.pathname]);

  if (loading || sessionEnded || (secondFactor.fetchStatus === "fetching" && !secondFactor.data))
    return (
      <Centered>
        <Spinner label="Checking your session" className="size-8 text-gold-400" />
      </Centered>
    );
  if ((user?.role === "operator" || !user) && pendingSecondFactor)
    return (
      <SecondFactorScreen
        state={sfState}
        onPassed={async () => {
          await refresh();
          await secondFactor.refetch();
        }}
        onSessionEnded={() => {
          setUser(null);
          navigate(paths.auth, { state: { from: "/ops" } });
        }}
        onSignOut={() => void signOut()}
      />
    );
  if (!user || (user.role === "operator" && !secondFactor.data)) return <SignInPrompt />;
  if (user.role !== "operator") return <OperatorsOnly />;

  return (
    <OpsShell
      userName={user.name}
      brand={config.business.name}
      onSignOut={() => void signOut()}
      showOutbox={config.devOutbox}
    >
      {/* one live stream for the console; the SOS banner stays on every page until acknowledged */}
      <LiveOpsProvider>
        <SosBanner />
        <ConsoleRoutes />
      </LiveOpsProvider>
    </OpsShell>
  );
}

function SignInPrompt() {
  return (
    <Centered>
      <h1 className="text-3xl">Operations console</h1>
      <p className="text-ink-300">Sign in with your operator account to continue.</p>
      <Link to={paths.auth} state={{ from: "/ops" }} className="btn-primary">
        Sign in
      </Link>
    </Centered>
  );
}

function OperatorsOnly() {
  return (
    <Centered>
      <h1 className="text-3xl">Operators only</h1>
      <p className="text-ink-300">This area is for the operations team. Your rider account has no access to it.</p>
      <Link to={paths.home} className="btn-primary">
        Back to Home
      </Link>
    </Centered>
  );
}

// weddings and events (README "Weddings and events"): their own chunks, loaded when an operator opens them; an
// event's page shows the money's and the day's panels from their own features
const EventsPage = lazy(() => import("~/features/ops-events").then((m) => ({ default: m.EventsPage })));
const EventDetailPage = lazy(() => import("~/features/ops-events").then((m) => ({ default: m.EventDetailPage })));
const EventMoneyPanel = lazy(() => import("~/features/ops-event-money").then((m) => ({ default: m.EventMoneyPanel })));
const EventRunsPanel = lazy(() => import("~/features/ops-event-runs").then((m) => ({ default: m.EventRunsPanel })));
const eventPanels = (eventId: string) => (
  <>
    <EventMoneyPanel eventId={eventId} />
    <EventRunsPanel eventId={eventId} />
  </>
);
// instant confirmation's settings and the day's plan (README "Instant confirmation"): their own chunk
const DispatchSettingsPage = lazy(() =>
  import("~/features/ops-dispatch").then((m) => ({ default: m.DispatchSettingsPage })),
);
const DayPlanPage = lazy(() => import("~/features/ops-dispatch").then((m) => ({ default: m.DayPlanPage })));
// the Books (GST returns, docs/books.md): their own chunk
const BooksPage = lazy(() => import("~/features/ops-books").then((m) => ({ default: m.BooksPage })));
// the owner's dashboard (docs/decisions/027-dashboard.md): its own chunk with the charting library, loaded only here
const DashboardPage = lazy(() => import("~/features/ops-dashboard").then((m) => ({ default: m.DashboardPage })));
const lazyPage = (page: React.ReactNode) => (
  <Suspense fallback={<Spinner label="Loading" className="size-6 text-gold-600" />}>{page}</Suspense>
);

/** The console's pages under /ops/*. */
function ConsoleRoutes() {
  return (
    <Routes>
      <Route index element={<QueuePage />} />
      <Route path="bookings/:id" element={<BookingDetailPage />} />
      <Route path="dashboard" element={lazyPage(<DashboardPage />)} />
      <Route path="live" element={<LiveBoardPage />} />
      <Route path="fleet" element={<FleetPage />} />
      <Route path="dispatch" element={lazyPage(<DispatchSettingsPage />)} />
      <Route path="dispatch/plan" element={lazyPage(<DayPlanPage />)} />
      <Route path="leads" element={<LeadsPage />} />
      <Route path="events" element={lazyPage(<EventsPage />)} />
      <Route path="events/:id" element={lazyPage(<EventDetailPage panels={eventPanels} />)} />
      <Route path="tariff" element={<TariffPage />} />
      <Route path="riders" element={<RidersPage />} />
      <Route path="riders/:id" element={<RiderDetailPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="companies/:id" element={<CompanyDetailPage />} />
      <Route path="books" element={lazyPage(<BooksPage />)} />
      <Route path="operators" element={<OperatorsPage />} />
      <Route path="activity" element={<ActivityPage />} />
      <Route path="outbox" element={<OutboxPage />} />
      <Route path="events/:id/day" element={<EventDayPage />} />
      <Route
        path="*"
        element={
          <p className="text-ink-600">
            This console page does not exist.{" "}
            <Link className="underline" to="/ops">
              Go to the queue
            </Link>
            .
          </p>
        }
      />
    </Routes>
  );
}
