// Clean: a test may use another module's test data builders (never a production file).
import { billingRow } from "../billing/test-factories.ts";

export const row = billingRow();
