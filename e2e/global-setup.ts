import { operatorRequest } from "./ops-support";

/**
 * Before any test: the bootstrap operator's first sign-in (password, second factor set up, the session kept in the
 * workers' shared file, see ops-support.ts). Done here once, it costs no test its time budget, and the first test
 * that adds its own car (support/fleet.ts) or opens the console finds a signed-in session waiting.
 */
export default async function globalSetup() {
  const ops = await operatorRequest();
  await ops.dispose();
}
