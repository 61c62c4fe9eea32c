import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DriverTripListSchema, driverPaths, ridePages } from "@chauffeur/contracts";
import { LOCALES, LOCALE_NAMES, isLocale } from "@chauffeur/contracts/i18n/locales";
import { LogoMark } from "~/components/layout/logo";
import { rememberLocale, useLocale } from "~/i18n";
import { useLiveStream } from "~/lib/live-stream";
import { saveLanguage, signOut } from "../api/driver-api";
import { clearTrips, saveTrips } from "../lib/trip-cache";
import { useDriverText, useErrorText } from "../lib/texts";
import { driverKeys } from "../hooks/keys";
import { useDriverSession } from "../hooks/use-driver-session";
import { activeTrip, useDriverTrips } from "../hooks/use-driver-trips";
import { useOnline } from "../hooks/use-online";
import { positionOutbox, usePositionSharing } from "../hooks/use-position-sharing";
import { useDriverServiceWorker } from "../hooks/use-service-worker";
import { LocationIndicator, LocationProblem } from "./location-status";

/**
 * The chauffeur app's frame (README "The day of the ride"): header with 'Sign out', the offline banner, the location
 * indicator, the live stream that refreshes the trips, and the position sharing of the trip under way. Signed-out
 * visits go to /driver/sign-in; a signed-in chauffeur on the sign-in page goes to 'My trips'. The header's language
 * choice (English / हिन्दी / ଓଡ଼ିଆ) keeps the chauffeur's language in the `lang` cookie (the app has no /hi or /or
 * path), which the server also reads for its messages.
 */
export function DriverShell({ children }: { children: ReactNode }) {
  const session = useDriverSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { t } = useDriverText();
  const errorText = useErrorText();
  const onSignIn = location.pathname.replace(/\/+$/, "") === ridePages.driverSignIn;
  const signedIn = session.state === "signed-in" || session.state === "unreachable";
  const trips = useDriverTrips(signedIn);
  const tracked = activeTrip(trips.data?.data);
  const sharing = usePositionSharing(tracked?.id ?? null);
  useDriverServiceWorker();

  useEffect(() => {
    if (session.state === "signed-out" && !onSignIn)
      navigate(ridePages.driverSignIn, { replace: true, state: { from: location.pathname } });
    if (session.state === "signed-in" && onSignIn) navigate(afterSignIn(location.state), { replace: true });
  }, [session.state, onSignIn, navigate, location.pathname, location.state]);

  // a step, an assignment or an extension asked for: the list and the open trip are read again
  useLiveStream(session.state === "signed-in" && online ? driverPaths.stream : null, (kind, data) => {
    const list = kind === "snapshot" ? DriverTripListSchema.safeParse(data) : null;
    if (list?.success) {
      saveTrips(list.data);
      queryClient.setQueryData(driverKeys.trips, { data: list.data, source: "live", savedAt: null });
      return;
    }
    if (kind !== "position" && kind !== "alert")
      void queryClient.invalidateQueries({ queryKey: driverKeys.all, refetchType: "active" });
  });

  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      clearTrips();
      positionOutbox().clear();
      navigate(ridePages.driverSignIn, { replace: true });
      void queryClient.resetQueries({ queryKey: driverKeys.all });
    },
  });

  const offline = !online || session.state === "unreachable" || trips.data?.source === "cache";
  return (
    <div className="flex min-h-dvh flex-col bg-ivory-50 text-ink-900">
      <header className="sticky top-0 z-30 bg-ink-950 text-ivory-50 shadow-md">
        <div className="mx-auto flex min-h-16 max-w-xl items-center gap-3 px-4">
          <Link
            to={ridePages.driver}
            className="flex min-h-12 items-center rounded-xl pr-2"
            aria-label={t("shell.home")}
          >
            <DriverMark />
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageChoice label={t("shell.language")} signedIn={session.state === "signed-in"} />
            {signedIn ? (
              <button
                type="button"
                onClick={() => leave.mutate()}
                disabled={leave.isPending}
                className="min-h-12 whitespace-nowrap rounded-xl border border-ink-600 px-3 text-base font-semibold text-ivory-50 hover:bg-ink-800"
              >
                {t("shell.signOut")}
              </button>
            ) : null}
          </div>
        </div>
        {signedIn ? <LocationIndicator state={sharing.state} /> : null}
        {leave.isError ? (
          <p role="alert" className="bg-red-50 px-4 py-2 text-base text-danger-600">
            {errorText(leave.error)}
          </p>
        ) : null}
      </header>
      {offline ? <OfflineBanner savedAt={trips.data?.savedAt ?? null} pending={sharing.pending} /> : null}
      {signedIn ? <LocationProblem state={sharing.state} /> : null}
      <main className="mx-auto w-full max-w-xl flex-1 px-4 pb-10 pt-5">{children}</main>
    </div>
  );
}

/** Where a chauffeur goes once signed in: the app page they were sent away from, else 'My trips'. */
function afterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const ok = typeof from === "string" && from.startsWith(ridePages.driver) && !from.startsWith(ridePages.driverSignIn);
  return ok ? from : ridePages.driver;
}

function OfflineBanner({ savedAt, pending }: { savedAt: string | null; pending: number }) {
  const { t, clock } = useDriverText();
  return (
    <div role="status" className="bg-gold-300 px-4 py-3 text-base text-ink-950">
      <p className="mx-auto max-w-xl">
        <strong>{t("offline.title")}</strong>
        {savedAt ? ` ${t("offline.savedAt", { time: clock(savedAt) })}` : null}
        {pending > 0 ? ` ${t("offline.pending", { n: pending })}` : null}
      </p>
    </div>
  );
}

/**
 * The chauffeur's language: each language named in itself. The choice shows at once (its messages load first) and is
 * kept in the `lang` cookie for the next visit and for the server's messages; a signed-in chauffeur's choice is also
 * saved on the server, which writes their SMS in it (a choice made signed out is saved by the sign-in, which reads the
 * cookie; one that could not be sent keeps the previous language until the next choice or sign-in).
 */
function LanguageChoice({ label, signedIn }: { label: string; signedIn: boolean }) {
  const { locale, setLocale } = useLocale();
  return (
    <select
      aria-label={label}
      value={locale}
      onChange={(e) => {
        const next = e.target.value;
        if (!isLocale(next)) return;
        void setLocale(next).then(() => {
          rememberLocale(next);
          if (signedIn) saveLanguage(next).catch(() => undefined);
        });
      }}
      className="min-h-12 max-w-28 rounded-xl border border-ink-600 bg-ink-950 px-1 text-sm text-ivory-50"
      data-testid="driver-language"
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}

function DriverMark() {
  const { t } = useDriverText();
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="text-lg font-semibold tracking-wide">{t("shell.brand")}</span>
    </span>
  );
}
