// Clean: another module through its index.ts.
import { charge } from "../billing/index.ts";

export const total = charge(1);
