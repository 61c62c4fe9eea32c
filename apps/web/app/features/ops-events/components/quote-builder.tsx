import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { EVENT_LINE_KINDS, EVENT_LINE_LABELS, type EventLineKind, type OpsEventQuote } from "@chauffeur/contracts";
import { SelectField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { errorMessage, ErrorNote } from "~/features/ops-core";
import { previewQuery, useSaveQuote, useSendQuote } from "../api/events";
import { formOf, inputOf, newLine, type QuoteForm } from "../lib/quote-form";
import { AmountsTable } from "./amounts-table";
import { LineFields } from "./line-fields";
import { TermsFields } from "./terms-fields";

/** Waits `ms` after the last change before answering the new value (the preview is asked once typing stops). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
    // the value's content, not its identity, decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/** The quote's lines: each with its fields and 'Remove', and a kind to add. */
function LinesEditor({ form, setForm, dates }: { form: QuoteForm; setForm(f: QuoteForm): void; dates: string[] }) {
  const [kind, setKind] = useState<EventLineKind>("cars");
  return (
    <div className="space-y-3">
      {form.lines.map((line, i) => (
        <LineFields
          key={i}
          line={line}
          index={i}
          dates={dates}
          onChange={(l) => setForm({ ...form, lines: form.lines.map((x, j) => (j === i ? l : x)) })}
          onRemove={() => setForm({ ...form, lines: form.lines.filter((_, j) => j !== i) })}
        />
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label="Kind of line" value={kind} onChange={(e) => setKind(e.target.value as EventLineKind)}>
          {EVENT_LINE_KINDS.map((k) => (
            <option key={k} value={k}>
              {EVENT_LINE_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className="btn-outline"
          onClick={() => setForm({ ...form, lines: [...form.lines, newLine(kind, dates)] })}
        >
          Add line
        </button>
      </div>
    </div>
  );
}

/**
 * A draft quote's builder: add and remove lines of every kind, the terms, the server's preview of the price, 'Save'
 * and 'Send quote' (saved first: the client gets what is stored, never what the browser shows).
 */
export function QuoteBuilder({ eventId, dates, quote }: { eventId: string; dates: string[]; quote: OpsEventQuote }) {
  const [form, setForm] = useState<QuoteForm>(() => formOf(quote));
  const [confirming, setConfirming] = useState(false);
  const input = useMemo(() => inputOf(form), [form]);
  const preview = useQuery(previewQuery(useSettled(input)));
  const save = useSaveQuote(eventId);
  const send = useSendQuote(eventId);
  const busy = save.isPending || send.isPending;
  const saveThen = (then?: () => void) =>
    save.mutate(
      { quoteId: quote.id, body: input },
      {
        onSuccess: () => (then ? then() : toast.success("Quote saved.")),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  const sendNow = () =>
    saveThen(() =>
      send.mutate(quote.id, {
        onSuccess: () => (toast.success("Quote sent to the client by SMS and e-mail."), setConfirming(false)),
        onError: (e) => (toast.error(errorMessage(e)), setConfirming(false)),
      }),
    );
  return (
    <form
      className="space-y-5"
      aria-label={`Quote version ${quote.version}`}
      noValidate
      onSubmit={(e) => (e.preventDefault(), saveThen())}
    >
      <LinesEditor form={form} setForm={setForm} dates={dates} />
      <TermsFields form={form} setForm={setForm} />
      <section aria-label="Price preview" className="rounded-xl bg-ivory-100 p-4">
        {form.lines.length === 0 ? (
          <p className="text-sm text-ink-600">Add a line to see its price.</p>
        ) : preview.isError ? (
          <ErrorNote message={errorMessage(preview.error)} />
        ) : preview.data ? (
          <AmountsTable
            amounts={preview.data.amounts}
            caption={`Preview by tariff v${preview.data.tariffVersion}${preview.isFetching ? " (updating…)" : ""}`}
          />
        ) : (
          <p className="text-sm text-ink-600">Pricing…</p>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <BusyButton className="btn-outline" busy={save.isPending && !confirming}>
          Save draft
        </BusyButton>
        {confirming ? (
          <>
            <span className="self-center text-sm">Send version {quote.version} to the client by SMS and e-mail?</span>
            <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
              Not yet
            </button>
            <BusyButton type="button" className="btn-primary" busy={busy} onClick={sendNow}>
              Yes, send it
            </BusyButton>
          </>
        ) : (
          <button type="button" className="btn-primary" disabled={busy} onClick={() => setConfirming(true)}>
            Send quote
          </button>
        )}
      </div>
    </form>
  );
}
