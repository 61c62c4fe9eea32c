import type { APIRequestContext } from "@playwright/test";
import { opsPaths } from "@chauffeur/contracts";
import { expect } from "./fixtures";
import { operatorRequest } from "../ops-support";

// Each browser test owns the cars its bookings hold (README "Testing"). An order is refused when the bookings holding a
// car of its class over its window are as many as the class's active cars (apps/server/src/modules/bookings/capacity.ts);
// a test that adds one car of the class for each booking it makes therefore never finds the fleet full, whatever the
// tests beside it book and whenever, so every test can book the same fixed day instead of a random one.

/** The pickup of a browser test's booking: a fixed 14 days ahead (inside the 180 days a booking may be made ahead). */
export const PICKUP_IN_HOURS = 14 * 24;

let carsMade = 0;
/** A registration plate no other car of this run has: the worker's process and its own count (a clash is retried). */
function nextPlate() {
  const n = carsMade++;
  const letters = [2, 1, 0].map((i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join("");
  return `OD${process.pid % 100}${letters}${String(Date.now() % 10_000).padStart(4, "0")}`;
}

/** A new active car of the class through the console's API (`ops`: an operator's client). */
export async function addCarOfClass(ops: APIRequestContext, vehicleClass: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const plate = nextPlate();
    const made = await ops.post(opsPaths.cars, {
      data: { vehicleClass, model: "Toyota Camry Hybrid", plate, seats: 4, luggage: 3, colour: "Pearl white" },
    });
    if (made.status() === 409) continue; // the plate is taken: the next one
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    return { id, plate, model: "Toyota Camry Hybrid", free: true, vehicleClass };
  }
  throw new Error("twenty plates in a row were taken");
}

/** Adds the car a booking about to be made will hold (see above); its class defaults to the order's, the sedan. */
export async function ownCar(vehicleClass = "sedan") {
  return addCarOfClass(await operatorRequest(), vehicleClass);
}

/** Hours from now to the pickup of a booking this test is about to make, with its own car of the class added. */
export async function ownedPickup(vehicleClass = "sedan") {
  await ownCar(vehicleClass);
  return PICKUP_IN_HOURS;
}
