import { z } from "../z.ts";
import { BOOKING_STATUSES } from "../vocabulary.ts";
import { iso, phoneIn } from "./fields.ts";
import { WorkingHoursInputSchema } from "../dispatch/schedules.ts";

// ---------- fleet and people ----------
/** A vehicle class as the console lists it (`code` is a `VehicleClass`). */
export const OpsVehicleClassSchema = z.object({
  code: z.string(),
  name: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
});
export const ChauffeurSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceExpiry: z.string(),
  active: z.boolean(),
  /** shown to the rider under 'Your chauffeur' (decision record 010); null: the initial is shown */
  photoUrl: z.string().nullable(),
  createdAt: iso,
  /** after a deactivation: the chauffeur's upcoming trips, to reassign (the console links each) */
  tripsToReassign: z.array(z.object({ id: z.string(), reference: z.string(), pickupAt: iso })).optional(),
});
export type Chauffeur = z.infer<typeof ChauffeurSchema>;
/** POST opsPaths.chauffeurSignOut: every session of the chauffeur's app ended (a lost or stolen phone). */
export const ChauffeurSignOutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  devices: z.number().int(),
});
export type ChauffeurSignOutResponse = z.infer<typeof ChauffeurSignOutResponseSchema>;
export const ChauffeurInputSchema = z.object({
  name: z.string().trim().min(2, "Name is required").max(80),
  phone: phoneIn,
  licenceNumber: z.string().trim().min(5, "Licence number is required").max(30),
  licenceExpiry: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date"),
  active: z.boolean().default(true),
  /** an https:// address or a path on this site; empty clears it */
  photoUrl: z
    .string()
    .trim()
    .max(500, "Use a shorter address")
    .refine(
      (s) => s === "" || /^(https:\/\/[^\s]+|\/[^\s]*)$/.test(s),
      "Use an https:// address or a path such as /images/…",
    )
    .transform((s) => s || null)
    .nullish(),
  /** the weekly shifts (a weekday not listed is off); absent: every day 06:00–22:00 (DEFAULT_WORKING_HOURS) */
  workingHours: WorkingHoursInputSchema.optional(),
});
export type ChauffeurInput = z.input<typeof ChauffeurInputSchema>;
export const ChauffeurPatchSchema = ChauffeurInputSchema.omit({ workingHours: true }).partial();

export const CarSchema = z.object({
  id: z.string(),
  vehicleClass: z.string(),
  model: z.string(),
  plate: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
  active: z.boolean(),
  /** told to the rider with the model and plate (decision record 010); "" when not recorded */
  colour: z.string(),
  createdAt: iso,
});
export type Car = z.infer<typeof CarSchema>;
export const CarInputSchema = z.object({
  vehicleClass: z.string().min(1, "Choose a class"),
  model: z.string().trim().min(2, "Model is required").max(80),
  plate: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/, "Enter a registration plate such as OD02AB1234")),
  seats: z.coerce.number().int().min(1).max(12),
  luggage: z.coerce.number().int().min(0).max(12),
  active: z.boolean().default(true),
  colour: z.string().trim().max(40, "Use at most 40 characters").optional(),
});
export type CarInput = z.input<typeof CarInputSchema>;
export const CarPatchSchema = CarInputSchema.partial();

export const TimelineQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD"),
  days: z.coerce.number().int().min(1).max(14).default(1),
});
export const TimelineSchema = z.object({
  from: iso,
  to: iso,
  cars: z.array(
    CarSchema.pick({ id: true, vehicleClass: true, model: true, plate: true, active: true }).extend({
      bookings: z.array(
        z.object({
          id: z.string(),
          reference: z.string(),
          status: z.enum(BOOKING_STATUSES),
          startTime: iso,
          holdUntil: iso,
          chauffeur: z.string().nullable(),
          pickup: z.string(),
        }),
      ),
    }),
  ),
});
export type Timeline = z.infer<typeof TimelineSchema>;

export const OpsVehicleClassListSchema = z.object({ classes: z.array(OpsVehicleClassSchema) });
export const ChauffeurListSchema = z.object({ chauffeurs: z.array(ChauffeurSchema) });
export const CarListSchema = z.object({ cars: z.array(CarSchema) });
/** The id in /ops/chauffeurs/:id and /ops/cars/:id. */
export const OpsFleetIdParamsSchema = z.object({ id: z.string().uuid("Not found") });
