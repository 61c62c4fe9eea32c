import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { CheckCircle2 } from "lucide-react";
import { EVENT_TYPES, HONEYPOT_FIELD, type EventEnquiry } from "@chauffeur/contracts";
import { PhoneField, SelectField, TextField, TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { useT, useValidationText } from "~/i18n";
import type eventEn from "@chauffeur/contracts/i18n/en-IN/marketing/event";
import { marketingText } from "~/i18n/texts/marketing";
import { eventText } from "~/i18n/texts/marketing-event";
import { useCreateEventEnquiry } from "../api/create-event-enquiry";
import { Honeypot } from "./honeypot";
import { eventEnquiryResolver, type EventEnquiryFormValues } from "../lazy-resolvers";

const LABELS: Record<(typeof EVENT_TYPES)[number], keyof typeof eventEn> = {
  "corporate event": "enquiry.type.corporate",
  "concert/exhibition": "enquiry.type.concert",
  conference: "enquiry.type.conference",
  wedding: "enquiry.type.wedding",
  other: "enquiry.type.other",
};

const empty: EventEnquiryFormValues = {
  eventType: "",
  name: "",
  phone: "",
  description: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * The event enquiry: celebration type, name, phone, description, all required.
 * 'Get a Callback' / 'Sending...'; success shows 'Request Submitted!' with 'Submit Another Request'.
 * Errors: the server's message, else 'Something went wrong'; a network failure 'Network error. Please try again.'
 */
export function EventEnquiryForm() {
  const [submitted, setSubmitted] = useState(false);
  const mutation = useCreateEventEnquiry();
  const { register, handleSubmit, reset, setError, formState } = useForm<EventEnquiryFormValues, unknown, EventEnquiry>(
    {
      resolver: eventEnquiryResolver,
      defaultValues: empty,
    },
  );
  const errors = formState.errors;
  const t = useT(eventText);
  const tm = useT(marketingText);
  const tv = useValidationText();

  const submit = async (values: EventEnquiry) => {
    try {
      await mutation.mutateAsync(values);
      setSubmitted(true);
      reset(empty);
    } catch (e) {
      const err = e instanceof ApiRequestError ? e : undefined;
      if (!err || err.kind === "network" || err.kind === "offline" || err.kind === "timeout") {
        toast.error(tm("enquiry.network"));
        return;
      }
      for (const [field, msgs] of Object.entries(err.fieldErrors ?? {})) {
        setError(field as keyof EventEnquiryFormValues, { message: msgs[0] });
      }
      toast.error(err.serverMessage ?? tm("enquiry.failed"));
    }
  };

  if (submitted) return <EnquirySent onAnother={() => setSubmitted(false)} />;

  const busy = formState.isSubmitting || mutation.isPending;
  return (
    <form
      onSubmit={handleSubmit(submit)}
      onFocus={eventEnquiryResolver.preload}
      noValidate
      className="relative space-y-4"
      // the page is this form: its code is fetched right after the first paint, not after the load event (the page's
      // photographs), so a tap a few seconds in finds React (hydrate-on-intent/loader.ts)
      data-hydrate-early=""
      aria-busy={busy}
      aria-label={t("enquiry.form")}
    >
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SelectField label={t("enquiry.type")} required error={tv(errors.eventType?.message)} {...register("eventType")}>
        <option value="">{t("enquiry.typeChoose")}</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(LABELS[type])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("enquiry.name")}
        autoComplete="name"
        required
        error={tv(errors.name?.message)}
        {...register("name")}
      />
      <PhoneField label={t("enquiry.phone")} required error={tv(errors.phone?.message)} {...register("phone")} />
      <TextareaField
        label={t("enquiry.description")}
        placeholder={t("enquiry.descriptionHint")}
        required
        error={tv(errors.description?.message)}
        {...register("description")}
      />
      <BusyButton className="btn-primary w-full py-3" busy={busy} busyLabel={t("enquiry.sending")}>
        {t("enquiry.submit")}
      </BusyButton>
    </form>
  );
}

/** 'Request Submitted!' with 'Submit Another Request'. */
function EnquirySent({ onAnother }: { onAnother(): void }) {
  const t = useT(eventText);
  return (
    <div className="py-8 text-center" role="status" data-testid="event-enquiry-success">
      <CheckCircle2 className="mx-auto size-14 text-gold-500" aria-hidden />
      <h3 className="mt-4 text-3xl">{t("enquiry.successTitle")}</h3>
      <p className="mx-auto mt-3 max-w-sm text-ink-600">{t("enquiry.successText")}</p>
      <button type="button" className="btn-dark mt-8" onClick={onAnother}>
        {t("enquiry.another")}
      </button>
    </div>
  );
}
