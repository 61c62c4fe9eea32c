import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { BookedTrip, OrderRequest, OrderResponse, Service } from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { useSignInGate } from "~/features/auth";
import type { ChargeRequest } from "~/features/fares";
import { BusyButton } from "~/components/ui/spinner";
import { createOrder } from "./api/create-order";
import { useCheckout } from "./hooks/use-checkout";
import { useLocalizePath, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

// The fare summary screen renders <PayNow ... /> and passes what the order call needs.
export interface PayNowProps {
  service: Service;
  quoteId: string;
  /** the checkout form data (trip fields plus addOns) as sent to the charges call */
  formData: ChargeRequest;
  disabled?: boolean;
  /** the booking this quote already led to (the stored quote names it): shown instead of Pay Now */
  booked?: BookedTrip | null;
  /** who travels and who pays (README "Company accounts"): sent with the order; absent: me, personal */
  parties?: PayNowParties | null;
}

/** What the fare summary's 'Book for' and 'Bill to' give Pay Now. */
export interface PayNowParties {
  body: Pick<OrderRequest, "bookFor" | "billTo">;
  /** false: Pay Now shows the fields' problems (`reveal`) instead of ordering */
  valid: boolean;
  reveal(): void;
  /** a ride placed without a checkout (on the company's account, or waiting for approval): true once handled */
  placed(res: OrderResponse): boolean;
  /** the button's label when nothing is paid now */
  label: string | null;
}

/** The booking an order call's 409 `already_booked` names (one trip, one payment: README "Payments and bookings"). */
const bookedOf = (e: unknown) =>
  e instanceof ApiRequestError && e.code === "already_booked"
    ? ((e.body as { booked?: BookedTrip }).booked ?? null)
    : null;

/** 'This trip is already booked' and a link to the booking, where Pay Now was: the rider never pays twice. */
function AlreadyBooked({ booked }: { booked: BookedTrip }) {
  const t = useT(bookingText);
  const to = useLocalizePath();
  return (
    <div className="card p-4 text-center" role="status" data-testid="already-booked">
      <p className="font-semibold">{t("checkout.alreadyBooked")}</p>
      <Link to={to(booked.path)} className="btn-primary mt-3 w-full">
        {t("checkout.viewBooking", { reference: booked.reference })}
      </Link>
    </div>
  );
}

/**
 * Pay Now: creates the order (with an Idempotency-Key per quote, so a double click or a retry
 * returns the same booking), decrypts the options and opens the checkout. Reads 'Processing...' while busy. A 401 (the
 * session ended) opens the sign-in dialog over the summary and, once the rider is in, the payment goes on. A quote
 * that already led to a booking shows 'This trip is already booked' and a link to it instead (named by the stored
 * quote or by the order call's 409).
 */
export function PayNow({ service, quoteId, formData, disabled, booked, parties }: PayNowProps) {
  const { busy, start, dialog } = useCheckout();
  const { callSignedIn } = useSignInGate();
  const t = useT(bookingText);
  const idempotencyKey = useMemo(() => `${quoteId}-${crypto.randomUUID()}`, [quoteId]);
  // the order call's answer when this quote was booked meanwhile (another tab, a payment whose return failed)
  const [bookedNow, setBookedNow] = useState<{ quoteId: string; booked: BookedTrip } | null>(null);
  const shown = bookedNow?.quoteId === quoteId ? bookedNow.booked : booked;
  if (shown) return <AlreadyBooked booked={shown} />;
  const order = async () => {
    try {
      return await callSignedIn(
        () => createOrder(service, { ...formData, ...parties?.body, quoteId }, idempotencyKey),
        {
          reason: t("checkout.loginRequired"),
        },
      );
    } catch (e) {
      const named = bookedOf(e);
      if (named) setBookedNow({ quoteId, booked: named });
      throw e;
    }
  };
  return (
    <>
      <BusyButton
        type="button"
        className="btn-primary w-full"
        busy={busy}
        busyLabel={t("checkout.processing")}
        disabled={disabled}
        onClick={() => (parties && !parties.valid ? parties.reveal() : void start(order, parties?.placed))}
      >
        {parties?.label ?? t("checkout.payNow")}
      </BusyButton>
      {dialog}
    </>
  );
}
