import { useEffect, type FormEvent } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { CheckCircle2 } from "lucide-react";
import {
  HONEYPOT_FIELD,
  ServiceRequestSchema,
  fareValidation,
  leadResponses,
  type ServiceRequest,
  type ServiceRequestInput,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT, useValidationText, type T } from "~/i18n";
import type requestEn from "@chauffeur/contracts/i18n/en-IN/marketing/request";
import { marketingText } from "~/i18n/texts/marketing";
import { requestText } from "~/i18n/texts/marketing-request";
import { useCreateServiceRequest } from "../api/create-service-request";
import { Honeypot } from "./honeypot";
import { useServiceRequestTitle } from "./service-request-title";

export interface ServiceRequestInitialValues {
  name: string;
  email: string;
  phone: string;
  datetime: string;
  pickup_location: string;
  drop_location: string;
  pet_allowed: boolean;
  child_seat: boolean;
}

export interface ServiceRequestModalProps {
  /** e.g. "Outstation Trips": the title reads "Book {service}" */
  service: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** prefill, e.g. from a past booking ('Reload Trip') */
  initialValues?: Partial<ServiceRequestInitialValues>;
}

/** The datetime-local value for "now" in the visitor's zone, used as the field's minimum. */
const localNow = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

/** What the form holds: the schema's input, except that the terms box starts unticked (the schema accepts only `true`). */
type ServiceRequestFormValues = Omit<ServiceRequestInput, "terms"> & { terms: boolean };

const blank = (service: string, init?: Partial<ServiceRequestInitialValues>): ServiceRequestFormValues => ({
  service,
  name: init?.name ?? "",
  email: init?.email ?? "",
  phone: init?.phone ?? "",
  datetime: init?.datetime ?? "",
  pickup_location: init?.pickup_location ?? "",
  drop_location: init?.drop_location ?? "",
  pet_allowed: init?.pet_allowed ?? false,
  child_seat: init?.child_seat ?? false,
  terms: false,
  [HONEYPOT_FIELD]: "",
});

/**
 * 'Book {service}': the fuller request form. Name, email, date and time, pickup and drop are
 * required, phone optional; the terms box must be ticked, else the specification's alert. Posts to our own API.
 */
export function ServiceRequestModal({ service, open, onOpenChange, initialValues }: ServiceRequestModalProps) {
  const mutation = useCreateServiceRequest();
  const form = useForm<ServiceRequestFormValues, unknown, ServiceRequest>({
    resolver: zodResolver<ServiceRequestFormValues, unknown, ServiceRequest>(ServiceRequestSchema),
    defaultValues: blank(service, initialValues),
  });
  const { register, handleSubmit, getValues, reset, setError, formState } = form;
  const errors = formState.errors;
  const t = useT(requestText);
  const tm = useT(marketingText);
  const tv = useValidationText();
  const title = useServiceRequestTitle(service);

  // every opening starts from a clean form (with the given prefill)
  useEffect(() => {
    if (open) {
      reset(blank(service, initialValues));
      mutation.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, service]);

  const submit = async (values: ServiceRequest) => {
    try {
      await mutation.mutateAsync({ ...values, phone: values.phone ?? "" });
    } catch (e) {
      const err = e instanceof ApiRequestError ? e : undefined;
      for (const [field, msgs] of Object.entries(err?.fieldErrors ?? {})) {
        setError(field as keyof ServiceRequestFormValues, { message: msgs[0] });
      }
      toast.error(
        err?.kind === "network" || err?.kind === "offline"
          ? tm("enquiry.network")
          : (err?.serverMessage ?? tm("enquiry.failed")),
      );
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!getValues("terms")) {
      e.preventDefault();
      window.alert(tv(fareValidation.termsRequired));
      return;
    }
    void handleSubmit(submit)(e);
  };

  const busy = formState.isSubmitting || mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="max-w-xl">
      {mutation.isSuccess ? (
        <RequestSent
          message={
            mutation.data.message === leadResponses.serviceRequestReceived
              ? t("request.received")
              : mutation.data.message
          }
          onClose={() => onOpenChange(false)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-busy={busy}>
          <p className="text-sm text-ink-600">{t("request.intro")}</p>
          <input type="hidden" {...register("service")} />
          <Honeypot registration={register(HONEYPOT_FIELD)} />
          <RequestFields register={register} errors={errors} t={t} tv={tv} />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}>
              {t("request.cancel")}
            </button>
            <BusyButton className="btn-primary" busy={busy} busyLabel={t("request.submitting")}>
              {t("request.submit")}
            </BusyButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RequestSent({ message, onClose }: { message: string; onClose(): void }) {
  const t = useT(requestText);
  return (
    <div className="py-4 text-center" role="status">
      <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden />
      <h3 className="mt-3 font-display text-2xl">{t("request.sent")}</h3>
      <p className="mt-2 text-ink-600">{message}</p>
      <button type="button" className="btn-dark mt-6" onClick={onClose}>
        {t("request.close")}
      </button>
    </div>
  );
}

/** Name, email, phone (optional), date and time, pickup, drop, the extras and the terms box. */
function RequestFields({
  register,
  errors,
  t,
  tv,
}: {
  register: UseFormRegister<ServiceRequestFormValues>;
  errors: FieldErrors<ServiceRequestFormValues>;
  t: T<keyof typeof requestEn>;
  tv: (message: string | undefined) => string | undefined;
}) {
  const to = useLocalizePath();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("request.name")}
          autoComplete="name"
          required
          error={tv(errors.name?.message)}
          {...register("name")}
        />
        <TextField
          label={t("request.email")}
          type="email"
          autoComplete="email"
          required
          error={tv(errors.email?.message)}
          {...register("email")}
        />
        <PhoneField
          label={
            <>
              {t("request.phone")} <span className="font-normal text-ink-500">{t("request.optional")}</span>
            </>
          }
          error={tv(errors.phone?.message)}
          {...register("phone")}
        />
        <TextField
          label={t("request.datetime")}
          type="datetime-local"
          min={localNow()}
          required
          error={tv(errors.datetime?.message)}
          {...register("datetime")}
        />
      </div>
      <TextField
        label={t("request.pickup")}
        autoComplete="street-address"
        required
        error={tv(errors.pickup_location?.message)}
        {...register("pickup_location")}
      />
      <TextField
        label={t("request.drop")}
        required
        error={tv(errors.drop_location?.message)}
        {...register("drop_location")}
      />
      <Extras register={register} t={t} />
      <label className="flex items-start gap-2 text-sm text-ink-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-gold-600" {...register("terms")} />
        <span>
          <TermsAgreement text={t("request.agree")} href={to(paths.terms)} />
        </span>
      </label>
    </>
  );
}

/** The extras: pets allowed, child seat. */
function Extras({
  register,
  t,
}: {
  register: UseFormRegister<ServiceRequestFormValues>;
  t: T<keyof typeof requestEn>;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
      <legend className="sr-only">{t("request.extras")}</legend>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        <input type="checkbox" className="size-4 accent-gold-600" {...register("pet_allowed")} />
        {t("request.pets")}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        <input type="checkbox" className="size-4 accent-gold-600" {...register("child_seat")} />
        {t("request.childSeat")}
      </label>
    </fieldset>
  );
}

/** 'I agree to the [Terms & Conditions](terms)': the link opens the terms in a new tab. */
function TermsAgreement({ text, href }: { text: string; href: string }) {
  const m = /^(.*)\[([^\]]+)\]\(terms\)(.*)$/s.exec(text);
  if (!m) return <>{text}</>;
  return (
    <>
      {m[1]}
      <a href={href} target="_blank" rel="noopener" className="text-gold-700 underline">
        {m[2]}
      </a>
      {m[3]}
    </>
  );
}

export default ServiceRequestModal;
