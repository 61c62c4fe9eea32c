import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Car, CheckCircle2, Flag, Play, Repeat, UserX, XCircle } from "lucide-react";
import { NO_SHOW_WAIT_MIN, type OpsBookingDetail } from "@chauffeur/contracts";
import { formatDateTime, rupees, rupees2 } from "~/lib/format";
import {
  Countdown,
  Dl,
  errorMessage,
  ErrorNote,
  label,
  Loading,
  PaymentState,
  StatusBadge,
  TabPanel,
  Tabs,
  useServerNow,
} from "~/features/ops-core";
import { bookingQuery } from "../api/bookings";
import { AssignDialog } from "./assign-dialog";
import { DeclineDialog, StepDialog } from "./action-dialogs";

type Detail = OpsBookingDetail;
type TabId = "trip" | "payments" | "messages" | "history";

const yes = (v: unknown) => (v ? "Yes" : "No");
const ROUTE_SOURCES: Record<string, string> = { google: "Google Maps", osrm: "OSRM road network", gazetteer: "built-in road estimate" };
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
        ["Airport toll", yes(addOns.airportToll)],
        ["Booked for a guest", other.isBooking ? String(other.otherGuestInfo ?? "Yes") : "No"],
      ]}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5">
      <h2 className="mb-4 font-sans text-sm font-semibold uppercase tracking-wider text-ink-600">{title}</h2>
      {children}
    </section>
  );
}

function TripTab({ d }: { d: Detail }) {
  const b = d.booking;
  const t = b.trip;
  const route = obj(b.route);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
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
              ["Service", label(b.serviceType)],
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
      <div className="space-y-5">
        <Section title="Rider">
          <Dl
            items={[
              ["Name", b.rider.id ? <Link className="underline" to={`/ops/riders/${b.rider.id}`}>{b.rider.name}</Link> : b.rider.name],
              ["Phone", b.rider.phone ? <a className="underline" href={`tel:${b.rider.phone}`}>{b.rider.phone}</a> : "—"],
              ["E-mail", b.riderEmail ?? "—"],
              ...(b.riderStatus && b.riderStatus !== "active" ? [["Account", <StatusBadge key="s" status={b.riderStatus} />] as [string, ReactNode]] : []),
            ]}
          />
        </Section>
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
          {b.cancellationFeePaise > 0 ? <p className="mt-1 text-sm">Chargeable: {rupees2(b.cancellationFeePaise)}</p> : null}
        </Section>
      </div>
    </div>
  );
}

function PaymentsTab({ d }: { d: Detail }) {
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
                  {rupees2(p.amountPaise)} · {p.gateway} · {p.method ?? "—"} · <span className="font-mono text-xs">{p.providerPaymentId ?? p.providerOrderId}</span>
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

function MessagesTab({ d }: { d: Detail }) {
  if (d.messages.length === 0) return <p className="text-sm text-ink-600">No messages sent about this booking yet.</p>;
  return (
    <ul className="space-y-3" data-testid="messages">
      {d.messages.map((m) => (
        <li key={m.id} className="card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-600">
            <span className="font-semibold uppercase tracking-wider text-ink-700">
              {m.channel === "sms" ? "SMS" : "E-mail"} → {m.toAddress}
            </span>
            <span>
              {label(m.status)} · {formatDateTime(m.createdAt)}
            </span>
          </div>
          {m.subject ? <p className="mt-2 font-medium">{m.subject}</p> : null}
          <p className="mt-1 whitespace-pre-line text-sm text-ink-700">{m.text}</p>
        </li>
      ))}
    </ul>
  );
}

function HistoryTab({ d }: { d: Detail }) {
  if (d.audit.length === 0) return <p className="text-sm text-ink-600">No operator changes yet.</p>;
  return (
    <ol className="space-y-3" data-testid="history">
      {d.audit.map((a) => {
        const before = obj(a.before);
        const after = obj(a.after);
        const detail = obj(a.detail);
        return (
          <li key={a.id} className="card flex flex-wrap items-start justify-between gap-3 p-4 text-sm">
            <div>
              <p className="font-semibold">{label(a.action.replace("booking.", ""))}</p>
              <p className="text-ink-600">
                {String(before.status ?? "—")} → {String(after.status ?? "—")}
                {detail.chauffeur ? ` · ${String(detail.chauffeur)}, ${String(detail.car)}` : ""}
                {detail.reason ? ` · “${String(detail.reason)}”` : ""}
              </p>
            </div>
            <p className="text-xs text-ink-600">
              {a.actor ?? "System"} · {formatDateTime(a.createdAt)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function BookingDetailPage() {
  const { id = "" } = useParams();
  const query = useQuery(bookingQuery(id));
  const now = useServerNow(query.data?.now);
  const [tab, setTab] = useState<TabId>("trip");
  const [assign, setAssign] = useState<"confirm" | "reassign" | null>(null);
  const [declining, setDeclining] = useState(false);
  const [step, setStep] = useState<"start" | "complete" | "no-show" | null>(null);

  if (query.isPending) return <Loading label="Loading booking…" />;
  if (query.isError) return <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const b = d.booking;
  const can = (a: string) => d.allowedActions.includes(a as never);
  // seed 001 §9: a no-show only after the chauffeur has waited 30 minutes past pickup
  const noShowFrom = new Date(b.startTime).getTime() + NO_SHOW_WAIT_MIN * 60_000;

  return (
    <div>
      <Link to="/ops" className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden /> Back to queue
      </Link>
      <header className="card mb-5 flex flex-wrap items-start justify-between gap-4 p-5">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-700">{label(b.serviceType)} · {b.carType}</p>
          <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl">
            {b.reference} <StatusBadge status={b.status} />
          </h1>
          <p className="mt-2 text-sm text-ink-600">
            Pickup {formatDateTime(b.startTime)} · {rupees(b.amountPaise)} · <PaymentState status={b.paymentStatus} />
          </p>
          {b.confirmDueAt ? (
            <p className="mt-2 text-sm">
              Confirm within: <Countdown due={b.confirmDueAt} now={now} />
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2" aria-label="Booking actions">
          {can("confirm") ? (
            <button type="button" className="btn-primary" onClick={() => setAssign("confirm")}>
              <CheckCircle2 className="size-4" aria-hidden /> Confirm
            </button>
          ) : null}
          {can("decline") ? (
            <button type="button" className="btn-outline" onClick={() => setDeclining(true)}>
              <XCircle className="size-4" aria-hidden /> Decline
            </button>
          ) : null}
          {can("start") ? (
            <button type="button" className="btn-primary" onClick={() => setStep("start")}>
              <Play className="size-4" aria-hidden /> Start trip
            </button>
          ) : null}
          {can("complete") ? (
            <button type="button" className="btn-primary" onClick={() => setStep("complete")}>
              <Flag className="size-4" aria-hidden /> Complete trip
            </button>
          ) : null}
          {can("reassign") ? (
            <button type="button" className="btn-outline" onClick={() => setAssign("reassign")}>
              <Repeat className="size-4" aria-hidden /> Reassign
            </button>
          ) : null}
          {can("no-show") ? (
            <button
              type="button"
              className="btn-ghost text-danger-600"
              onClick={() => setStep("no-show")}
              disabled={noShowFrom > now}
              title={noShowFrom > now ? `Possible from ${formatDateTime(new Date(noShowFrom))}, after a ${NO_SHOW_WAIT_MIN}-minute wait` : undefined}
            >
              <UserX className="size-4" aria-hidden /> No-show
            </button>
          ) : null}
          {d.allowedActions.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <Car className="size-4" aria-hidden /> No further steps for a {b.status} booking{b.status === "pending" ? " until it is paid" : ""}.
            </p>
          ) : null}
        </div>
      </header>

      <Tabs<TabId>
        idBase="booking"
        label="Booking details"
        value={tab}
        onChange={setTab}
        items={[
          { id: "trip", label: "Trip" },
          { id: "payments", label: `Payments (${d.payments.length + d.refunds.length})` },
          { id: "messages", label: `Messages (${d.messages.length})` },
          { id: "history", label: `History (${d.audit.length})` },
        ]}
      />
      <TabPanel idBase="booking" value={tab}>
        {tab === "trip" ? <TripTab d={d} /> : tab === "payments" ? <PaymentsTab d={d} /> : tab === "messages" ? <MessagesTab d={d} /> : <HistoryTab d={d} />}
      </TabPanel>

      <AssignDialog booking={b} mode={assign ?? "confirm"} open={assign !== null} onOpenChange={(o) => !o && setAssign(null)} />
      <DeclineDialog booking={b} open={declining} onOpenChange={setDeclining} />
      <StepDialog booking={b} step={step} onClose={() => setStep(null)} />
    </div>
  );
}
