import { VEHICLE_CLASS_CATALOGUE } from "@chauffeur/contracts";
import type { Database } from "../client.ts";

/**
 * Vehicle classes and a starting fleet (cars seat 3 to 5 adults and hold 3 to 5 large suitcases).
 * Inserted only when missing, so an operator's later edits are kept.
 */
export const VEHICLE_CLASSES = VEHICLE_CLASS_CATALOGUE;

const FLEET: Array<{ vehicleClass: string; model: string; plate: string; seats: number; luggage: number }> = [
  { vehicleClass: "sedan", model: "Toyota Camry Hybrid", plate: "OD02AB1001", seats: 4, luggage: 3 },
  { vehicleClass: "sedan", model: "Toyota Camry Hybrid", plate: "OD02AB1002", seats: 4, luggage: 3 },
  { vehicleClass: "sedan", model: "Honda City e:HEV", plate: "OD02AB1003", seats: 4, luggage: 3 },
  { vehicleClass: "sedan", model: "Skoda Superb", plate: "OD02AB1004", seats: 4, luggage: 3 },
  { vehicleClass: "suv", model: "Toyota Innova Hycross", plate: "OD02CD2001", seats: 5, luggage: 5 },
  { vehicleClass: "suv", model: "Toyota Innova Hycross", plate: "OD02CD2002", seats: 5, luggage: 5 },
  { vehicleClass: "suv", model: "Toyota Fortuner", plate: "OD02CD2003", seats: 5, luggage: 4 },
  { vehicleClass: "luxury", model: "Mercedes-Benz E-Class", plate: "OD02EF3001", seats: 3, luggage: 3 },
  { vehicleClass: "luxury", model: "BMW 5 Series", plate: "OD02EF3002", seats: 3, luggage: 3 },
];

export async function seedFleet(database: Database) {
  for (const c of VEHICLE_CLASSES) {
    await database.query(
      `INSERT INTO vehicle_classes (code, name, description, example_models, seats, luggage, amenities, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) ON CONFLICT (code) DO NOTHING`,
      [c.code, c.name, c.description, c.exampleModels, c.seats, c.luggage, JSON.stringify(c.amenities), c.sort],
    );
  }
  const existing = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM cars");
  if (existing[0].n > 0) return;
  for (const car of FLEET) {
    await database.query(
      "INSERT INTO cars (class_code, model, plate, seats, luggage) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (plate) DO NOTHING",
      [car.vehicleClass, car.model, car.plate, car.seats, car.luggage],
    );
  }
}
