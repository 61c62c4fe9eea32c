import { describe, expect, it } from "vitest";
import { allocate, dutyOf, greedyFirstFree, travelNeeds } from "./allocator.ts";
import { at, car, chauffeur, job, km, lineTravel } from "./fleet.test-support.ts";
import type { FleetState, LatLng, Travel } from "./types.ts";

// The ranking, the reason sentence, the car chosen for a chauffeur, determinism, the baseline, the legs travelNeeds
// lists and the day's plan. 5 Dec 2026 is a Saturday.
const opts = { travel: lineTravel };
const J = job({ id: "j", riderId: "r1", start: "2026-12-05T10:00", end: "2026-12-05T11:00", pickup: km(5) });
const fleet = (p: Partial<FleetState>): FleetState => ({
  cars: [car({ id: "c1" })],
  chauffeurs: [],
  ratings: [],
  ...p,
});
const names = (s: FleetState) => allocate(J, s, opts).candidates.map((c) => c.chauffeurName);
/** a trip of `hours` two days before the job (inside the ±3 days the fairness counts) */
const past = (id: string, hours: number) =>
  job({ id, start: "2026-12-03T08:00", end: `2026-12-03T${String(8 + hours).padStart(2, "0")}:00` });

describe("allocate: ranking", () => {
  it("puts the least dead km first", () => {
    const far = chauffeur({ id: "anil", base: km(12, "base (Patia)") });
    const near = chauffeur({ id: "bala", base: km(3, "base (Nayapalli)") });
    expect(names(fleet({ chauffeurs: [far, near] }))).toEqual(["Bala", "Anil"]);
  });

  it("then the fairest spread: fewer booked minutes within 3 days of the job", () => {
    const busy = chauffeur({ id: "anil", trips: [past("a1", 4)] });
    const light = chauffeur({ id: "bala", trips: [past("b1", 1)] });
    const a = allocate(J, fleet({ chauffeurs: [busy, light] }), opts);
    expect(a.candidates.map((c) => [c.chauffeurName, c.workloadMinutes])).toEqual([
      ["Bala", 60],
      ["Anil", 240],
    ]);
    // a trip four days away does not count
    const old = chauffeur({
      id: "anil",
      trips: [job({ id: "a1", start: "2026-12-01T08:00", end: "2026-12-01T12:00" })],
    });
    expect(names(fleet({ chauffeurs: [light, old] }))).toEqual(["Anil", "Bala"]);
  });

  it("then the rider's stars (unrated last), then name", () => {
    const [anil, bala, chitra, dev] = ["anil", "bala", "chitra", "dev"].map((id) => chauffeur({ id }));
    const ratings = [
      { riderId: "r1", chauffeurId: "anil", stars: 3 },
      { riderId: "r1", chauffeurId: "bala", stars: 4.5 },
      { riderId: "r2", chauffeurId: "dev", stars: 5 },
    ];
    const a = allocate(J, fleet({ chauffeurs: [dev!, chitra!, anil!, bala!], ratings }), opts);
    expect(a.candidates.map((c) => [c.chauffeurName, c.riderStars])).toEqual([
      ["Bala", 4.5],
      ["Anil", 3],
      ["Chitra", null],
      ["Dev", null],
    ]);
  });

  it("compares dead km in whole km", () => {
    const travel: Travel = (from, to) => ({
      km: Math.abs(to.lat - from.lat) * 100 + (from.lng === 1 ? 0.4 : 0),
      minutes: 10,
    });
    const anil = chauffeur({ id: "anil", base: { label: "base", lat: 20, lng: 1 } });
    const bala = chauffeur({ id: "bala", base: { label: "base", lat: 20, lng: 2 } });
    const a = allocate(J, fleet({ chauffeurs: [bala, anil] }), { travel });
    expect(a.candidates.map((c) => [c.chauffeurName, c.deadKm])).toEqual([
      ["Anil", 5.4],
      ["Bala", 5],
    ]);
  });
});

describe("allocate: the reason and the car", () => {
  it("says where the chauffeur comes from, how far, and the duty", () => {
    const early = job({ id: "t", start: "2026-12-05T06:00", end: "2026-12-05T07:40", dropoff: km(3, "Saheed Nagar") });
    const sanjay = chauffeur({ id: "sanjay", trips: [early] });
    const nine = job({ id: "j", start: "2026-12-05T09:00", end: "2026-12-05T12:30", pickup: km(9) });
    const a = allocate(nine, fleet({ chauffeurs: [sanjay] }), opts);
    expect(a.candidates[0]?.reason).toBe(
      "Sanjay: free from 07:40 after a drop at Saheed Nagar, 12 min away; 6 h 30 of duty today",
    );
    expect(a.candidates[0]?.from).toEqual({ label: "Saheed Nagar", at: at("2026-12-05T07:40"), kind: "drop" });
    const fresh = chauffeur({ id: "sanjay", base: km(0, "base (Patia)") });
    const b = allocate(
      job({ id: "j", start: "2026-12-05T09:00", end: "2026-12-05T13:01", pickup: km(9) }),
      fleet({ chauffeurs: [fresh] }),
      opts,
    );
    expect(b.candidates[0]?.reason).toBe("Sanjay: starts from base (Patia), 18 min away; 4 h 19 of duty today");
  });

  it("prefers the car of the chauffeur's adjacent trip, then the fewest holds, then plate order", () => {
    const early = job({ id: "t", start: "2026-12-05T06:00", end: "2026-12-05T08:00" });
    const hold = (bookingId: string, d: string) => ({
      bookingId,
      start: at(`${d}T06:00`),
      holdUntil: at(`${d}T08:00`),
    });
    const cars = [
      car({ id: "c1", holds: [hold("x", "2026-12-04"), hold("y", "2026-12-06")] }),
      car({ id: "c2", holds: [hold("t", "2026-12-05"), hold("z", "2026-12-04")] }),
      car({ id: "c3", holds: [hold("w", "2026-12-06")] }),
      car({ id: "c4", holds: [] }),
      car({ id: "c5", holds: [] }),
    ];
    const withTrip = chauffeur({ id: "sanjay", trips: [early] });
    expect(allocate(J, fleet({ cars, chauffeurs: [withTrip] }), opts).candidates[0]?.carId).toBe("c2");
    const fresh = chauffeur({ id: "sanjay" });
    expect(allocate(J, fleet({ cars, chauffeurs: [fresh] }), opts).candidates[0]?.carId).toBe("c4");
  });

  it("is deterministic: the same input gives the same answer, whatever the state's order", () => {
    const chs = ["anil", "bala", "chitra"].map((id, i) => chauffeur({ id, base: km(i % 2) }));
    const s = fleet({ chauffeurs: chs, cars: [car({ id: "c1" }), car({ id: "c2" })] });
    const first = allocate(J, s, opts);
    expect(allocate(J, s, opts)).toEqual(first);
    const reordered = { ...s, chauffeurs: [...chs].reverse() };
    expect(allocate(J, reordered, opts).candidates).toEqual(first.candidates);
  });
});

describe("greedyFirstFree, travelNeeds, dutyOf", () => {
  it("the baseline takes the first chauffeur in the state's order who passes the rules, with the first free car", () => {
    const off = chauffeur({ id: "anil", active: false });
    const far = chauffeur({ id: "bala", base: km(20) });
    const near = chauffeur({ id: "chitra", base: km(5) });
    const cars = [car({ id: "c1", active: false }), car({ id: "c2", holds: [] }), car({ id: "c3" })];
    const g = greedyFirstFree(J, fleet({ chauffeurs: [off, far, near], cars }), opts);
    expect(g.candidates.map((c) => [c.chauffeurName, c.carId])).toEqual([["Bala", "c2"]]);
    expect(g.chauffeursRejected.map((r) => r.code)).toEqual(["inactive"]);
  });

  it("lists every leg allocate asks for", () => {
    const trips = [
      job({ id: "t1", start: "2026-12-05T06:00", end: "2026-12-05T07:00", dropoff: km(30) }),
      job({ id: "t2", start: "2026-12-05T13:00", end: "2026-12-05T14:00", pickup: km(8) }),
    ];
    const s = fleet({ chauffeurs: [chauffeur({ id: "anil", trips }), chauffeur({ id: "bala", base: km(4) })] });
    const key = (from: LatLng, to: LatLng, d: Date) => `${from.lat},${from.lng}>${to.lat},${to.lng}@${d.getTime()}`;
    const needs = new Set(travelNeeds(J, s).map((n) => key(n.from, n.to, n.departAt)));
    const asked: string[] = [];
    allocate(J, s, { travel: (f, t, d) => (asked.push(key(f, t, d)), lineTravel(f, t, d)) });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((k) => !needs.has(k))).toEqual([]);
    // a chauffeur the rules without travel stop needs no legs
    const onlyOff = fleet({ chauffeurs: [chauffeur({ id: "off", active: false })] });
    expect(travelNeeds(J, onlyOff)).toEqual([]);
  });

  it("dutyOf gives the day's plan: dead legs, breaks and trips in duties", () => {
    const trips = [
      job({
        id: "t2",
        start: "2026-12-05T10:00",
        end: "2026-12-05T11:00",
        pickup: km(10, "Airport"),
        dropoff: km(4, "Old Town"),
      }),
      job({
        id: "t1",
        start: "2026-12-05T07:00",
        end: "2026-12-05T08:00",
        pickup: km(5, "Nayapalli"),
        dropoff: km(6, "Station"),
      }),
      job({ id: "t3", start: "2026-12-06T09:00", end: "2026-12-06T10:00", pickup: km(1, "Patia") }),
    ];
    const plan = dutyOf(chauffeur({ id: "anil", trips }), opts);
    expect(plan.duties).toHaveLength(2);
    const [d1, d2] = plan.duties;
    expect(d1).toMatchObject({ start: at("2026-12-05T06:50"), end: at("2026-12-05T11:00"), dutyMinutes: 250 });
    expect(d1!.drivingMinutes).toBe(10 + 60 + 8 + 60);
    expect(d1!.deadKm).toBe(9);
    expect(d1!.items.map((i) => [i.kind, i.fromLabel ?? i.job?.id ?? ""])).toEqual([
      ["dead", "base (Patia)"],
      ["trip", "t1"],
      ["dead", "Station"],
      ["break", ""],
      ["trip", "t2"],
    ]);
    expect(d2).toMatchObject({ start: at("2026-12-06T08:58"), dutyMinutes: 62, deadKm: 1 });
  });
});
