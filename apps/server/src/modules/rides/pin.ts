import { randomInt } from "node:crypto";
import { RIDE_PIN_LENGTH } from "@chauffeur/contracts";

/** A fresh Ride PIN: 4 random digits from the operating system's generator (decision record 010). */
export function newRidePin(): string {
  return String(randomInt(0, 10 ** RIDE_PIN_LENGTH)).padStart(RIDE_PIN_LENGTH, "0");
}
