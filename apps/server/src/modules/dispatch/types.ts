/**
 * The allocator's world (README "Instant confirmation", decision record 024): plain values, no database, no clock, no
 * network. `state.ts` reads them from the database for one booking; `allocator.ts` decides; the bench and the property
 * test build them by hand.
 */

export interface LatLng {
  lat: number;
  lng: number;
}
/** A point with the words the reasons use for it ("Saheed Nagar", "base (Patia)"). */
export interface Place extends LatLng {
  label: string;
}

/** A trip to place, or one already placed (a chauffeur's or a car's booking). Times are instants (UTC). */
export interface Job {
  id: string;
  reference: string;
  vehicleClass: string;
  /** the rider who booked (the allocator prefers chauffeurs this rider rated highly) */
  riderId: string | null;
  /** the pickup */
  start: Date;
  /** when the trip ends at its drop-off (bookings.end_time) */
  end: Date;
  /** the end of the car's hold ('holds a car': [start, holdUntil), return legs and the turnaround buffer included) */
  holdUntil: Date;
  pickup: Place;
  /** where the chauffeur is at `end` */
  dropoff: Place;
  /** minutes of driving inside the trip (the route's duration; an hourly rental's booked hours) */
  drivingMinutes: number;
}

/** One shift of the weekly pattern: weekday 0 = Sunday … 6 = Saturday, times 'HH:MM' in Asia/Kolkata ('24:00' allowed). */
export interface WorkShift {
  weekday: number;
  starts: string;
  ends: string;
}

/** An approved day or days off, dates 'YYYY-MM-DD' in Asia/Kolkata, both included. */
export interface TimeOff {
  kind: "leave" | "sick" | "other";
  startsOn: string;
  endsOn: string;
}

export interface DutyLimits {
  maxDutyMinutes: number;
  maxDrivingMinutes: number;
  minRestMinutes: number;
}

export interface ChauffeurState {
  id: string;
  name: string;
  active: boolean;
  /** 'YYYY-MM-DD': the licence must be valid on the trip's last day */
  licenceExpiry: string;
  /** where a duty starts when there is no earlier drop-off in it */
  base: Place;
  hours: WorkShift[];
  timeOff: TimeOff[];
  limits: DutyLimits;
  /** the bookings this chauffeur is assigned to around the job (holding statuses), any order */
  trips: Job[];
}

export interface CarState {
  id: string;
  plate: string;
  vehicleClass: string;
  active: boolean;
  unavailable: { startsAt: Date; endsAt: Date; reason: "service" | "repair" | "puc" | "permit" | "other" }[];
  /** the bookings holding this car around the job: [start, holdUntil) */
  holds: { bookingId: string; start: Date; holdUntil: Date }[];
}

export interface FleetState {
  cars: CarState[];
  chauffeurs: ChauffeurState[];
  /** a rider's average stars per chauffeur (1–5), from past rides */
  ratings: { riderId: string; chauffeurId: string; stars: number }[];
}

/** Road distance and driving time from one point to another leaving at `departAt` (the server's routing, resolved first). */
export type Travel = (from: LatLng, to: LatLng, departAt: Date) => { km: number; minutes: number };

export interface AllocatorOptions {
  travel: Travel;
  /** minutes added to every reach (parking, a late drop-off): default 15 */
  marginMinutes?: number;
}

/** A feasible (car, chauffeur) pair, with the figures that ranked it and the sentence the console and the audit show. */
export interface Candidate {
  chauffeurId: string;
  chauffeurName: string;
  carId: string;
  carPlate: string;
  /** km from where the chauffeur is (the previous drop-off, or base) to the pickup */
  deadKm: number;
  deadMinutes: number;
  /** where the chauffeur comes from and since when ('base' when the duty starts with this trip) */
  from: { label: string; at: Date | null; kind: "drop" | "base" };
  /** the duty this trip falls in, with it: its length and driving (minutes) */
  dutyMinutes: number;
  drivingMinutes: number;
  /** booked minutes around the job's day (the fairness figure) */
  workloadMinutes: number;
  /** the rider's average stars for this chauffeur, when rated before */
  riderStars: number | null;
  /** e.g. 'Sanjay: free from 07:40 after a drop at Saheed Nagar, 12 min away; 6 h 30 of duty today' */
  reason: string;
}

export type ChauffeurRejectionCode =
  "inactive" | "licence" | "no_hours" | "outside_hours" | "time_off" | "busy" | "reach" | "duty" | "driving" | "rest";
export type CarRejectionCode = "class" | "inactive" | "unavailable" | "busy";

export interface Allocation {
  /** feasible pairs, best first: one per feasible chauffeur, with the best car for them */
  candidates: Candidate[];
  /** every chauffeur that cannot serve the job, with the first rule that stops them (e.g. 'Ravi: on leave 3–5 Dec') */
  chauffeursRejected: { chauffeurId: string; name: string; code: ChauffeurRejectionCode; reason: string }[];
  /** every car of the fleet that cannot serve the job and why */
  carsRejected: { carId: string; plate: string; code: CarRejectionCode; reason: string }[];
}
