import type { VehicleClass } from "../vocabulary.ts";

/**
 * The vehicle classes as first seeded (the server's `db/seed/fleet.ts` inserts these when missing, so an operator's
 * later edits are kept). The web app prerenders the /luxury-cars catalogue from them and replaces them in place with
 * the server's answer, so the cards are in the first HTML and do not push the page when the API answers.
 */
export const VEHICLE_CLASS_CATALOGUE: ReadonlyArray<{
  code: VehicleClass;
  name: string;
  description: string;
  exampleModels: string;
  seats: number;
  luggage: number;
  amenities: readonly string[];
  sort: number;
}> = [
  {
    code: "sedan",
    name: "Executive Sedan",
    description: "Quiet, spacious sedan for city rides and airport runs.",
    exampleModels: "Toyota Camry Hybrid or similar",
    seats: 4,
    luggage: 3,
    amenities: ["Comfort seats", "Chilled AC", "Water bottle", "Charging points", "Own music"],
    sort: 1,
  },
  {
    code: "suv",
    name: "Premium SUV",
    description: "Room for the whole family and their luggage on long drives.",
    exampleModels: "Toyota Innova Hycross or similar",
    seats: 5,
    luggage: 5,
    amenities: ["Comfort seats", "Chilled AC", "Water bottle", "Charging points", "Magazines", "Own music"],
    sort: 2,
  },
  {
    code: "luxury",
    name: "Luxury Sedan",
    description: "Flagship comfort for executives and special occasions.",
    exampleModels: "Mercedes-Benz E-Class or similar",
    seats: 3,
    luggage: 3,
    amenities: [
      "Comfort seats",
      "Chilled AC",
      "Sweet treats",
      "Water bottle",
      "Magazines",
      "Paper towels",
      "Charging points",
      "Own music",
    ],
    sort: 3,
  },
];
