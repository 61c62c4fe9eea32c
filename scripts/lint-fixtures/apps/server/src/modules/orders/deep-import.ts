// Violation: a file inside another module.
import { charge } from "../billing/charge.service.ts";

export const deepTotal = charge(2);
