import { E2E_CLOCK_PORT, E2E_PORT } from "./playwright.config";
import { operatorRequest } from "./ops-support";

/**
 * Before any test: the bootstrap operator's first sign-in on each server (password, second factor set up, the session
 * kept in the workers' shared file, see ops-support.ts). Done here once, it costs no test its time budget, and the first test
 * that adds its own car (support/fleet.ts) or opens the console finds a signed-in session waiting.
 */
export default async function globalSetup() {
  // one server at a time: each sign-in holds the workers' lock of its own server only
  for (const port of [E2E_PORT, E2E_CLOCK_PORT]) {
    const ops = await operatorRequest(`http://127.0.0.1:${port}`);
    await ops.dispose();
  }
}
