import { useEffect } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { z } from "zod";
import { CarInputSchema, ChauffeurInputSchema, phoneDigitsField, type Car, type Chauffeur } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { PhoneField, SelectField, TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessage } from "~/features/ops-core";
import { classesQuery, useSaveCar, useSaveChauffeur } from "../api/fleet";

type CarForm = z.input<typeof CarInputSchema>;
/** The chauffeur form as the riders' forms take a phone: a fixed +91 before ten digits, sent as +91XXXXXXXXXX. */
const ChauffeurFormSchema = ChauffeurInputSchema.extend({ phone: phoneDigitsField.transform((d) => `+91${d}`) });
type ChauffeurForm = z.input<typeof ChauffeurFormSchema>;

function applyServerErrors(e: unknown, setError: (name: never, err: { message: string }) => void) {
  const fields = e instanceof ApiRequestError ? e.fieldErrors : undefined;
  if (fields) for (const [k, v] of Object.entries(fields)) setError(k as never, { message: v[0] });
}

function ActiveToggle({ register }: { register: ReturnType<typeof useForm>["register"] }) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium text-ink-700">
      <input type="checkbox" className="size-4 accent-gold-600" {...register("active")} />
      Active (available for new trips)
    </label>
  );
}

/** The form's values for a car, or a new car's defaults. */
function carFormValues(car: Car | null): CarForm {
  return car
    ? {
        vehicleClass: car.vehicleClass,
        model: car.model,
        plate: car.plate,
        seats: car.seats,
        luggage: car.luggage,
        active: car.active,
        colour: car.colour,
      }
    : { vehicleClass: "", model: "", plate: "", seats: 4, luggage: 3, active: true, colour: "" };
}

type CarFormApi = UseFormReturn<CarForm, unknown, z.output<typeof CarInputSchema>>;

/** The car's class, model, colour, plate, seats and suitcases (the rider is told model, colour and plate). */
function CarFields({
  register,
  errors,
  classes,
}: {
  register: CarFormApi["register"];
  errors: CarFormApi["formState"]["errors"];
  classes?: Array<{ code: string; name: string }>;
}) {
  return (
    <>
      <SelectField
        label="Class"
        wrapperClassName="sm:col-span-2"
        error={errors.vehicleClass?.message}
        {...register("vehicleClass")}
      >
        <option value="">Choose a class</option>
        {classes?.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Model" error={errors.model?.message} {...register("model")} />
      <TextField label="Colour" placeholder="Pearl White" error={errors.colour?.message} {...register("colour")} />
      <TextField
        label="Registration plate"
        error={errors.plate?.message}
        placeholder="OD02AB1234"
        {...register("plate")}
      />
      <TextField label="Seats" type="number" min={1} max={12} error={errors.seats?.message} {...register("seats")} />
      <TextField
        label="Suitcases"
        type="number"
        min={0}
        max={12}
        error={errors.luggage?.message}
        {...register("luggage")}
      />
    </>
  );
}

export function CarDialog({
  car,
  open,
  onOpenChange,
}: {
  car: Car | null;
  open: boolean;
  onOpenChange(o: boolean): void;
}) {
  const classes = useQuery(classesQuery());
  const save = useSaveCar();
  const form = useForm<CarForm, unknown, z.output<typeof CarInputSchema>>({ resolver: zodResolver(CarInputSchema) });
  const { register, handleSubmit, reset, formState, setError } = form;
  useEffect(() => {
    if (open) reset(carFormValues(car));
  }, [open, car, reset]);
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={car ? `Edit ${car.plate}` : "Add a car"}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((body) =>
          save.mutate(
            { id: car?.id, body },
            {
              onSuccess: (c) => {
                toast.success(car ? `Car ${c.plate} saved.` : `Car ${c.plate} added.`);
                onOpenChange(false);
              },
              onError: (err) => {
                applyServerErrors(err, setError as never);
                toast.error(errorMessage(err));
              },
            },
          ),
        )}
      >
        <CarFields register={register} errors={e} classes={classes.data?.classes} />
        <div className="sm:col-span-2">
          <ActiveToggle register={register as never} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={save.isPending}>
            Save car
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The form's values for a chauffeur, or a new chauffeur's defaults. */
function chauffeurFormValues(chauffeur: Chauffeur | null): ChauffeurForm {
  return chauffeur
    ? {
        name: chauffeur.name,
        phone: chauffeur.phone.replace(/^\+91/, ""),
        licenceNumber: chauffeur.licenceNumber,
        licenceExpiry: chauffeur.licenceExpiry,
        active: chauffeur.active,
        photoUrl: chauffeur.photoUrl ?? "",
      }
    : { name: "", phone: "", licenceNumber: "", licenceExpiry: "", active: true, photoUrl: "" };
}

export function ChauffeurDialog({
  chauffeur,
  open,
  onOpenChange,
  onSaved,
}: {
  chauffeur: Chauffeur | null;
  open: boolean;
  onOpenChange(o: boolean): void;
  /** the saved chauffeur (after a deactivation: with the trips to reassign) */
  onSaved?(c: Chauffeur): void;
}) {
  const save = useSaveChauffeur();
  const form = useForm<ChauffeurForm, unknown, z.output<typeof ChauffeurFormSchema>>({
    resolver: zodResolver(ChauffeurFormSchema),
  });
  const { register, handleSubmit, reset, formState, setError } = form;
  useEffect(() => {
    if (open) reset(chauffeurFormValues(chauffeur));
  }, [open, chauffeur, reset]);
  const e = formState.errors;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={chauffeur ? `Edit ${chauffeur.name}` : "Add a chauffeur"}>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={handleSubmit((body) =>
          save.mutate(
            { id: chauffeur?.id, body },
            {
              onSuccess: (c) => {
                toast.success(chauffeur ? `${c.name} saved.` : `${c.name} added.`);
                onSaved?.(c);
                onOpenChange(false);
              },
              onError: (err) => {
                applyServerErrors(err, setError as never);
                toast.error(errorMessage(err));
              },
            },
          ),
        )}
      >
        <TextField label="Full name" wrapperClassName="sm:col-span-2" error={e.name?.message} {...register("name")} />
        <PhoneField label="Mobile" error={e.phone?.message} hint="10 digits" {...register("phone")} />
        <TextField label="Licence number" error={e.licenceNumber?.message} {...register("licenceNumber")} />
        <TextField
          label="Licence valid until"
          type="date"
          error={e.licenceExpiry?.message}
          {...register("licenceExpiry")}
        />
        <TextField
          label="Photo URL"
          type="url"
          wrapperClassName="sm:col-span-2"
          error={e.photoUrl?.message}
          hint="Shown to the rider under 'Your chauffeur' (https:// address); leave empty to show the initial"
          {...register("photoUrl")}
        />
        <div className="flex items-end pb-2">
          <ActiveToggle register={register as never} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={save.isPending}>
            Save chauffeur
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
