import { z } from "../z.ts";
import { iso } from "../ops/fields.ts";

/**
 * What a chauffeur and a car can do (README "Working hours and time off"): a chauffeur's weekly hours, duty limits and
 * base, edited in the console; time off asked for in the chauffeur app or entered by an operator; a car's unavailable
 * periods. Times of day are Asia/Kolkata wall time 'HH:MM'; dates 'YYYY-MM-DD' in Asia/Kolkata.
 */

const OPS = "/api/v1/ops";
export const schedulePaths = {
  /** GET, PUT: a chauffeur's weekly hours, duty limits and base */
  schedule: (chauffeurId: string) => `${OPS}/chauffeurs/${chauffeurId}/schedule`,
  /** GET (every one, newest first), POST (an operator's entry: approved at once) */
  chauffeurTimeOff: (chauffeurId: string) => `${OPS}/chauffeurs/${chauffeurId}/time-off`,
  /** GET ?status=requested: every chauffeur's time off (the console's 'Leave requests') */
  timeOff: `${OPS}/time-off`,
  /** POST: approve a request */
  approve: (id: string) => `${OPS}/time-off/${id}/approve`,
  /** POST { reason }: decline a request */
  decline: (id: string) => `${OPS}/time-off/${id}/decline`,
  /** POST: cancel approved or requested time off */
  cancel: (id: string) => `${OPS}/time-off/${id}/cancel`,
  /** GET, POST: a car's unavailable periods */
  carUnavailability: (carId: string) => `${OPS}/cars/${carId}/unavailability`,
  /** DELETE: remove one */
  carUnavailabilityItem: (carId: string, id: string) => `${OPS}/cars/${carId}/unavailability/${id}`,
  /** the chauffeur app: GET 'My schedule' */
  driverSchedule: "/api/v1/driver/schedule",
  /** the chauffeur app: POST a leave request */
  driverTimeOff: "/api/v1/driver/time-off",
  /** the chauffeur app: POST withdraw a request still pending */
  driverWithdraw: (id: string) => `/api/v1/driver/time-off/${id}/withdraw`,
} as const;

export const scheduleMessages = {
  time: "Enter a time as HH:MM between 00:00 and 24:00",
  endsAfterStarts: (day: string) => `${day}: the shift must end after it starts`,
  weekdayTwice: "Each weekday may have one shift only",
  duty: "Duty limit: between 1 and 16 hours",
  driving: "Driving limit: between 1 and 16 hours",
  rest: "Rest between duties: between 6 and 16 hours",
  drivingOverDuty: "The driving limit cannot be longer than the duty limit",
  baseLabel: "Name the base (e.g. Patia garage)",
  lat: "Latitude must be between 6 and 38 (India)",
  lng: "Longitude must be between 68 and 98 (India)",
  date: "Enter a date as YYYY-MM-DD",
  lastBeforeFirst: "The last day cannot be before the first",
  tooLong: "Time off can be at most 60 days at a time",
  inPast: "Time off cannot start in the past",
  reason: "Give a reason (at least 3 characters)",
  endsAfterStartsPeriod: "The end must be after the start",
  periodTooLong: "A period can be at most 180 days",
  dateTime: "Enter a date and time",
} as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** The pattern a new chauffeur starts with (and every chauffeur before migration 1440): every day 06:00–22:00. */
export const DEFAULT_SHIFT = { starts: "06:00", ends: "22:00" } as const;
export const DEFAULT_WORKING_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...DEFAULT_SHIFT }));
export const DEFAULT_DUTY_LIMITS = { maxDutyMinutes: 720, maxDrivingMinutes: 600, minRestMinutes: 480 } as const;

const hhmm = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, scheduleMessages.time);
export const WorkShiftSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  starts: z.string(),
  ends: z.string(),
});
export type WorkShiftEntry = z.infer<typeof WorkShiftSchema>;

/** One shift per working weekday; a weekday not listed is a day off. */
export const WorkingHoursInputSchema = z
  .array(
    z.object({
      weekday: z.number().int().min(0, "Choose a weekday").max(6, "Choose a weekday"),
      starts: hhmm,
      ends: hhmm,
    }),
  )
  .max(7)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((d, i) => {
      if (seen.has(d.weekday)) ctx.addIssue({ code: "custom", message: scheduleMessages.weekdayTwice, path: [i] });
      seen.add(d.weekday);
      if (d.ends <= d.starts)
        ctx.addIssue({
          code: "custom",
          message: scheduleMessages.endsAfterStarts(WEEKDAY_NAMES[d.weekday]),
          path: [i, "ends"],
        });
    });
  });

export const DutyLimitsSchema = z.object({
  maxDutyMinutes: z.number().int(),
  maxDrivingMinutes: z.number().int(),
  minRestMinutes: z.number().int(),
});
export const DutyLimitsInputSchema = z
  .object({
    maxDutyMinutes: z
      .number(scheduleMessages.duty)
      .int(scheduleMessages.duty)
      .min(60, scheduleMessages.duty)
      .max(960, scheduleMessages.duty),
    maxDrivingMinutes: z
      .number(scheduleMessages.driving)
      .int(scheduleMessages.driving)
      .min(60, scheduleMessages.driving)
      .max(960, scheduleMessages.driving),
    minRestMinutes: z
      .number(scheduleMessages.rest)
      .int(scheduleMessages.rest)
      .min(360, scheduleMessages.rest)
      .max(960, scheduleMessages.rest),
  })
  .refine((l) => l.maxDrivingMinutes <= l.maxDutyMinutes, {
    message: scheduleMessages.drivingOverDuty,
    path: ["maxDrivingMinutes"],
  });

export const BaseSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export const BaseInputSchema = z.object({
  label: z.string().trim().min(2, scheduleMessages.baseLabel).max(80, "Use at most 80 characters"),
  lat: z.number(scheduleMessages.lat).min(6, scheduleMessages.lat).max(38, scheduleMessages.lat),
  lng: z.number(scheduleMessages.lng).min(68, scheduleMessages.lng).max(98, scheduleMessages.lng),
});

export const ChauffeurScheduleSchema = z.object({
  chauffeurId: z.string(),
  name: z.string(),
  hours: z.array(WorkShiftSchema),
  limits: DutyLimitsSchema,
  base: BaseSchema.nullable(),
});
export type ChauffeurSchedule = z.infer<typeof ChauffeurScheduleSchema>;
export const ChauffeurScheduleInputSchema = z.object({
  hours: WorkingHoursInputSchema,
  limits: DutyLimitsInputSchema,
  base: BaseInputSchema.nullable(),
});
export type ChauffeurScheduleInput = z.input<typeof ChauffeurScheduleInputSchema>;

// ---------- time off ----------
export const TIME_OFF_KINDS = ["leave", "sick", "other"] as const;
export const TIME_OFF_STATUSES = ["requested", "approved", "declined", "withdrawn"] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

export const TimeOffSchema = z.object({
  id: z.string(),
  chauffeurId: z.string(),
  chauffeurName: z.string(),
  kind: z.enum(TIME_OFF_KINDS),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
  status: z.enum(TIME_OFF_STATUSES),
  requestedBy: z.enum(["chauffeur", "operator"]),
  declineReason: z.string().nullable(),
  decidedAt: iso.nullable(),
  createdAt: iso,
});
export type TimeOffEntry = z.infer<typeof TimeOffSchema>;
export const TimeOffListSchema = z.object({ timeOff: z.array(TimeOffSchema) });
export type TimeOffList = z.infer<typeof TimeOffListSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, scheduleMessages.date);
export const TimeOffInputSchema = z
  .object({
    kind: z.enum(TIME_OFF_KINDS, "Choose leave, sick or other"),
    startsOn: day,
    endsOn: day,
    note: z.string().trim().max(300, "Use at most 300 characters").default(""),
  })
  .refine((t) => t.endsOn >= t.startsOn, { message: scheduleMessages.lastBeforeFirst, path: ["endsOn"] })
  .refine((t) => (Date.parse(t.endsOn) - Date.parse(t.startsOn)) / 86_400_000 < 60, {
    message: scheduleMessages.tooLong,
    path: ["endsOn"],
  });
export type TimeOffInput = z.input<typeof TimeOffInputSchema>;
export const TimeOffQuerySchema = z.object({ status: z.enum(TIME_OFF_STATUSES, "Unknown status").optional() });
export const DeclineInputSchema = z.object({ reason: z.string().trim().min(3, scheduleMessages.reason).max(300) });
export const TimeOffIdParamsSchema = z.object({ id: z.string().uuid("Not found") });

// ---------- the chauffeur app: 'My schedule' ----------
export const DriverScheduleDaySchema = z.object({
  date: z.string(),
  weekday: z.number().int(),
  shift: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  /** approved or requested time off on this day */
  timeOff: z.object({ kind: z.enum(TIME_OFF_KINDS), status: z.enum(TIME_OFF_STATUSES) }).nullable(),
});
export const DriverScheduleSchema = z.object({
  today: z.string(),
  /** this week (from Monday) and next: 14 days */
  days: z.array(DriverScheduleDaySchema),
  /** time off not yet over (requested, approved, declined), soonest first */
  timeOff: z.array(TimeOffSchema),
});
export type DriverSchedule = z.infer<typeof DriverScheduleSchema>;

// ---------- cars ----------
export const CAR_UNAVAILABLE_REASONS = ["service", "repair", "puc", "permit", "other"] as const;
export type CarUnavailableReason = (typeof CAR_UNAVAILABLE_REASONS)[number];
export const CAR_UNAVAILABLE_REASON_TEXTS: Record<CarUnavailableReason, string> = {
  service: "Service",
  repair: "Repair",
  puc: "PUC renewal",
  permit: "Permit renewal",
  other: "Other",
};
export const CarUnavailabilitySchema = z.object({
  id: z.string(),
  carId: z.string(),
  reason: z.enum(CAR_UNAVAILABLE_REASONS),
  startsAt: iso,
  endsAt: iso,
  note: z.string(),
  createdAt: iso,
});
export type CarUnavailabilityPeriod = z.infer<typeof CarUnavailabilitySchema>;
export const CarUnavailabilityListSchema = z.object({ periods: z.array(CarUnavailabilitySchema) });
const instant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), scheduleMessages.dateTime);
export const CarUnavailabilityInputSchema = z
  .object({
    reason: z.enum(CAR_UNAVAILABLE_REASONS, "Choose a reason"),
    startsAt: instant,
    endsAt: instant,
    note: z.string().trim().max(300, "Use at most 300 characters").default(""),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: scheduleMessages.endsAfterStartsPeriod,
    path: ["endsAt"],
  })
  .refine((p) => Date.parse(p.endsAt) - Date.parse(p.startsAt) <= 180 * 86_400_000, {
    message: scheduleMessages.periodTooLong,
    path: ["endsAt"],
  });
export type CarUnavailabilityInput = z.input<typeof CarUnavailabilityInputSchema>;
/** POST's answer: the period, and the bookings already holding the car in it (to reassign). */
export const CarUnavailabilityCreatedSchema = z.object({
  period: CarUnavailabilitySchema,
  clashes: z.array(z.object({ bookingId: z.string(), reference: z.string(), startTime: iso })),
});
export type CarUnavailabilityCreated = z.infer<typeof CarUnavailabilityCreatedSchema>;
export const CarPeriodParamsSchema = z.object({
  id: z.string().uuid("Not found"),
  periodId: z.string().uuid("Not found"),
});
export const ScheduleOkSchema = z.object({ success: z.literal(true) });
