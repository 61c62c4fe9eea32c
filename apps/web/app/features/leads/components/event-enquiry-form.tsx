import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/lib/toast";
import { CheckCircle2 } from "lucide-react";
import {
  EVENT_TYPES,
  HONEYPOT_FIELD,
  leadMessages,
  type EventEnquiry,
  type EventEnquiryInput,
} from "@chauffeur/contracts";
import { PhoneField, SelectField, TextField, TextareaField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { lazyResolver } from "~/lib/lazy-resolver";
import { useCreateEventEnquiry } from "../api/create-event-enquiry";
import { Honeypot } from "./honeypot";

const LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  "corporate event": "Corporate event",
  "concert/exhibition": "Concert / exhibition",
  conference: "Conference",
  wedding: "Wedding",
  other: "Other",
};

/** What the form holds: the schema's input, except that no celebration type is chosen at first. */
export type EventEnquiryFormValues = Omit<EventEnquiryInput, "eventType"> & {
  eventType: EventEnquiryInput["eventType"] | "";
};

/** Validation fetched on first use (zod stays out of the page's first chunks; issue 16, docs/decisions/015). */
const resolver = lazyResolver<EventEnquiryFormValues, unknown, EventEnquiry>(() =>
  import("../validation").then((m) => m.eventEnquiryResolver),
);

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
      resolver,
      defaultValues: empty,
    },
  );
  const errors = formState.errors;

  const submit = async (values: EventEnquiry) => {
    try {
      await mutation.mutateAsync(values);
      setSubmitted(true);
      reset(empty);
    } catch (e) {
      const err = e instanceof ApiRequestError ? e : undefined;
      if (!err || err.kind === "network" || err.kind === "offline" || err.kind === "timeout") {
        toast.error(leadMessages.eventNetwork);
        return;
      }
      for (const [field, msgs] of Object.entries(err.fieldErrors ?? {})) {
        setError(field as keyof EventEnquiryFormValues, { message: msgs[0] });
      }
      toast.error(err.serverMessage ?? leadMessages.eventFailed);
    }
  };

  if (submitted) {
    return (
      <div className="py-8 text-center" role="status" data-testid="event-enquiry-success">
        <CheckCircle2 className="mx-auto size-14 text-gold-500" aria-hidden />
        <h3 className="mt-4 text-3xl">{leadMessages.eventSubmittedTitle}</h3>
        <p className="mx-auto mt-3 max-w-sm text-ink-600">{leadMessages.eventSubmittedText}</p>
        <button type="button" className="btn-dark mt-8" onClick={() => setSubmitted(false)}>
          Submit Another Request
        </button>
      </div>
    );
  }

  const busy = formState.isSubmitting || mutation.isPending;
  return (
    <form
      onSubmit={handleSubmit(submit)}
      onFocus={resolver.preload}
      noValidate
      className="relative space-y-4"
      aria-busy={busy}
      aria-label="Event enquiry"
    >
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SelectField label="Celebration type" required error={errors.eventType?.message} {...register("eventType")}>
        <option value="">Select a celebration</option>
        {EVENT_TYPES.map((t) => (
          <option key={t} value={t}>
            {LABELS[t]}
          </option>
        ))}
      </SelectField>
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
      <PhoneField label="Phone" required error={errors.phone?.message} {...register("phone")} />
      <TextareaField
        label="Tell us about your event"
        placeholder="Date, venue, number of guests and cars, timings"
        required
        error={errors.description?.message}
        {...register("description")}
      />
      <BusyButton className="btn-primary w-full py-3" busy={busy} busyLabel="Sending...">
        Get a Callback
      </BusyButton>
    </form>
  );
}
