import { describe, expect, it } from "vitest";
import {
  AIRPORT_ENTRY_ADD_ON_LABEL,
  NO_ADD_ONS,
  computeFare,
  flightLabels,
  parseTripTime,
  type FareInput,
} from "./index.ts";
import { TARIFF_V1 } from "./tariff.v1.ts";

/**
 * The airport charges of the fare breakdown (issue "Airport transfers that follow the flight"): an airport transfer
 * lists its included entry and parking once and never charges the optional add-on; the other services name that
 * add-on "Airport entry & parking", never "toll". (The worked examples: fare-engine.test.ts.)
 */
const BASE: Omit<FareInput, "addOns"> = {
  service: "outstation",
  vehicleClass: "sedan",
  distanceKm: 60,
  durationMin: 90,
  start: parseTripTime("2026-12-01T09:00")!,
  end: parseTripTime("2026-12-01T10:30")!,
};

describe("fare engine: airport charges", () => {
  it("names the airport charges so nobody reads a double charge", () => {
    const input = { ...BASE, addOns: { ...NO_ADD_ONS, airportToll: true } };
    const transfer = computeFare(TARIFF_V1, { ...input, service: "airport-transfer", distanceKm: 16, durationMin: 40 });
    // one airport charge on a transfer, the included one; the add-on is neither listed nor charged
    expect(
      transfer.lines
        .filter((l) => l.code !== "transfer" && /airport/i.test(l.label))
        .map((l) => [l.code, l.label, l.amountPaise]),
    ).toEqual([["airport_parking", flightLabels.airportEntryIncluded, 10_000]]);
    expect(transfer.lines.map((l) => l.code)).not.toContain("airport_toll");
    expect(transfer.totalPaise).toBe(
      computeFare(TARIFF_V1, {
        ...input,
        service: "airport-transfer",
        distanceKm: 16,
        durationMin: 40,
        addOns: NO_ADD_ONS,
      }).totalPaise,
    );
    // elsewhere the add-on pays the same entry and parking, and never reads "toll"
    for (const service of ["outstation", "hourly-rental", "cab-booking"] as const) {
      const lines = computeFare(TARIFF_V1, { ...input, service }).lines;
      expect(
        lines.find((l) => l.code === "airport_toll"),
        service,
      ).toMatchObject({
        label: AIRPORT_ENTRY_ADD_ON_LABEL,
        amountPaise: TARIFF_V1.addOns.airportToll * 100,
      });
      expect(
        lines.some((l) => /toll/i.test(l.label) && /airport/i.test(l.label)),
        service,
      ).toBe(false);
    }
    expect(AIRPORT_ENTRY_ADD_ON_LABEL).toBe("Airport entry & parking");
    expect(flightLabels.airportEntryIncluded).toBe("Airport entry & parking (included)");
  });
});
