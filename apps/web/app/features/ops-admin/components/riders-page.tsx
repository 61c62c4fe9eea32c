import { useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Search } from "lucide-react";
import { serviceLabel, type OpsRider, type WhatsAppConsent } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { formatDate, formatDateTime, rupees } from "~/lib/format";
import {
  Dl,
  Empty,
  errorMessage,
  ErrorNote,
  label,
  Loading,
  PageHeader,
  PaymentState,
  StatusBadge,
} from "~/features/ops-core";
import { riderQuery, ridersQuery } from "../api/admin";

function AccountState({ r }: { r: OpsRider }) {
  if (r.status === "deletion_requested")
    return (
      <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-danger-600">
        Deletion requested{r.deletionRequestedAt ? ` ${formatDate(r.deletionRequestedAt)}` : ""}
      </span>
    );
  return <span className="text-xs text-ink-600">{label(r.status)}</span>;
}

/** Riders: search, their bookings, accounts in deletion shown as such. No secrets reach this page. */
export function RidersPage() {
  const [input, setInput] = useState("");
  const [q, setQ] = useState("");
  const query = useQuery(ridersQuery(q));
  return (
    <div>
      <PageHeader eyebrow="Customers" title="Riders" />
      <form
        role="search"
        className="mb-5 flex max-w-xl items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(input.trim());
        }}
      >
        <TextField
          wrapperClassName="flex-1"
          label="Search riders"
          placeholder="Name, phone or e-mail"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="btn-dark mb-px h-[46px]" aria-label="Search riders">
          <Search className="size-4" aria-hidden />
        </button>
      </form>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorNote message={errorMessage(query.error)} />
      ) : query.data.riders.length === 0 ? (
        <Empty title="No riders found" />
      ) : (
        <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
          <table className="w-full min-w-[640px] text-left text-sm" aria-label="Riders">
            <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
              <tr>
                <th className="px-4 py-3">Name</th>
                <th className="px-4 py-3">Phone</th>
                <th className="px-4 py-3">E-mail</th>
                <th className="px-4 py-3">Account</th>
                <th className="px-4 py-3">Bookings</th>
                <th className="px-4 py-3">Joined</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {query.data.riders.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-3">
                    <Link className="font-medium underline-offset-2 hover:underline" to={`/ops/riders/${r.id}`}>
                      {r.name ?? "—"}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{r.phone ?? "—"}</td>
                  <td className="px-4 py-3">{r.email ?? "—"}</td>
                  <td className="px-4 py-3">
                    <AccountState r={r} />
                  </td>
                  <td className="px-4 py-3 tabular-nums">{r.bookings}</td>
                  <td className="px-4 py-3">{formatDate(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function RiderDetailPage() {
  const { id = "" } = useParams();
  const q = useQuery(riderQuery(id));
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} />;
  const { rider: r, bookings, whatsapp, channels } = q.data;
  return (
    <div>
      <Link to="/ops/riders" className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden /> All riders
      </Link>
      <PageHeader eyebrow="Rider" title={r.name ?? "Unnamed rider"} />
      <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
        <section className="card h-fit p-5">
          <Dl
            items={[
              ["Phone", r.phone ?? "—"],
              ["E-mail", r.email ?? "—"],
              ["Home city", r.homecity || "—"],
              ["Account", <AccountState key="a" r={r} />],
              ["Joined", formatDate(r.createdAt)],
              ["Messages by", channels?.length ? channels.map((c) => CHANNEL_NAMES[c]).join(", ") : "—"],
              ["WhatsApp", <WhatsAppConsentState key="w" consent={whatsapp} />],
            ]}
          />
        </section>
        <section className="card overflow-x-auto" tabIndex={0} aria-label="Scrollable table">
          {bookings.length === 0 ? (
            <p className="p-5 text-sm text-ink-600">No bookings yet.</p>
          ) : (
            <table className="w-full min-w-[560px] text-left text-sm" aria-label="Rider's bookings">
              <thead className="border-b border-ivory-200 text-xs uppercase tracking-wider text-ink-600">
                <tr>
                  <th className="px-4 py-3">Booking</th>
                  <th className="px-4 py-3">Pickup</th>
                  <th className="px-4 py-3">Amount</th>
                  <th className="px-4 py-3">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ivory-200">
                {bookings.map((b) => (
                  <tr key={b.id}>
                    <td className="px-4 py-3">
                      <Link className="font-semibold underline-offset-2 hover:underline" to={`/ops/bookings/${b.id}`}>
                        {b.reference}
                      </Link>
                      <div className="text-xs text-ink-600">{serviceLabel(b.serviceType)}</div>
                    </td>
                    <td className="px-4 py-3">{formatDateTime(b.startTime)}</td>
                    <td className="px-4 py-3">{rupees(b.amountPaise)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={b.status} /> <PaymentState status={b.paymentStatus} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </div>
  );
}

const CHANNEL_NAMES = { email: "E-mail", sms: "SMS", whatsapp: "WhatsApp" } as const;
const WHERE = { profile: "profile", fare_summary: "fare summary", stop_reply: "STOP reply" } as const;

/** The rider's WhatsApp consent as recorded: opted in (when, where, the words shown) or out (when, how). */
function WhatsAppConsentState({ consent: c }: { consent?: WhatsAppConsent }) {
  if (!c || (!c.optedIn && !c.optedOutAt)) return <span data-testid="rider-whatsapp">Not asked (SMS)</span>;
  if (c.optedIn)
    return (
      <span data-testid="rider-whatsapp" title={c.wording ?? undefined}>
        Opted in {c.optedInAt ? formatDateTime(c.optedInAt) : ""} on the {c.source ? WHERE[c.source] : "—"}
      </span>
    );
  return (
    <span data-testid="rider-whatsapp">
      Opted out {c.optedOutAt ? formatDateTime(c.optedOutAt) : ""} by {c.optedOutSource ? WHERE[c.optedOutSource] : "—"}
    </span>
  );
}
