import { NO_ADD_ONS, classPriceTexts, computeFare, type ClassPricesResponse } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { tariffOrFail } from "./quote.service.ts";
import { loadVehicleClasses } from "./tariff.repository.ts";

/** Noon in Asia/Kolkata: a daytime instant, so no night charge enters the lowest fare. */
const DAYTIME = new Date("2025-06-02T06:30:00Z");

/**
 * The 'from ₹' price of each vehicle class (the luxury cars catalogue and car pages): the fare engine prices the
 * shortest possible city ride (`cab-booking`, 0 km, 0 min, by day, no add-ons) in the current published tariff, which
 * is the class's minimum fare plus GST. Computed here from the stored tariff, never in the browser; a new tariff
 * version shows within the tariff cache's 30 s.
 */
export async function classPrices(ctx: AppContext): Promise<ClassPricesResponse["data"]> {
  const [tariff, classes] = await Promise.all([tariffOrFail(ctx), loadVehicleClasses(ctx)]);
  const prices = classes
    .filter((v) => tariff.classes[v.code])
    .map((v) => ({
      code: v.code,
      fromPaise: computeFare(tariff, {
        service: "cab-booking",
        vehicleClass: v.code,
        distanceKm: 0,
        durationMin: 0,
        start: DAYTIME,
        end: DAYTIME,
        addOns: NO_ADD_ONS,
      }).totalPaise,
    }));
  return { tariffVersion: tariff.version, basis: classPriceTexts.basis, prices };
}
