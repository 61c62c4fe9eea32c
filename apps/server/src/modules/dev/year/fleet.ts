import type { Database } from "../../../db/client.ts";
import { personName, phoneNumber } from "./riders.ts";
import { DAY, type Prng } from "./prng.ts";
import type { TableRows } from "./writer.ts";

export type Car = { id: string; vehicleClass: string };
export type Fleet = { cars: Car[]; chauffeurs: string[]; tables: TableRows[] };

const MODELS: Record<string, Array<[string, number, number]>> = {
  sedan: [
    ["Toyota Camry Hybrid", 4, 3],
    ["Honda City e:HEV", 4, 3],
    ["Skoda Superb", 4, 3],
    ["Hyundai Verna", 4, 3],
  ],
  suv: [
    ["Toyota Innova Hycross", 5, 5],
    ["Toyota Fortuner", 5, 4],
    ["Mahindra XUV700", 5, 4],
    ["Kia Carnival", 5, 5],
  ],
  luxury: [
    ["Mercedes-Benz E-Class", 3, 3],
    ["BMW 5 Series", 3, 3],
    ["Audi A6", 3, 3],
  ],
};
// prettier-ignore
const COLOURS = ["Pearl White", "Midnight Black", "Silver", "Graphite Grey", "Deep Blue"];
/** the fleet grown to: sedans most, then SUVs (families, outstation, weddings), a few luxury cars */
const TARGET: Record<string, number> = { sedan: 18, suv: 15, luxury: 7 };
// prettier-ignore
const WORK_SHIFTS: Array<[string, string]> = [["06:00", "18:00"], ["08:00", "20:00"], ["10:00", "22:00"], ["05:00", "15:00"], ["14:00", "24:00"]];

/** The seeded fleet grown to about 40 cars and 50 chauffeurs with their weekly hours (one day off each). */
export async function growFleet(
  database: Database,
  r: Prng,
  now: number,
  phones: Set<string>,
  scale: number,
): Promise<Fleet> {
  const existing = await database.query<{ id: string; class_code: string; plate: string }>(
    "SELECT id, class_code, plate FROM cars WHERE event_id IS NULL ORDER BY plate",
  );
  const cars: Car[] = existing.map((c) => ({ id: c.id, vehicleClass: c.class_code }));
  const plates = new Set(existing.map((c) => c.plate));
  const carRows: unknown[][] = [];
  for (const [cls, target] of Object.entries(TARGET)) {
    const want = Math.max(2, Math.round(target * Math.max(scale, 0.25)));
    for (let n = cars.filter((c) => c.vehicleClass === cls).length; n < want; n++) {
      let plate = "";
      do plate = `OD${r.pick(["02", "05", "33"])}${r.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)}${r.int(1000, 9999)}`;
      while (plates.has(plate));
      plates.add(plate);
      const [model, seats, luggage] = r.pick(MODELS[cls]);
      const id = r.uuid();
      cars.push({ id, vehicleClass: cls });
      // prettier-ignore
      carRows.push([id, cls, model, plate, seats, luggage, r.pick(COLOURS), new Date(now - 400 * DAY)]);
    }
  }
  const taken = await database.query<{ phone: string }>("SELECT phone FROM chauffeurs");
  for (const t of taken) phones.add(t.phone);
  const chauffeurs: string[] = [];
  const chRows: unknown[][] = [];
  const hourRows: unknown[][] = [];
  const wanted = Math.max(4, Math.round(50 * Math.max(scale, 0.25)));
  for (let i = 0; i < wanted; i++) {
    const p = personName(r);
    const id = r.uuid();
    chauffeurs.push(id);
    const expiry = new Date(now + r.int(200, 3000) * DAY).toISOString().slice(0, 10);
    // prettier-ignore
    chRows.push([id, p.name, phoneNumber(r, phones, "789"), `OD02${r.int(2008, 2022)}${r.chars("0123456789", 7)}`,
      expiry, p.language, new Date(now - r.int(380, 1500) * DAY)]);
    const off = r.int(0, 6);
    const [starts, ends] = r.pick(WORK_SHIFTS);
    // prettier-ignore
    for (let d = 0; d < 7; d++) if (d !== off) hourRows.push([id, d, starts, ends]);
  }
  return {
    cars,
    chauffeurs,
    tables: [
      {
        table: "cars",
        columns: ["id", "class_code", "model", "plate", "seats", "luggage", "colour", "created_at"],
        rows: carRows,
      },
      {
        table: "chauffeurs",
        columns: ["id", "name", "phone", "licence_number", "licence_expiry", "language", "created_at"],
        rows: chRows,
      },
      { table: "chauffeur_work_hours", columns: ["chauffeur_id", "weekday", "starts", "ends"], rows: hourRows },
    ],
  };
}
