import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import clsx from "clsx";
import { CalendarPlus, CheckCircle2, FileText, XCircle } from "lucide-react";
import {
  PAYMENT_COUNTDOWN_S,
  SERVICE_LABELS,
  flightLabels,
  paymentMessages,
  type PaymentVerification,
  type Service,
} from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { useAppConfig } from "~/features/app-config";
import { formatDateTime, rupees } from "~/lib/format";
import { paths } from "~/lib/paths";
import { verificationErrorMessage, verifyPaymentToken } from "../api/verify-payment-token";
import { usePollWhileConfirming } from "../hooks/use-poll-while-confirming";
import { readVerified, rememberVerified, shortAccountId } from "../lib/verified-store";
import { BookingsAndHome, Unknown } from "./payment-status-unknown";
import { useFormat, useLocalizePath, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/** This page's own messages in the page's language (the server's answers come translated). */
function useOwnMessage() {
  const t = useT(bookingText);
  return (message: string) =>
    message === paymentMessages.invalidRequest
      ? t("status.invalidRequest")
      : message === paymentMessages.unknownError
        ? t("status.unknownError")
        : message === paymentMessages.verificationUnsuccessful
          ? t("status.verificationUnsuccessful")
          : message;
}

/** Money and times in the page's language; English keeps app/lib/format.ts. */
function useStatusFormat() {
  const f = useFormat();
  const en = f.locale === "en-IN";
  return { rupees: en ? rupees : f.rupees, dateTime: en ? formatDateTime : (d: string) => f.dateTime(d) };
}

type State =
  | { kind: "verifying" }
  | { kind: "success"; data: PaymentVerification }
  | { kind: "failure"; message: string }
  | { kind: "unknown" };

/**
 * /payment-status: verifying, then success, failure or unknown. An `error` parameter fails at
 * once with its decoded text; no token gives the 'Invalid payment verification request' toast, the failure view
 * and an immediate redirect to My Bookings; after a result the page counts down 10 seconds to My Bookings.
 */
export function PaymentStatusView({ token, error }: { token: string | null; error: string | null }) {
  const navigate = useNavigate();
  const t = useT(bookingText);
  const to = useLocalizePath();
  const own = useOwnMessage();
  const [state, setState] = useState<State>(() =>
    error
      ? { kind: "failure", message: error || paymentMessages.unknownError }
      : token
        ? { kind: "verifying" }
        : { kind: "failure", message: paymentMessages.invalidRequest },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (error) return;
    if (!token) {
      toast.error(own(paymentMessages.invalidRequest));
      navigate(to(paths.bookings), { replace: true });
      return;
    }
    // The token is single use on the server (a replay is refused); a reload of this tab shows the result it already got.
    const remembered = readVerified(token);
    if (remembered) {
      setState({ kind: "success", data: remembered });
      return;
    }
    verifyPaymentToken(token)
      .then((res) => {
        if (res?.success && res.data) {
          rememberVerified(token, res.data);
          setState({ kind: "success", data: res.data });
        } else if (res?.success) setState({ kind: "unknown" });
        else {
          const message = res?.message || paymentMessages.verificationUnsuccessful;
          toast.error(own(message));
          setState({ kind: "failure", message });
        }
      })
      .catch((e) => {
        const message = verificationErrorMessage(e);
        toast.error(message);
        setState({ kind: "failure", message });
      });
  }, [token, error, navigate, own, to]);

  usePollWhileConfirming(state.kind === "unknown" ? token : null, (data) => {
    rememberVerified(token!, data);
    setState({ kind: "success", data });
  });

  const [left, setLeft] = useState(PAYMENT_COUNTDOWN_S);
  const counting = state.kind !== "verifying";
  useEffect(() => {
    if (!counting) return;
    const id = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [counting]);
  useEffect(() => {
    if (counting && left === 0) navigate(to(paths.bookings));
  }, [counting, left, navigate, to]);

  return (
    <section className="page-container flex justify-center py-12 md:py-20">
      <div className="card w-full max-w-2xl p-6 md:p-10" aria-live="polite">
        {state.kind === "verifying" ? <Verifying /> : null}
        {state.kind === "success" ? <Success data={state.data} /> : null}
        {state.kind === "failure" ? <Failure message={state.message} /> : null}
        {state.kind === "unknown" ? <Unknown /> : null}
        {counting ? (
          <p className="mt-6 text-center text-sm text-ink-600" data-testid="countdown">
            {t("status.countdown", { n: left })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The prerendered /payment-status (docs/decisions/015): 'Verifying your payment...' in the view's card, whatever the
 * address carries; the route renders the view itself once hydrated, when the token can be read.
 */
export function PaymentStatusShell() {
  return (
    <section className="page-container flex justify-center py-12 md:py-20">
      <div className="card w-full max-w-2xl p-6 md:p-10" aria-live="polite">
        <Verifying />
      </div>
    </section>
  );
}

function Verifying() {
  const t = useT(bookingText);
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center" role="status">
      <Spinner className="size-10 text-gold-500" />
      <h1 className="text-2xl">{t("status.verifying")}</h1>
      <p className="text-ink-600">{t("status.dontClose")}</p>
    </div>
  );
}

/** A label and its value; words wrap between words, never inside one (an address at 375 px). */
const Row = ({ label, value, testId, mono }: { label: string; value: string; testId?: string; mono?: boolean }) => (
  <div className="flex flex-col gap-0.5 border-b border-ivory-200 py-2 last:border-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
    <dt className="shrink-0 text-sm text-ink-600">{label}</dt>
    <dd
      className={clsx(
        "min-w-0 break-words text-ink-900 sm:text-right",
        mono ? "font-mono text-xs sm:text-sm" : "font-medium",
      )}
      data-testid={testId}
    >
      {value}
    </dd>
  </div>
);

const LEAD = {
  fare: "status.leadFare",
  extras: "status.leadExtras",
  reschedule: "status.leadReschedule",
} as const satisfies Record<PaymentVerification["purpose"], string>;

/**
 * The receipt where the rider looks: the SL reference, the pickup time, the service and the amount first,
 * 'Download invoice' and 'Add to calendar'; the specified ids stay, in a secondary block below.
 */
function Success({ data }: { data: PaymentVerification }) {
  const t = useT(bookingText);
  const to = useLocalizePath();
  const fmt = useStatusFormat();
  const en = useFormat().locale === "en-IN";
  // the server's English labels, in the page's language
  const service = (Object.keys(SERVICE_LABELS) as Service[]).find((k) => SERVICE_LABELS[k] === data.serviceType);
  const serviceType = !en && service ? t(`service.${service}`) : data.serviceType;
  const pickupLabel =
    en || ![flightLabels.meetsYouAt, flightLabels.pickupTime].includes(data.pickupLabel as never)
      ? data.pickupLabel
      : data.pickupLabel === flightLabels.meetsYouAt
        ? t("flight.meetsYouAt")
        : t("flight.pickupTime");
  return (
    <div>
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-success-600" aria-hidden />
        <h1 className="text-3xl">{t("status.success")}</h1>
        <p className="text-ink-600">{t(LEAD[data.purpose])}</p>
      </div>
      <div className="mt-6 rounded-xl border border-gold-300 bg-ivory-50 p-4 text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">{t("status.reference")}</p>
        <p className="mt-1 font-mono text-2xl font-semibold text-ink-900" data-testid="booking-reference">
          {data.reference}
        </p>
      </div>
      <h2 className="mt-6 text-xl">{t("status.summary")}</h2>
      <dl className="mt-2">
        <Row label={t("status.serviceType")} value={`${serviceType} · ${data.vehicleName}`} testId="service-type" />
        <Row label={pickupLabel} value={fmt.dateTime(data.pickupTime)} testId="pickup-time" />
        <Row label={t("status.amountPaid")} value={fmt.rupees(data.amount)} testId="amount-paid" />
        <Row label={t("status.pickup")} value={data.pickupLocation} testId="pickup-location" />
        <Row label={t("status.dropoff")} value={data.dropLocation} testId="drop-location" />
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {data.invoiceUrl ? (
          <a className="btn-outline" href={data.invoiceUrl} target="_blank" rel="noreferrer">
            <FileText className="size-4" aria-hidden /> {t("status.invoice")}
          </a>
        ) : null}
        <a className="btn-outline" href={data.calendarUrl} download>
          <CalendarPlus className="size-4" aria-hidden /> {t("status.calendar")}
        </a>
      </div>
      <div className="mt-6 rounded-xl bg-ivory-100 p-4">
        <h2 className="text-lg">{t("status.next")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t("status.next1")}</li>
          <li>{t("status.next2")}</li>
          <li>{t("status.next3")}</li>
        </ul>
      </div>
      <section className="mt-6 border-t border-ivory-200 pt-4" aria-labelledby="payment-details-heading">
        <h2 id="payment-details-heading" className="text-sm font-semibold text-ink-700">
          {t("status.paymentDetails")}
        </h2>
        <dl className="mt-1">
          <Row label={t("status.paymentId")} value={data.razorpay_payment_id} testId="payment-id" mono />
          <Row label={t("status.orderId")} value={data.razorpay_order_id} testId="order-id" mono />
          {/* the rider's account and the booking in short forms: the answer's UUIDs mean nothing to a person (README
              "Policy readings", payment success page) */}
          <Row label={t("status.userId")} value={shortAccountId(data.userId)} testId="user-id" mono />
          <Row label={t("status.bookingId")} value={data.reference} testId="booking-id" mono />
        </dl>
      </section>
      <div className="mt-6 flex justify-center">
        <Link to={to(paths.bookings)} className="btn-dark">
          {t("status.viewBookings")}
        </Link>
      </div>
    </div>
  );
}

function Failure({ message }: { message: string }) {
  const { business } = useAppConfig();
  const t = useT(bookingText);
  const own = useOwnMessage();
  return (
    <div className="text-center">
      <XCircle className="mx-auto size-14 text-danger-600" aria-hidden />
      <h1 className="mt-3 text-3xl">{t("status.failed")}</h1>
      <p className="mt-2 text-danger-600" data-testid="payment-error">
        {own(message || paymentMessages.unknownError)}
      </p>
      <div className="mx-auto mt-6 max-w-md rounded-xl bg-ivory-100 p-4 text-left">
        <h2 className="text-lg">{t("status.tryTitle")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          <li>{t("status.try1")}</li>
          <li>{t("status.try2")}</li>
          <li>{t("status.try3")}</li>
          <li>{t("status.try4")}</li>
        </ul>
      </div>
      <p className="mt-4 text-sm text-ink-600">
        {t("status.help")}{" "}
        <a className="font-semibold text-gold-700 underline" href={`tel:${business.phone}`}>
          {business.phoneDisplay}
        </a>
      </p>
      <BookingsAndHome />
    </div>
  );
}
