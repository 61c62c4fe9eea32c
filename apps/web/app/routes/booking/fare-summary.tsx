import { Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { ArrowLeft } from "lucide-react";
import { fareMessages, fareUpdateMessage, type AddOns, type QuoteData, type Service } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { paths } from "~/lib/paths";
import { PayNow, type PayNowParties } from "~/features/checkout";
import { useSession } from "~/features/auth";
import { LazyBookingParties, type BookingParties } from "~/features/company-portal";
import { localeOfPath, textsIn, useLocale, useLocalizePath, useT, withoutLocale } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import {
  BACK_PATH,
  type ChargeRequest,
  type FareNavState,
  FareSummaryView,
  requestCharge,
  requestFromTrip,
  useQuote,
} from "~/features/fares";

export const meta = ({ location }: { location: { pathname: string } }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", bookingText)("fareSummary.title") },
];

/** One screen for the four /…/fare-summary routes: the service follows the path. */
function serviceOf(path: string): Service | null {
  const pathname = withoutLocale(path);
  if (pathname.startsWith(paths.outstationTrips)) return "outstation";
  if (pathname.startsWith(paths.hourlyRental)) return "hourly-rental";
  if (pathname.startsWith(paths.airportTransfers)) return "airport-transfer";
  if (pathname.startsWith(paths.luxuryCars)) return "cab-booking";
  return null;
}

/** The screen's body: loading, 'no fare' with Go Back, or the fare summary with Pay Now. */
function FareSummaryBody({
  loading,
  data,
  service,
  busy,
  onBack,
  onAddOnsChange,
  onSwitchClass,
}: {
  loading: boolean;
  data: QuoteData | null;
  service: Service | null;
  busy: boolean;
  onBack(): void;
  onAddOnsChange(a: AddOns): void;
  onSwitchClass(next: QuoteData): void;
}) {
  const t = useT(bookingText);
  const parties = useParties(data);
  if (loading) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-ink-600">
        <Spinner /> {t("fareSummary.loading")}
      </div>
    );
  }
  if (!data || !service) {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center">
        <h2 className="text-2xl">{t("fareSummary.noFareTitle")}</h2>
        <p className="mt-2 text-ink-600">{t("fareSummary.noFareText")}</p>
        <button type="button" className="btn-dark mt-6" onClick={onBack}>
          {t("fareSummary.goBack")}
        </button>
      </div>
    );
  }
  return (
    <FareSummaryView
      service={service}
      data={data}
      busy={busy}
      onAddOnsChange={onAddOnsChange}
      onSwitchClass={onSwitchClass}
      payNow={
        <PayNow
          service={service}
          quoteId={data.quoteId}
          formData={{ ...requestFromTrip(data.trip), addOns: data.addOns }}
          disabled={busy || data.expired}
          booked={data.booked}
          parties={parties.payNow}
        />
      }
      parties={parties.panel}
    />
  );
}

/**
 * 'Book for' and 'Bill to' for a signed-in rider (README "Company accounts"): the company-portal feature's panel,
 * loaded lazily (the page's budget, apps/web/budgets/pages.ts), and what it tells Pay Now. Signed out: nothing (the
 * rider signs in at Pay Now and books for themselves, billed personally).
 */
function useParties(data: QuoteData | null) {
  const { isAuthenticated } = useSession();
  const [state, setState] = useState<BookingParties | null>(null);
  const show = isAuthenticated && data && !data.booked && !data.expired;
  const payNow: PayNowParties | null =
    show && state
      ? { body: state.parties, valid: state.valid, reveal: state.reveal, placed: state.placed, label: state.payLabel }
      : null;
  const panel = show ? (
    <Suspense fallback={null}>
      <LazyBookingParties
        ride={{ totalPaise: data.fare, pickupAt: data.trip.startTime, vehicleClass: data.vehicle.code }}
        onChange={setState}
      />
    </Suspense>
  ) : null;
  return { payNow, panel };
}

/** The fare messages this screen shows itself, in the page's language (the server's answers come translated). */
function useOwnFareMessage() {
  const t = useT(bookingText);
  return (message: string) =>
    message === fareMessages.updateFailed
      ? t("fareSummary.updateFailed")
      : message === fareMessages.updateServerError
        ? t("fareSummary.updateServerError")
        : message === fareMessages.invalidDetails
          ? t("fareSummary.invalidDetails")
          : message;
}

/** The navigation state kept with the quote on screen (so a reload and Back keep it). */
const stateFor = (navState: FareNavState | null, data: QuoteData, formData: ChargeRequest): FareNavState | null =>
  navState
    ? { ...navState, response: { success: true, message: "", data }, formData: { ...formData, addOns: data.addOns } }
    : null;

/**
 * The quote on screen: the navigation's, else the server's (a reload or a shared link has no navigation state). The
 * server writes the fare lines in the page's language, so after a change of language the quote is read again (the
 * one on screen stays until the answer).
 */
function useQuoteOnScreen(fromState: QuoteData | null, quoteId: string | null) {
  const [data, setDataOnly] = useState<QuoteData | null>(fromState);
  const { locale } = useLocale();
  // the language the server wrote the quote's fare lines in (the page's, when it was asked)
  const [dataLocale, setDataLocale] = useState(locale);
  const stale = Boolean(data) && dataLocale !== locale;
  const query = useQuote(data?.quoteId ?? quoteId, !data || stale, locale);
  useEffect(() => {
    if ((!data || stale) && query.data?.data) {
      setDataOnly(query.data.data);
      setDataLocale(locale);
    }
  }, [data, stale, query.data, locale]);
  const setData = (next: QuoteData) => {
    setDataOnly(next);
    setDataLocale(locale);
  };
  return { data, setData, query };
}

export default function FareSummary() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const quoteId = params.get("quote");
  const navState = location.state as FareNavState | null;
  const fromState =
    navState?.response?.data && navState.response.data.quoteId === quoteId ? navState.response.data : null;
  const { data, setData, query } = useQuoteOnScreen(fromState, quoteId);
  const [busy, setBusy] = useState(false);
  const t = useT(bookingText);
  const own = useOwnFareMessage();

  const service = (data?.trip.service ?? serviceOf(location.pathname) ?? navState?.service ?? null) as Service | null;
  const back = useLocalizePath()(service ? BACK_PATH[service] : paths.home);

  // a quote the server answered (re-priced add-ons, or another class's quote) replaces the one on screen and in the URL
  const show = (next: QuoteData, formData = requestFromTrip(next.trip)) => {
    setData(next);
    setParams({ quote: next.quoteId }, { replace: true, state: stateFor(navState, next, formData) });
  };

  const recalc = async (addOns: AddOns) => {
    if (!data || !service) return;
    const formData = requestFromTrip(data.trip);
    setBusy(true);
    try {
      const res = await requestCharge(service, { ...formData, addOns, quoteId: data.quoteId });
      if (!res.success) {
        toast.error(own((res as { message?: string }).message || fareMessages.updateFailed));
        return;
      }
      show(res.data, formData);
    } catch (e) {
      toast.error(
        own(
          e instanceof ApiRequestError
            ? fareUpdateMessage(e.kind, e.status, e.serverMessage)
            : fareMessages.updateFailed,
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const backButton = (
    <button type="button" className="btn-ghost -ml-3 text-ivory-50 hover:bg-ink-800" onClick={() => navigate(back)}>
      <ArrowLeft className="size-4" aria-hidden /> {t("fareSummary.back")}
    </button>
  );

  const body = (
    <FareSummaryBody
      loading={!data && Boolean(quoteId) && query.isPending}
      data={data}
      service={service}
      busy={busy}
      onBack={() => navigate(back)}
      onAddOnsChange={recalc}
      onSwitchClass={(next) => show(next)}
    />
  );
  return (
    <>
      <section className="bg-ink-950 pb-10 pt-6 text-ivory-50">
        <div className="page-container">
          {backButton}
          <h1 className="mt-2 text-4xl md:text-5xl">{t("fareSummary.title")}</h1>
          <p className="mt-2 text-ink-300">
            {t("fareSummary.intro")}{" "}
            <Link className="text-gold-300 underline" to={back}>
              {t("fareSummary.editIt")}
            </Link>
            {t("fareSummary.introEnd")}
          </p>
        </div>
      </section>
      <section className="page-container py-10">{body}</section>
    </>
  );
}
