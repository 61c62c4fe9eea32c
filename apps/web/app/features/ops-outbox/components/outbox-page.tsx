import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Mail, MessageSquareText, RefreshCw } from "lucide-react";
import type { DevOutboxMessage } from "@chauffeur/contracts";
import { TextField } from "~/components/ui/field";
import { ApiRequestError } from "~/lib/api-client";
import { formatDateTime } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { outboxQuery } from "../api/outbox";

function Message({ m }: { m: DevOutboxMessage }) {
  const isEmail = m.channel === "email";
  return (
    <li className="card p-4 sm:p-5" data-testid="ops-outbox-message" data-channel={m.channel}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-semibold uppercase tracking-wider text-gold-300">
          {isEmail ? <Mail className="size-3.5" aria-hidden /> : <MessageSquareText className="size-3.5" aria-hidden />}
          {isEmail ? "E-mail" : "SMS"}
        </span>
        <span className="break-all font-medium text-ink-900">To: {m.to}</span>
        <time className="ml-auto text-ink-600" dateTime={m.createdAt}>
          {formatDateTime(m.createdAt)} IST
        </time>
      </div>
      {m.subject ? <h2 className="mt-3 font-sans text-base font-semibold text-ink-900">{m.subject}</h2> : null}
      <pre className="mt-2 max-h-72 overflow-y-auto whitespace-pre-wrap break-words font-sans text-sm leading-6 text-ink-700">
        {m.text}
      </pre>
    </li>
  );
}

/**
 * The console's Outbox (docs/security.md §1): on a demo, the SMS and e-mails the embedded transports kept, for the
 * operator running it (codes and links included), with a filter by recipient. Listed in the navigation only in demo
 * mode.
 */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const [draft, setDraft] = useState(to);
  const q = useQuery(outboxQuery(to));
  const notAvailable = q.error instanceof ApiRequestError && q.error.status === 404;
  return (
    <div>
      <PageHeader
        eyebrow="Demo"
        title="Outbox"
        actions={
          <button type="button" className="btn-outline" onClick={() => void q.refetch()} disabled={q.isFetching}>
            <RefreshCw className="size-4" aria-hidden /> Refresh
          </button>
        }
      >
        <p className="mt-2 max-w-2xl text-sm text-ink-600">
          The SMS and e-mails of this demo. They are kept here instead of being sent; times are India Standard Time.
        </p>
      </PageHeader>
      <form
        role="search"
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const next = draft.trim();
          setParams(next ? { to: next } : {});
        }}
      >
        <TextField
          label="Recipient"
          name="to"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="+91XXXXXXXXXX or e-mail"
          wrapperClassName="w-full max-w-sm"
          autoComplete="off"
        />
        <button type="submit" className="btn-dark">
          Filter
        </button>
        {to ? (
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              setDraft("");
              setParams({});
            }}
          >
            Show all
          </button>
        ) : null}
      </form>
      {q.isPending ? (
        <Loading label="Loading messages…" />
      ) : notAvailable ? (
        <Empty title="No outbox here">Messages are delivered by real SMS and e-mail providers.</Empty>
      ) : q.error ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.messages.length === 0 ? (
        <Empty title={to ? `No messages to ${to}` : "No messages yet"} />
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {q.data.messages.map((m, i) => (
            <Message key={`${m.createdAt}-${i}`} m={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
