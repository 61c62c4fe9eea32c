import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  AIRPORT_ENTRY_ADD_ON_LABEL,
  auditActionLabel,
  serviceLabel,
  type OpsBookingDetail,
} from "@chauffeur/contracts";
import { formatDateTime, rupees2 } from "~/lib/format";
import { Dl, label, StatusBadge } from "~/features/ops-core";
import { FlightSection } from "./flight-section";
import { Section } from "./section";

// The four tabs of a booking's page in the console: trip, payments, messages (messages-tab.tsx) and history.

type Detail = OpsBookingDetail;
export type TabId = "trip" | "payments" | "messages" | "history";

const yes = (v: unknown) => (v ? "Yes" : "No");
const ROUTE_SOURCES: Record<string, string> = {
  google: "Google Maps",
  osrm: "OSRM road network",
  gazetteer: "built-in road estimate",
};
/** "198.2 km · 4 h 3 min · built-in road estimate": the server's route the fare was priced on */
function pricedDistance(r: NonNullable<Detail["booking"]["pricedRoute"]>) {
  const h = Math.floor(r.durationMin / 60);
  const m = Math.round(r.durationMin % 60);
  const time = h ? `${h} h${m ? ` ${m} min` : ""}` : `${m} min`;
  return `${r.distanceKm} km · ${time} driving · ${ROUTE_SOURCES[r.source] ?? r.source}${r.approximate && r.source !== "gazetteer" ? " (estimate)" : ""}`;
}
const obj = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

function AddOns({ addOns }: { addOns: Record<string, unknown> }) {
  const placard = obj(addOns.placard);
  const pets = obj(addOns.pets);
  const other = obj(addOns.bookForOther);
  return (
    <Dl
      items={[
        ["Placard", placard.required ? <span className="font-medium">“{String(placard.text ?? "")}”</span> : "No"],
        ["Pets", pets.dogs || pets.cats ? [pets.dogs && "Dog", pets.cats && "Cat"].filter(Boolean).join(", ") : "No"],
        ["Child seat", yes(addOns.childSeat)],
        [AIRPORT_ENTRY_ADD_ON_LABEL, yes(addOns.airportToll)],
        ["Booked for a guest", other.isBooking ? String(other.otherGuestInfo ?? "Yes") : "No"],
      ]}
    />
  );
}

type Booking = Detail["booking"];

/** The trip's stops in order, then its times, distance and guests. */
function RouteSection({ b }: { b: Booking }) {
  const t = b.trip;
  const route = obj(b.route);
  return (
    <Section title="Route">
      <ol className="relative space-y-4 border-l-2 border-gold-300 pl-5">
        <li>
          <p className="text-xs uppercase tracking-wider text-ink-600">Pickup · {formatDateTime(b.startTime)}</p>
          <p className="font-medium">{b.pickup || "—"}</p>
        </li>
        {b.stops.map((s, i) => (
          <li key={i}>
            <p className="text-xs uppercase tracking-wider text-ink-600">Stop {i + 1}</p>
            <p>{s}</p>
          </li>
        ))}
        <li>
          <p className="text-xs uppercase tracking-wider text-ink-600">Drop-off</p>
          <p className="font-medium">{b.drop || "—"}</p>
        </li>
      </ol>
      <div className="mt-5">
        <Dl
          items={[
            ["Service", serviceLabel(b.serviceType)],
            ["Estimated end", formatDateTime(b.endTime)],
            ["Car held until", formatDateTime(b.holdUntil)],
            ...(t.returnTime ? [["Return", formatDateTime(String(t.returnTime))] as [string, string]] : []),
            ...(t.hours ? [["Hours", String(t.hours)] as [string, string]] : []),
            ...(b.pricedRoute
              ? [["Priced distance", pricedDistance(b.pricedRoute)] as [string, string]]
              : route.distanceKm
                ? [["Distance", `${route.distanceKm} km`] as [string, string]]
                : []),
            ...(t.flightNumber ? [["Flight", String(t.flightNumber)] as [string, string]] : []),
            ["Guests", `${t.passengerCount ?? "—"} passengers, ${t.luggageCount ?? "—"} suitcases`],
            ["Tariff version", `v${b.tariffVersion}`],
          ]}
        />
      </div>
    </Section>
  );
}

/** The rider: name (linked when an account), phone, e-mail and a non-active account's status. */
function RiderSection({ b }: { b: Booking }) {
  return (
    <Section title="Rider">
      <Dl
        items={[
          [
            "Name",
            b.rider.id ? (
              <Link className="underline" to={`/ops/riders/${b.rider.id}`}>
                {b.rider.name}
              </Link>
            ) : (
              b.rider.name
            ),
          ],
          [
            "Phone",
            b.rider.phone ? (
              <a className="underline" href={`tel:${b.rider.phone}`}>
                {b.rider.phone}
              </a>
            ) : (
              "—"
            ),
          ],
          ["E-mail", b.riderEmail ?? "—"],
          ...(b.riderStatus && b.riderStatus !== "active"
            ? [["Account", <StatusBadge key="s" status={b.riderStatus} />] as [string, ReactNode]]
            : []),
        ]}
      />
    </Section>
  );
}

/** The trip, its flight (airport transfers), the rider, the add-ons and the assignment. */
export function TripTab({ d }: { d: Detail }) {
  const b = d.booking;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="space-y-5">
        <RouteSection b={b} />
        {b.serviceType === "airport-transfer" ? (
          <FlightSection bookingId={b.id} reference={b.reference} status={b.status} />
        ) : null}
      </div>
      <div className="space-y-5">
        <RiderSection b={b} />
        <Section title="Add-ons and requests">
          <AddOns addOns={b.addOns} />
        </Section>
        <Section title="Assignment">
          {b.chauffeur || b.car ? (
            <Dl
              items={[
                ["Chauffeur", b.chauffeur ? `${b.chauffeur.name} · ${b.chauffeur.phone}` : "—"],
                ["Car", b.car ? `${b.car.model} · ${b.car.plate}` : "—"],
              ]}
            />
          ) : (
            <p className="text-sm text-ink-600">No chauffeur or car yet.</p>
          )}
          {b.cancelReason ? <p className="mt-3 text-sm text-danger-600">{b.cancelReason}</p> : null}
          {b.cancellationFeePaise > 0 ? (
            <p className="mt-1 text-sm">Chargeable: {rupees2(b.cancellationFeePaise)}</p>
          ) : null}
        </Section>
      </div>
    </div>
  );
}

export function PaymentsTab({ d }: { d: Detail }) {
  return (
    <div className="space-y-5">
      <Section title="Payments">
        {d.payments.length === 0 ? (
          <p className="text-sm text-ink-600">No payment attempts.</p>
        ) : (
          <ul className="divide-y divide-ivory-200 text-sm">
            {d.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {rupees2(p.amountPaise)} · {p.gateway} · {p.method ?? "—"} ·{" "}
                  <span className="font-mono text-xs">{p.providerPaymentId ?? p.providerOrderId}</span>
                </span>
                <span>
                  {label(p.status)} · {formatDateTime(p.capturedAt ?? p.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Refunds">
        {d.refunds.length === 0 ? (
          <p className="text-sm text-ink-600">No refunds.</p>
        ) : (
          <ul className="divide-y divide-ivory-200 text-sm" data-testid="refunds">
            {d.refunds.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {rupees2(r.amountPaise)} · {r.reason ?? ""}
                </span>
                <span>
                  {label(r.status)} · {formatDateTime(r.processedAt ?? r.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export function HistoryTab({ d }: { d: Detail }) {
  if (d.audit.length === 0) return <p className="text-sm text-ink-600">No operator changes yet.</p>;
  return (
    <ol className="space-y-3" data-testid="history">
      {d.audit.map((a) => {
        const before = obj(a.before);
        const after = obj(a.after);
        const detail = obj(a.detail);
        // the allocator's own entries (README "Instant confirmation") give its reason as a sentence of their own
        const bySystem = detail.by === "system";
        return (
          <li key={a.id} className="card flex flex-wrap items-start justify-between gap-3 p-4 text-sm">
            <div className="min-w-0">
              <p className="font-semibold">
                {auditActionLabel(a.action)}
                {bySystem ? " · automatically" : ""}
              </p>
              <p className="text-ink-600">
                {String(before.status ?? "—")} → {String(after.status ?? "—")}
                {detail.chauffeur ? ` · ${String(detail.chauffeur)}, ${String(detail.car)}` : ""}
                {detail.reason && !bySystem ? ` · “${String(detail.reason)}”` : ""}
              </p>
              {detail.reason && bySystem ? (
                <p className="mt-1 break-words text-ink-800" data-testid="allocator-reason">
                  Why: {String(detail.reason)}
                </p>
              ) : null}
            </div>
            <p className="text-xs text-ink-600">
              {a.actor ?? (bySystem ? "Allocator" : "System")} · {formatDateTime(a.createdAt)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
