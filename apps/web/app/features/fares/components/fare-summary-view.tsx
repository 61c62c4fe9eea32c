import type { ReactNode } from "react";
import { Briefcase, Check, Users } from "lucide-react";
import {
  SERVICE_LABELS,
  landingForMeetTime,
  type AddOns,
  type QuoteData,
  type QuoteTrip,
  type Service,
} from "@chauffeur/contracts";
import { AddOnsPanel } from "./add-ons-panel";
import { BookingPolicy } from "./booking-policy";
import { FareBreakdown } from "./fare-breakdown";
import { PayBar } from "./pay-bar";
import { FareSummaryWhatsAppSwitch } from "~/features/whatsapp";
import { VehicleClassPicker } from "./vehicle-class-picker";
import { useVehicleTexts } from "../vehicle-texts";
import { useT, type T } from "~/i18n";
import { useBookingFormat } from "~/lib/use-booking-format";
import { bookingText } from "~/i18n/texts/booking";
import type en from "@chauffeur/contracts/i18n/en-IN/booking";

type BookingKey = keyof typeof en;

const minutesText = (m: number, t: T<BookingKey>) => {
  const h = Math.floor(m / 60);
  const min = Math.round(m % 60);
  return h ? (min ? t("summary.hm", { h, min }) : t("summary.h", { h })) : t("summary.min", { min });
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-2 text-sm sm:grid-cols-[11rem_1fr]">
      <dt className="text-ink-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * Everything of the fare summary except Pay Now, which the route slots in (`payNow`, pinned with the total to the
 * bottom of a phone's screen by PayBar). 'Compare cars' offers the server's quote of each class; choosing one hands
 * it to the route (`onSwitchClass`), which shows it as it shows a re-priced quote.
 */
export function FareSummaryView({
  service,
  data,
  busy,
  onAddOnsChange,
  onSwitchClass,
  payNow,
  parties,
}: {
  service: Service;
  data: QuoteData;
  busy: boolean;
  onAddOnsChange(next: AddOns): void;
  onSwitchClass(next: QuoteData): void;
  payNow: ReactNode;
  /** 'Book for' and 'Bill to' (signed-in riders: the company-portal feature's panel), above the fare */
  parties?: ReactNode;
}) {
  const t = data.trip;
  const v = data.vehicle;
  const tr = useT(bookingText);
  const fmt = useBookingFormat();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <TripSummary service={service} data={data} />

        <section className="card p-5" aria-labelledby="details-title">
          <h2 id="details-title" className="text-xl">
            {tr("summary.bookingDetails")}
          </h2>
          <dl className="mt-2 divide-y divide-ivory-200">
            <Row label={tr("summary.passengers")}>{t.passengerCount}</Row>
            <Row label={tr("summary.suitcases")}>{t.luggageCount}</Row>
            <Row label={tr("summary.vehicleType")}>{v.name}</Row>
          </dl>
        </section>

        {data.expired ? null : <VehicleClassPicker data={data} busy={busy} onSwitch={onSwitchClass} />}

        <AddOnsPanel
          value={data.addOns}
          busy={busy}
          airportEntryAddOn={
            service !== "airport-transfer" || data.addOns.airportToll /* an older quote: can be undone */
          }
          prices={data.addOnPrices}
          onChange={onAddOnsChange}
        />
      </div>

      <div className="space-y-6 lg:sticky lg:top-28 lg:self-start">
        <YourCar data={data} />

        {parties}

        <section className="card p-5" aria-labelledby="fare-title" aria-busy={busy}>
          <h2 id="fare-title" className="text-xl">
            {tr("summary.fare")}
          </h2>
          <div className="mt-3">
            <FareBreakdown lines={data.breakdown} total={data.fare} />
          </div>
          {data.expired ? (
            <p className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-danger-600" role="alert">
              {tr("summary.expired")}
            </p>
          ) : (
            <p className="mt-3 text-xs text-ink-500">
              {tr("summary.priceHeld", { time: fmt.dateTime(data.expiresAt) })}
            </p>
          )}
          {data.expired ? null : <FareSummaryWhatsAppSwitch className="mt-4" />}
          <PayBar total={data.fare}>{payNow}</PayBar>
        </section>

        <BookingPolicy airport={service === "airport-transfer"} />
      </div>
    </div>
  );
}

/** An airport transfer's times: an arrival's landing and meeting time, or a departure's flight and pickup. */
function AirportTimeRows({ t }: { t: QuoteTrip }) {
  const tr = useT(bookingText);
  const fmt = useBookingFormat();
  if (t.transferType === "airport-to-city") {
    // quotes made before flights were followed stored only the meeting time
    const landing = t.flightTime ?? landingForMeetTime(new Date(t.startTime), t.international).toISOString();
    return (
      <>
        <Row label={tr("flight.flightLands")}>{fmt.dateTime(landing)}</Row>
        <Row label={tr("flight.meetsYouAt")}>{fmt.dateTime(t.startTime)}</Row>
      </>
    );
  }
  return (
    <>
      {t.flightTime ? <Row label={tr("flight.flightDeparts")}>{fmt.dateTime(t.flightTime)}</Row> : null}
      <Row label={tr("flight.pickupTime")}>{fmt.dateTime(t.startTime)}</Row>
    </>
  );
}

/** Pickup, stops and drop; an airport transfer names the airport once (its row) and the city side as pickup or drop. */
function PlaceRows({ t }: { t: QuoteTrip }) {
  const tr = useT(bookingText);
  if (t.service === "airport-transfer") {
    const arriving = t.transferType === "airport-to-city";
    return (
      <>
        <Row label={tr("flight.airport")}>{arriving ? t.pickUp.address : t.dropOff.address}</Row>
        {arriving ? (
          <Row label={tr("summary.drop")}>{t.dropOff.address}</Row>
        ) : (
          <Row label={tr("summary.pickup")}>{t.pickUp.address}</Row>
        )}
      </>
    );
  }
  return (
    <>
      <Row label={tr("summary.pickup")}>{t.pickUp.address}</Row>
      {t.stops.map((s, i) => (
        <Row key={i} label={tr("summary.stop", { n: i + 1 })}>
          {s.address}
        </Row>
      ))}
      <Row label={t.service === "outstation" ? tr("summary.destination") : tr("summary.drop")}>{t.dropOff.address}</Row>
    </>
  );
}

/** The trip as the server stored it with the quote. */
function TripSummary({ service, data }: { service: Service; data: QuoteData }) {
  const t = data.trip;
  const airport = t.service === "airport-transfer";
  const tr = useT(bookingText);
  const fmt = useBookingFormat();
  return (
    <section className="card p-5" aria-labelledby="trip-title">
      <h2 id="trip-title" className="text-xl">
        {tr("summary.trip")}
      </h2>
      <dl className="mt-2 divide-y divide-ivory-200">
        <Row label={tr("summary.service")}>
          {fmt.en ? SERVICE_LABELS[service] : tr(`service.${service}`)}
          {t.service === "outstation" ? ` · ${t.isRoundTrip ? tr("tripForm.roundTrip") : tr("tripForm.oneWay")}` : ""}
        </Row>
        {t.transferType ? (
          <Row label={tr("summary.transferType")}>
            {t.transferType === "airport-to-city" ? tr("summary.airportToCity") : tr("summary.cityToAirport")}
          </Row>
        ) : null}
        <PlaceRows t={t} />
        {t.flightNumber ? (
          <Row label={tr("flight.flight")}>
            {t.international ? tr("summary.flightInternational", { flight: t.flightNumber }) : t.flightNumber}
          </Row>
        ) : null}
        {airport ? <AirportTimeRows t={t} /> : <Row label={tr("summary.pickupTime")}>{fmt.dateTime(t.startTime)}</Row>}
        {t.isRoundTrip && t.returnTime ? (
          <Row label={tr("summary.returnTime")}>{fmt.dateTime(t.returnTime)}</Row>
        ) : null}
        <Row label={tr("summary.duration")}>
          {t.service === "hourly-rental"
            ? tr("summary.hours", { n: t.hours ?? 0 })
            : tr("summary.driving", { time: minutesText(data.duration, tr) })}
        </Row>
        <Row label={tr("summary.distance")}>
          {tr(data.route.approximate ? "summary.kmEstimated" : "summary.km", { km: fmt.number(data.distance) })}
        </Row>
      </dl>
    </section>
  );
}

/** The priced class: name, example models, seats, suitcases, the total and the amenities. */
function YourCar({ data }: { data: QuoteData }) {
  const v = data.vehicle;
  const tr = useT(bookingText);
  const fmt = useBookingFormat();
  const vt = useVehicleTexts();
  return (
    <section className="card overflow-hidden" aria-labelledby="vehicle-title">
      <div className="bg-ink-950 p-5 text-ivory-50">
        <p className="eyebrow text-gold-400">{tr("summary.yourCar")}</p>
        <h2 id="vehicle-title" className="mt-1 text-2xl">
          {v.name}
        </h2>
        <p className="text-sm text-ink-300">{vt.models(v)}</p>
        <p className="mt-3 flex gap-4 text-sm">
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden /> {tr("summary.seats", { n: v.seats })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Briefcase className="size-4" aria-hidden /> {tr("summary.carSuitcases", { n: v.luggage })}
          </span>
        </p>
        <p className="mt-4 text-3xl font-semibold" aria-live="polite">
          {fmt.rupees(data.fare)}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-1 p-4 text-xs text-ink-700">
        {v.amenities.map((a) => (
          <li key={a} className="inline-flex items-center gap-1">
            <Check className="size-3 text-gold-600" aria-hidden /> {vt.amenity(a)}
          </li>
        ))}
      </ul>
    </section>
  );
}
