import type { DispatchAdvice } from "@chauffeur/contracts";
import type { Allocation } from "./types.ts";

/** The allocator's answer as the confirm dialog reads it: ranked pairs, then who and what cannot serve and why. */
export function adviceOut(a: Allocation): DispatchAdvice {
  return {
    suggestions: a.candidates.map((c, i) => ({
      rank: i + 1,
      chauffeurId: c.chauffeurId,
      chauffeurName: c.chauffeurName,
      carId: c.carId,
      carPlate: c.carPlate,
      deadKm: c.deadKm,
      deadMinutes: Math.round(c.deadMinutes),
      dutyMinutes: Math.round(c.dutyMinutes),
      reason: c.reason,
    })),
    chauffeursNotFeasible: a.chauffeursRejected.map((r) => ({
      id: r.chauffeurId,
      name: r.name,
      code: r.code,
      reason: r.reason,
    })),
    carsNotFeasible: a.carsRejected.map((r) => ({ id: r.carId, name: r.plate, code: r.code, reason: r.reason })),
  };
}
