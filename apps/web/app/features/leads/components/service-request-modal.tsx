import { useEffect, type FormEvent } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { CheckCircle2 } from "lucide-react";
import {
  HONEYPOT_FIELD,
  ServiceRequestSchema,
  fareValidation,
  leadMessages,
  type ServiceRequest,
  type ServiceRequestInput,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { PhoneField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { paths } from "~/lib/paths";
import { useCreateServiceRequest } from "../api/create-service-request";
import { Honeypot } from "./honeypot";

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
          ? leadMessages.eventNetwork
          : (err?.serverMessage ?? leadMessages.eventFailed),
      );
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!getValues("terms")) {
      e.preventDefault();
      window.alert(fareValidation.termsRequired);
      return;
    }
    void handleSubmit(submit)(e);
  };

  const busy = formState.isSubmitting || mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Book ${service}`} className="max-w-xl">
      {mutation.isSuccess ? (
        <RequestSent message={mutation.data.message} onClose={() => onOpenChange(false)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="relative space-y-4" aria-busy={busy}>
          <p className="text-sm text-ink-600">
            Tell us when and where; our team calls you back to confirm the car and the fare.
          </p>
          <input type="hidden" {...register("service")} />
          <Honeypot registration={register(HONEYPOT_FIELD)} />
          <RequestFields register={register} errors={errors} />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={() => onOpenChange(false)}>
              Cancel
            </button>
            <BusyButton className="btn-primary" busy={busy} busyLabel="Submitting...">
              Submit Request
            </BusyButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RequestSent({ message, onClose }: { message: string; onClose(): void }) {
  return (
    <div className="py-4 text-center" role="status">
      <CheckCircle2 className="mx-auto size-12 text-success-600" aria-hidden />
      <h3 className="mt-3 font-display text-2xl">Request Sent</h3>
      <p className="mt-2 text-ink-600">{message}</p>
      <button type="button" className="btn-dark mt-6" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** Name, email, phone (optional), date and time, pickup, drop, the extras and the terms box. */
function RequestFields({
  register,
  errors,
}: {
  register: UseFormRegister<ServiceRequestFormValues>;
  errors: FieldErrors<ServiceRequestFormValues>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <PhoneField
          label={
            <>
              Phone <span className="font-normal text-ink-500">(optional)</span>
            </>
          }
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextField
          label="Date and time"
          type="datetime-local"
          min={localNow()}
          required
          error={errors.datetime?.message}
          {...register("datetime")}
        />
      </div>
      <TextField
        label="Pickup location"
        autoComplete="street-address"
        required
        error={errors.pickup_location?.message}
        {...register("pickup_location")}
      />
      <TextField label="Drop location" required error={errors.drop_location?.message} {...register("drop_location")} />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Extras</legend>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <input type="checkbox" className="size-4 accent-gold-600" {...register("pet_allowed")} />
          Pets allowed
        </label>
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <input type="checkbox" className="size-4 accent-gold-600" {...register("child_seat")} />
          Child seat
        </label>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-ink-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-gold-600" {...register("terms")} />
        <span>
          I agree to the{" "}
          <a href={paths.terms} target="_blank" rel="noopener" className="text-gold-700 underline">
            Terms &amp; Conditions
          </a>
        </span>
      </label>
    </>
  );
}

export default ServiceRequestModal;
