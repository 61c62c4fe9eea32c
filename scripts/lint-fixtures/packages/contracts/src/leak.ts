// Violation: the contracts package imports from an app.
import { charge } from "../../../apps/server/src/modules/billing/index.ts";

export const leak = charge(3);
