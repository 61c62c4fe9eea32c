import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Mail, MessageSquareText, RefreshCw } from "lucide-react";
import type { DevOutboxMessage } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { fetchDevOutbox } from "~/features/auth";
import { ApiRequestError } from "~/lib/api-client";
import { formatDateTime } from "~/lib/format";

export const meta = () => [{ title: "Development mailbox | Sarathi Luxe" }, { name: "robots", content: "noindex" }];

/** Turns the absolute http(s) addresses of a plain-text message into links. */
function linkify(text: string): ReactNode[] {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-gold-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function MessageCard({ m }: { m: DevOutboxMessage }) {
  const [html, setHtml] = useState(false);
  const isEmail = m.channel === "email";
  return (
    <li className="card p-5" data-testid="outbox-message" data-channel={m.channel}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-2.5 py-1 text-xs font-semibold uppercase tracking-wider text-gold-300">
          {isEmail ? <Mail className="size-3.5" aria-hidden /> : <MessageSquareText className="size-3.5" aria-hidden />}
          {m.channel}
        </span>
        <span className="font-medium text-ink-900">To: {m.to}</span>
        <time className="ml-auto text-ink-500" dateTime={m.createdAt}>
          {formatDateTime(m.createdAt)}
        </time>
      </div>
      {m.subject ? <h2 className="mt-3 font-sans text-lg font-semibold text-ink-900">{m.subject}</h2> : null}
      {html && m.html ? (
        <iframe
          title={`HTML of ${m.subject ?? "message"}`}
          srcDoc={m.html}
          sandbox="allow-popups allow-top-navigation-by-user-activation"
          className="mt-3 h-[560px] w-full rounded-xl border border-ivory-200 bg-white"
        />
      ) : (
        <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm leading-6 text-ink-700">
          {linkify(m.text)}
        </pre>
      )}
      {m.url ? <p className="mt-2 text-xs text-ink-500">Opens {m.url}</p> : null}
      {isEmail && m.html ? (
        <button type="button" className="btn-ghost mt-2 px-3 text-xs" onClick={() => setHtml((v) => !v)}>
          {html ? "Show text part" : "Show HTML part"}
        </button>
      ) : null}
    </li>
  );
}

/** The development mailbox: every SMS and e-mail the embedded transports kept, newest first. */
export default function DevOutboxScreen() {
  const [state, setState] = useState<{
    loading: boolean;
    unavailable: boolean;
    operatorsOnly?: boolean;
    messages: DevOutboxMessage[];
  }>({
    loading: true,
    unavailable: false,
    messages: [],
  });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true }));
    try {
      const res = await fetchDevOutbox();
      setState({ loading: false, unavailable: false, messages: res.messages });
    } catch (e) {
      // 404: no outbox (production mode, or real transports); 401/403: a demo reachable from other machines, whose
      // outbox only operators read (docs/security.md §1)
      const status = e instanceof ApiRequestError ? e.status : 0;
      setState({
        loading: false,
        unavailable: status === 404,
        operatorsOnly: status === 401 || status === 403,
        messages: [],
      });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="bg-ivory-100 py-10">
      <div className="page-container max-w-4xl">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="eyebrow text-gold-700">Development</p>
            <h1 className="mt-1 text-4xl text-ink-900">Outbox</h1>
          </div>
          <button type="button" className="btn-outline" onClick={() => void load()} disabled={state.loading}>
            <RefreshCw className="size-4" aria-hidden /> Refresh
          </button>
        </div>
        {state.loading ? (
          <p className="mt-8 flex items-center gap-3 text-ink-600" role="status">
            <Spinner /> Loading messages…
          </p>
        ) : state.operatorsOnly ? (
          <p className="card mt-8 p-6 text-ink-700">
            This demo&apos;s messages are readable only by its operators: sign in with an operator account and open the{" "}
            <a className="text-gold-700 underline" href="/ops/outbox">
              Outbox in the operations console
            </a>
            .
          </p>
        ) : state.unavailable ? (
          <p className="card mt-8 p-6 text-ink-700">
            The development mailbox is not available: messages are delivered by real SMS and e-mail providers.
          </p>
        ) : state.messages.length === 0 ? (
          <p className="card mt-8 p-6 text-ink-700">No messages yet.</p>
        ) : (
          <ul className="mt-8 space-y-4">
            {state.messages.map((m, i) => (
              <MessageCard key={`${m.createdAt}-${i}`} m={m} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
