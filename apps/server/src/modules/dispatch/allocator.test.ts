import { describe, expect, it } from "vitest";
import { allocate } from "./allocator.ts";
import { at, car, chauffeur, job, km, lineTravel } from "./fleet.test-support.ts";
import type { CarState, ChauffeurState, Job } from "./types.ts";

// Each rule of the allocator alone, on a fleet of one chauffeur (Ravi) and one car; places on a line (2 min a km).
// 5 Dec 2026 is a Saturday, 6 Dec a Sunday.
const opts = { travel: lineTravel };
const J = job({ id: "j", start: "2026-12-05T10:00", end: "2026-12-05T11:00", pickup: km(5, "Jaydev Vihar") });
const ravi = (p: Partial<ChauffeurState> = {}) => chauffeur({ id: "ravi", ...p });

function run(j: Job, p: { chauffeurs?: ChauffeurState[]; cars?: CarState[] } = {}) {
  return allocate(j, { chauffeurs: p.chauffeurs ?? [ravi()], cars: p.cars ?? [car({ id: "c1" })], ratings: [] }, opts);
}
const rejected = (a: ReturnType<typeof run>) => a.chauffeursRejected.map((r) => ({ code: r.code, reason: r.reason }));

describe("allocate: cars", () => {
  it("takes only a car of the job's class, and says why not the others", () => {
    const a = run(J, { cars: [car({ id: "c1", vehicleClass: "suv" }), car({ id: "c2" })] });
    expect(a.candidates.map((c) => c.carId)).toEqual(["c2"]);
    expect(a.carsRejected).toEqual([
      { carId: "c1", plate: "OD02AB0001", code: "class", reason: "OD02AB0001: suv class, the trip needs sedan" },
    ]);
  });

  it("never offers an inactive car", () => {
    const a = run(J, { cars: [car({ id: "c1", active: false })] });
    expect(a.candidates).toEqual([]);
    expect(a.carsRejected[0]).toMatchObject({ code: "inactive", reason: "OD02AB0001: inactive" });
  });

  it("never offers a car in service over the job's hold", () => {
    const service = { startsAt: at("2026-12-03T09:00"), endsAt: at("2026-12-05T18:00"), reason: "service" as const };
    const a = run(J, { cars: [car({ id: "c1001", unavailable: [service] })] });
    expect(a.candidates).toEqual([]);
    expect(a.carsRejected[0]).toMatchObject({
      code: "unavailable",
      reason: "OD02AB1001: in service until 5 Dec 18:00",
    });
    // a service that ends at the pickup does not stop it
    const before = { ...service, endsAt: at("2026-12-05T10:00") };
    expect(run(J, { cars: [car({ id: "c1", unavailable: [before] })] }).candidates).toHaveLength(1);
  });

  it("never offers a car held by another booking over [start, holdUntil), but the job's own hold is no clash", () => {
    const hold = { bookingId: "other", start: at("2026-12-05T08:00"), holdUntil: at("2026-12-05T10:30") };
    const a = run(J, { cars: [car({ id: "c1", holds: [hold] })] });
    expect(a.carsRejected[0]).toMatchObject({ code: "busy", reason: "OD02AB0001: on another trip until 10:30" });
    const own = { ...hold, bookingId: "j" };
    expect(run(J, { cars: [car({ id: "c1", holds: [own] })] }).candidates).toHaveLength(1);
    const touching = { ...hold, holdUntil: at("2026-12-05T10:00") };
    expect(run(J, { cars: [car({ id: "c1", holds: [touching] })] }).candidates).toHaveLength(1);
  });
});

describe("allocate: chauffeurs", () => {
  it("passes a free chauffeur, starting from base", () => {
    const a = run(J);
    expect(a.chauffeursRejected).toEqual([]);
    expect(a.candidates[0]).toMatchObject({ chauffeurId: "ravi", carId: "c1", deadKm: 5, deadMinutes: 10 });
  });

  it("never an inactive chauffeur", () => {
    expect(rejected(run(J, { chauffeurs: [ravi({ active: false })] }))).toEqual([
      { code: "inactive", reason: "Ravi: inactive" },
    ]);
  });

  it("never a chauffeur whose licence ends before the trip's last day", () => {
    expect(rejected(run(J, { chauffeurs: [ravi({ licenceExpiry: "2026-12-04" })] }))).toEqual([
      { code: "licence", reason: "Ravi: licence valid only until 4 Dec" },
    ]);
    expect(run(J, { chauffeurs: [ravi({ licenceExpiry: "2026-12-05" })] }).candidates).toHaveLength(1);
  });

  it("never a chauffeur without working hours", () => {
    expect(rejected(run(J, { chauffeurs: [ravi({ hours: [] })] }))).toEqual([
      { code: "no_hours", reason: "Ravi: no working hours set" },
    ]);
  });

  it("never outside working hours, the drive to the pickup included", () => {
    const late = job({ id: "late", start: "2026-12-06T21:30", end: "2026-12-06T22:30" });
    expect(rejected(run(late))).toEqual([{ code: "outside_hours", reason: "Ravi: works 06:00–22:00 on Sundays" }]);
    // 06:05 at 5 km: leaves base at 05:55
    const early = job({ id: "early", start: "2026-12-05T06:05", end: "2026-12-05T07:00", pickup: km(5) });
    expect(rejected(run(early))[0]).toEqual({ code: "outside_hours", reason: "Ravi: works 06:00–22:00 on Saturdays" });
    const noSundays = ravi({ hours: [{ weekday: 6, starts: "06:00", ends: "22:00" }] });
    const sunday = job({ id: "sun", start: "2026-12-06T10:00", end: "2026-12-06T11:00" });
    expect(rejected(run(sunday, { chauffeurs: [noSundays] }))[0]?.reason).toBe("Ravi: does not work on Sundays");
    // ends at 22:00 exactly: inside
    expect(run(job({ start: "2026-12-06T21:00", end: "2026-12-06T22:00" })).candidates).toHaveLength(1);
  });

  it("reads a trip across midnight by its start day's and its end day's shifts", () => {
    const night = { pickup: km(0), drivingMinutes: 300 };
    const toSunday = job({ id: "o", start: "2026-12-05T20:00", end: "2026-12-06T07:00", ...night });
    expect(run(toSunday).candidates).toHaveLength(1);
    const lateSunday = job({ id: "o", start: "2026-12-05T17:00", end: "2026-12-06T02:00", ...night });
    expect(rejected(run(lateSunday))).toEqual([
      { code: "outside_hours", reason: "Ravi: works 06:00–22:00 on Sundays" },
    ]);
  });

  it("never on approved leave or sick leave", () => {
    const leave = ravi({ timeOff: [{ kind: "leave", startsOn: "2026-12-03", endsOn: "2026-12-05" }] });
    expect(rejected(run(J, { chauffeurs: [leave] }))).toEqual([{ code: "time_off", reason: "Ravi: on leave 3–5 Dec" }]);
    const sick = ravi({ timeOff: [{ kind: "sick", startsOn: "2026-12-04", endsOn: "2026-12-04" }] });
    const friday = job({ start: "2026-12-04T10:00", end: "2026-12-04T11:00" });
    expect(rejected(run(friday, { chauffeurs: [sick] }))).toEqual([
      { code: "time_off", reason: "Ravi: on sick leave 4 Dec" },
    ]);
    expect(run(J, { chauffeurs: [sick] }).candidates).toHaveLength(1);
  });

  it("never a chauffeur held by another trip over the job's hold", () => {
    const t = job({
      id: "t",
      reference: "SLX-1234",
      start: "2026-12-05T09:30",
      end: "2026-12-05T14:00",
      holdUntil: "2026-12-05T14:30",
    });
    expect(rejected(run(J, { chauffeurs: [ravi({ trips: [t] })] }))).toEqual([
      { code: "busy", reason: "Ravi: on SLX-1234 until 14:30" },
    ]);
    // the job itself among their trips (a re-check of an assigned booking) is no clash
    expect(run(J, { chauffeurs: [ravi({ trips: [J] })] }).candidates).toHaveLength(1);
  });

  it("never a chauffeur who cannot reach the pickup from the previous drop-off with the margin", () => {
    const puri = job({ id: "t", start: "2026-12-05T06:00", end: "2026-12-05T07:20", dropoff: km(60, "Puri") });
    const eight = job({ id: "j", start: "2026-12-05T08:00", end: "2026-12-05T09:00", pickup: km(5) });
    expect(rejected(run(eight, { chauffeurs: [ravi({ trips: [puri] })] }))).toEqual([
      { code: "reach", reason: "Ravi: drops at Puri at 07:20, 1 h 50 away: cannot reach by 08:00" },
    ]);
    // 1 h 50 + 15 min margin fits at 09:25, not at 09:20
    const at925 = job({ id: "j", start: "2026-12-05T09:25", end: "2026-12-05T10:00", pickup: km(5) });
    expect(run(at925, { chauffeurs: [ravi({ trips: [puri] })] }).candidates).toHaveLength(1);
    const at920 = job({ id: "j", start: "2026-12-05T09:20", end: "2026-12-05T10:00", pickup: km(5) });
    expect(rejected(run(at920, { chauffeurs: [ravi({ trips: [puri] })] }))[0]?.code).toBe("reach");
  });

  it("never a job whose drop-off cannot reach the chauffeur's next pickup", () => {
    const toPuri = job({ id: "j", start: "2026-12-05T10:00", end: "2026-12-05T11:00", dropoff: km(60, "Puri") });
    const next = job({
      id: "n",
      reference: "SLX-2000",
      start: "2026-12-05T12:00",
      end: "2026-12-05T13:00",
      pickup: km(5),
    });
    expect(rejected(run(toPuri, { chauffeurs: [ravi({ trips: [next] })] }))).toEqual([
      {
        code: "reach",
        reason: "Ravi: this trip ends at Puri at 11:00, 1 h 50 from the next pickup: cannot reach SLX-2000 by 12:00",
      },
    ]);
  });

  it("never past the duty limit", () => {
    const morning = job({ id: "t", start: "2026-12-05T06:00", end: "2026-12-05T09:00" });
    const evening = job({ id: "j", start: "2026-12-05T17:00", end: "2026-12-05T19:10", pickup: km(5) });
    expect(rejected(run(evening, { chauffeurs: [ravi({ trips: [morning] })] }))).toEqual([
      { code: "duty", reason: "Ravi: 13 h 10 of duty with this trip (limit 12 h)" },
    ]);
    const shorter = job({ id: "j", start: "2026-12-05T17:00", end: "2026-12-05T18:00", pickup: km(5) });
    expect(run(shorter, { chauffeurs: [ravi({ trips: [morning] })] }).candidates[0]?.dutyMinutes).toBe(720);
  });

  it("never past the driving limit (the trips' driving and the dead legs)", () => {
    const hourly = job({ id: "t", start: "2026-12-05T06:00", end: "2026-12-05T10:00" });
    const long = job({
      id: "j",
      start: "2026-12-05T10:30",
      end: "2026-12-05T15:30",
      pickup: km(5),
      drivingMinutes: 300,
    });
    expect(rejected(run(long, { chauffeurs: [ravi({ trips: [hourly] })] }))).toEqual([
      { code: "driving", reason: "Ravi: 9 h 10 of driving with this trip (limit 9 h)" },
    ]);
    const lighter = { ...long, drivingMinutes: 290 };
    expect(run(lighter, { chauffeurs: [ravi({ trips: [hourly] })] }).candidates[0]?.drivingMinutes).toBe(540);
  });

  it("says the rest is too short when a job meant as the next day's duty merges into the night's", () => {
    const late = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: "05:00", ends: "24:00" }));
    const night = job({ id: "t", start: "2026-12-05T18:00", end: "2026-12-05T23:40" });
    const dawn = job({ id: "j", start: "2026-12-06T05:10", end: "2026-12-06T09:00", pickup: km(5) });
    expect(rejected(run(dawn, { chauffeurs: [ravi({ hours: late, trips: [night] })] }))).toEqual([
      { code: "rest", reason: "Ravi: only 5 h 20 of rest after the duty ending 23:40 (at least 8 h)" },
    ]);
    const evening = job({ id: "j", start: "2026-12-05T17:00", end: "2026-12-05T23:40" });
    const next = job({ id: "n", start: "2026-12-06T05:10", end: "2026-12-06T09:00", pickup: km(5) });
    expect(rejected(run(evening, { chauffeurs: [ravi({ hours: late, trips: [next] })] }))).toEqual([
      { code: "rest", reason: "Ravi: only 5 h 20 of rest before the duty starting 05:00 (at least 8 h)" },
    ]);
    // a job too long for any duty is reported as the duty it makes, not the rest
    const allDay = job({ id: "j", start: "2026-12-06T05:10", end: "2026-12-06T18:00", pickup: km(5) });
    expect(rejected(run(allDay, { chauffeurs: [ravi({ hours: late, trips: [night] })] }))[0]?.code).toBe("duty");
    // with 8 h of rest the dawn job is a duty of its own
    const later = job({ id: "j", start: "2026-12-06T07:50", end: "2026-12-06T09:00", pickup: km(5) });
    expect(run(later, { chauffeurs: [ravi({ hours: late, trips: [night] })] }).candidates[0]?.from.kind).toBe("base");
  });
});
