import { describe, expect, it } from "vitest";
import { TARIFF_V1 } from "../tariff.v1.ts";
import { TariffSchema } from "../fares/tariff-schema.ts";
import {
  sampleFares,
  TARIFF_SAMPLE_TRIPS,
  tariffFields,
  tariffValueAt,
  tariffWithValue,
  type TariffField,
} from "./tariff-editor.ts";

/** every number in a tariff's data, by path (the version is the row's, not an editable rate) */
function numberPaths(data: unknown, prefix: Array<string | number> = []): string[] {
  if (typeof data === "number") return prefix.join(".") === "version" ? [] : [prefix.join(".")];
  if (Array.isArray(data)) return data.flatMap((v, i) => numberPaths(v, [...prefix, i]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([k, v]) => numberPaths(v, [...prefix, k]));
  return [];
}

describe("the tariff editor's fields", () => {
  const fields = tariffFields(TARIFF_V1);

  it("name every number of tariff version 1 once, with a unit, and no machine names", () => {
    expect(fields.map((f) => f.path.join(".")).sort()).toEqual(numberPaths(TARIFF_V1).sort());
    for (const f of fields) {
      expect(f.unit).toMatch(/^(₹|₹\/km|₹\/hour|₹\/day|₹\/min|₹\/loop|₹\/car|km|km\/hour|hours|%|hour \(0–23\))$/);
      expect(f.label).not.toMatch(/[a-z][A-Z]|_|›|#/);
      expect(tariffValueAt(TARIFF_V1, f.path)).toBeTypeOf("number");
    }
  });

  it("groups class rates by service and class, and shared rates without a class", () => {
    const at = (path: string) => fields.find((f) => f.path.join(".") === path) as TariffField;
    expect(at("classes.sedan.hourlyPerHour")).toMatchObject({
      section: "hourly-rental",
      vehicleClass: "sedan",
      label: "Rate per hour",
      unit: "₹/hour",
    });
    expect(at("classes.suv.airportBands.0.fare")).toMatchObject({
      section: "airport-transfer",
      vehicleClass: "suv",
      label: "Band 1: fare",
      unit: "₹",
    });
    expect(at("classes.luxury.airportBands.2.upToKm")).toMatchObject({ label: "Band 3: up to", unit: "km" });
    expect(at("gstPercent")).toMatchObject({ section: "tax", vehicleClass: null, label: "GST", unit: "%" });
    expect(at("night.startHour")).toMatchObject({ section: "night", unit: "hour (0–23)" });
    // the sections come in the editor's order: outstation first, events last
    expect(fields[0].section).toBe("outstation");
    expect(fields.at(-1)?.section).toBe("events");
    expect(at("events.classes.luxury.dayPackage")).toMatchObject({ section: "events", vehicleClass: "luxury" });
    expect(at("events.decorationPerCar")).toMatchObject({ section: "events", vehicleClass: null, unit: "₹/car" });
  });

  it("lists the classes in the product's order whatever the stored order", () => {
    const { suv, luxury, sedan } = TARIFF_V1.classes;
    const stored = { ...TARIFF_V1, classes: { suv, sedan, luxury } }; // jsonb's order: by key length
    expect([...new Set(tariffFields(stored).flatMap((f) => (f.vehicleClass ? [f.vehicleClass] : [])))]).toEqual([
      "sedan",
      "suv",
      "luxury",
    ]);
    expect(Object.keys(sampleFares(stored)[0].totals)).toEqual(["sedan", "suv", "luxury"]);
  });

  it("changes one number and leaves the rest (and the original) as they were", () => {
    const next = tariffWithValue(TARIFF_V1, ["classes", "suv", "airportBands", 1, "fare"], 1850);
    expect(next.classes.suv.airportBands[1].fare).toBe(1850);
    expect(TARIFF_V1.classes.suv.airportBands[1].fare).toBe(1799);
    expect(Array.isArray(next.classes.suv.airportBands)).toBe(true);
    expect(next.classes.sedan).toBe(TARIFF_V1.classes.sedan);
    expect(TariffSchema.safeParse(next).success).toBe(true);
  });
});

describe("sample fares", () => {
  it("price tariff version 1 as the README's worked examples", () => {
    const sedan = Object.fromEntries(sampleFares(TARIFF_V1).map((s) => [s.id, s.totals.sedan]));
    expect(sedan).toEqual({
      "outstation-one-way": 344_400,
      "outstation-round-trip": 887_700,
      hourly: 343_400,
      airport: 104_900,
      "airport-night": 136_400,
      city: 52_400,
    });
    expect(sampleFares(TARIFF_V1).every((s) => Object.keys(s.totals).join() === "sedan,suv,luxury")).toBe(true);
    expect(TARIFF_SAMPLE_TRIPS).toHaveLength(6);
  });

  it("follow a draft: a higher sedan hourly rate raises only the rental", () => {
    const draft = tariffWithValue(TARIFF_V1, ["classes", "sedan", "hourlyPerHour"], 800);
    const before = sampleFares(TARIFF_V1);
    const after = sampleFares(draft);
    // 4 h × ₹50 more = ₹200, plus 5% GST = ₹210
    expect(after.find((s) => s.id === "hourly")!.totals.sedan).toBe(343_400 + 21_000);
    for (const s of after.filter((x) => x.id !== "hourly"))
      expect(s.totals).toEqual(before.find((b) => b.id === s.id)!.totals);
  });
});
