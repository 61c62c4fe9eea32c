import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An event's reference: EV- and 6 characters without look-alikes (0/O, 1/I), like a booking's SL-. */
export const newEventReference = () =>
  `EV-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
