import { useEffect, useState } from "react";
import { Link, type MetaFunction } from "react-router";
import clsx from "clsx";
import { toast } from "~/lib/toast";
import type { BookingView } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { useSession } from "~/features/auth";
import { useKeepSnapshot, useSnapshotReady } from "~/features/rider-cache";
import {
  BookingCard,
  BookingDetailsModal,
  BookingsStats,
  CancelDialog,
  isOffline,
  listErrorMessage,
  Pagination,
  RescheduleDialog,
  requestServiceName,
  useBookings,
} from "~/features/bookings";
import { resumeOrder, useCheckout } from "~/features/checkout";
import { LazyServiceRequestModal, type ServiceRequestInitialValues } from "~/features/leads";
import { paths } from "~/lib/paths";
import { localeOfPath, textsIn, useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";

export const meta: MetaFunction = ({ location }) => [
  { title: textsIn(localeOfPath(location.pathname) ?? "en-IN", accountText)("meta.bookings") },
];

type Tab = "active" | "past";

/** The request form's prefill for 'Reload Trip': the rider's details, the booking's places and extras, a new date. */
function reloadValues(
  b: BookingView,
  user: { name: string; email: string; phone?: string | null } | null | undefined,
): Partial<ServiceRequestInitialValues> {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone?.replace(/^\+91/, "") ?? "",
    datetime: "", // a new date to choose
    pickup_location: b.pickupLocation,
    drop_location: b.dropLocation,
    pet_allowed: Boolean(
      (b.addOns as { pets?: { dogs?: boolean; cats?: boolean } }).pets?.dogs ||
      (b.addOns as { pets?: { cats?: boolean } }).pets?.cats,
    ),
    child_seat: Boolean((b.addOns as { childSeat?: boolean }).childSeat),
  };
}

function BookingsHeading() {
  const t = useT(accountText);
  const to = useLocalizePath();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-4xl">{t("bookings.title")}</h1>
      <Link to={to(paths.home)} className="btn-primary">
        {t("bookings.new")}
      </Link>
    </div>
  );
}

function BookingTabs({ tab, active, past, onTab }: { tab: Tab; active: number; past: number; onTab(t: Tab): void }) {
  const tr = useT(accountText);
  return (
    <div className="mt-8 flex gap-2 border-b border-ivory-200" role="tablist" aria-label={tr("bookings.tabs")}>
      {(["active", "past"] as const).map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={tab === t}
          className={clsx(
            "-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors",
            tab === t ? "border-gold-500 text-ink-900" : "border-transparent text-ink-500 hover:text-ink-800",
          )}
          onClick={() => onTab(t)}
        >
          {t === "active" ? tr("bookings.active", { n: active }) : tr("bookings.past", { n: past })}
        </button>
      ))}
    </div>
  );
}

function NoBookings({ tab }: { tab: Tab }) {
  const t = useT(accountText);
  const to = useLocalizePath();
  return (
    <div className="card flex flex-col items-center gap-3 p-10 text-center">
      <h2 className="text-2xl">{t("bookings.noneTitle")}</h2>
      <p className="text-ink-600">{tab === "active" ? t("bookings.noneActive") : t("bookings.nonePast")}</p>
      <Link to={to(paths.home)} className="btn-primary mt-2">
        {t("bookings.bookRide")}
      </Link>
    </div>
  );
}

/** Offline with the bookings kept on this device: the specification's words, and what the rider is looking at. */
function OfflineNotice() {
  const t = useT(accountText);
  return (
    <p className="mb-4 rounded-xl bg-ivory-100 p-4 text-ink-800" role="status" data-testid="bookings-offline">
      <strong>{t("bookings.offline")}</strong>
      {t("bookings.offlineKept")}
    </p>
  );
}

/**
 * The page's dialogs: details, and 'Cancel' and 'Change time', which show the fee and refund or the new price before
 * anything changes.
 */
function useBookingDialogs() {
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<BookingView | null>(null);
  const [moving, setMoving] = useState<BookingView | null>(null);
  const element = (
    <>
      <BookingDetailsModal
        id={detailsId}
        onClose={() => setDetailsId(null)}
        onCancel={(b) => {
          setDetailsId(null);
          setCancelling(b);
        }}
      />
      <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} />
    </>
  );
  return { openDetails: setDetailsId, openCancel: setCancelling, openReschedule: setMoving, element };
}

/** The list's page, its failure told once as a toast, and whether the device is offline (docs/decisions/016). */
function useBookingsList(userId: string | undefined, page: number) {
  const q = useBookings(page);
  const t = useT(accountText);
  const errorText = (e: unknown) =>
    isOffline(e)
      ? t("bookings.offline")
      : listErrorMessage(e, t("bookings.listFailed"), t("bookings.listUnsuccessful"));
  // the list as the server gave it is kept for the next visit's first paint
  useKeepSnapshot(userId, q.isFetchedAfterMount && !q.error && !q.isFetching, q.dataUpdatedAt);
  // the list the shell painted from the early request (cold visit) stays until this one is there
  useSnapshotReady(!q.isLoading);
  // offline: the specification's 'No internet connection', and the bookings kept on this device stay on screen
  const offline = Boolean(q.error) && isOffline(q.error);
  useEffect(() => {
    if (q.error) toast.error(errorText(q.error));
    // the toast says it once, in the language of the moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.error]);
  // lists are emptied on failure (not when offline with bookings kept on this device)
  const data = q.error && !(offline && q.data) ? undefined : q.data;
  return { q, data, offline, errorText };
}

/** My Bookings: tabs with counts, stats tiles, cards, details, cancel, Reload Trip, pagination. */
export default function Screen() {
  const { user } = useSession();
  const [tab, setTab] = useState<Tab>("active");
  const [pages, setPages] = useState<Record<Tab, number>>({ active: 1, past: 1 });
  const page = pages[tab];
  const { q, data, offline, errorText } = useBookingsList(user?._id, page);
  const t = useT(accountText);
  const checkout = useCheckout();
  const dialogs = useBookingDialogs();
  const [payingId, setPayingId] = useState<string | null>(null);
  const [reload, setReload] = useState<{ service: string; initialValues: Partial<ServiceRequestInitialValues> } | null>(
    null,
  );

  const list = (tab === "active" ? data?.active : data?.past) ?? [];
  const stats = data?.statistics ?? { totalBookings: 0, active: 0, past: 0, completed: 0 };
  const tabPages = tab === "active" ? (data?.pagination.activePages ?? 1) : (data?.pagination.pastPages ?? 1);

  const onReload = (b: BookingView) =>
    setReload({
      service: requestServiceName(b.rideType),
      initialValues: reloadValues(b, user),
    });

  return (
    <section className="page-container py-10 md:py-14">
      <BookingsHeading />

      <div className="mt-8">
        <BookingsStats total={stats.totalBookings} past={stats.past} active={stats.active} />
      </div>

      <BookingTabs tab={tab} active={stats.active} past={stats.past} onTab={setTab} />

      <div
        className="mt-6"
        role="tabpanel"
        aria-busy={q.isFetching}
        data-refreshed={q.isFetchedAfterMount || undefined}
      >
        {offline && data ? <OfflineNotice /> : null}
        {q.isLoading ? (
          <div className="flex justify-center py-16" role="status" aria-label={t("bookings.loading")}>
            <Spinner className="size-8 text-gold-500" />
          </div>
        ) : q.error && !data ? (
          <p className="rounded-xl bg-red-50 p-4 text-danger-600" role="alert">
            {errorText(q.error)}
          </p>
        ) : list.length === 0 ? (
          <NoBookings tab={tab} />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {list.map((b) => (
              <BookingCard
                key={b._id}
                booking={b}
                onDetails={() => dialogs.openDetails(b._id)}
                onCancel={() => dialogs.openCancel(b)}
                onReschedule={() => dialogs.openReschedule(b)}
                onReload={() => onReload(b)}
                paying={checkout.busy && payingId === b._id}
                onCompletePayment={() => {
                  setPayingId(b._id);
                  void checkout.start(() => resumeOrder(b._id));
                }}
              />
            ))}
          </div>
        )}
        <Pagination page={page} pages={tabPages} onPage={(p) => setPages((s) => ({ ...s, [tab]: p }))} />
      </div>

      {dialogs.element}
      {checkout.dialog}
      <LazyServiceRequestModal
        service={reload?.service ?? "Luxury Cars"}
        open={Boolean(reload)}
        onOpenChange={(open) => !open && setReload(null)}
        initialValues={reload?.initialValues}
      />
    </section>
  );
}
