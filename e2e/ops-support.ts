import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/**
 * Helpers for the operations console's browser tests. The first operator is created at server start from
 * OPERATOR_BOOTSTRAP_* (e2e/playwright.config.ts); these are its credentials.
 */
export const OPERATOR = { phone: "+919000000099", password: "Operator#e2e-2025", name: "Asha Operator" };

/**
 * Operators pass a second factor (TOTP, docs/security.md §5) after the password. Every spec file signs in as the one
 * bootstrap operator on one shared server, and the server accepts each 30-second code only once per operator, so the
 * workers share what they know in a file beside the database folder: the operator's TOTP secret (set up by whichever
 * test signs in first), the last time step used, and a fully signed-in session cookie that API sign-ins reuse. A lock
 * directory serialises sign-ins across the workers.
 */
const SF = {
  status: "/api/v1/user/second-factor",
  setup: "/api/v1/user/second-factor/setup",
  confirm: "/api/v1/user/second-factor/setup/confirm",
  verify: "/api/v1/user/second-factor/verify",
};
/**
 * The server the running test talks to (the suite's, or the @server-clock tests' own, e2e/playwright.config.ts) and
 * the shared file for its operator; outside a test (the global setup) the suite's server, or `baseURL` when given.
 */
function operatorServer(baseURL?: string) {
  let base = baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  if (!baseURL)
    try {
      base = test.info().project.use.baseURL ?? base;
    } catch {
      /* not inside a test */
    }
  const stateFile = `${process.env.E2E_DATA_DIR ?? "/tmp/e2e-data"}-${new URL(base).port}-operator-2fa.json`;
  return { base, stateFile, lockDir: `${stateFile}.lock` };
}
interface OperatorState {
  secret?: string;
  lastStep?: number;
  sid?: string;
}
type OperatorServer = ReturnType<typeof operatorServer>;
const readState = (srv: OperatorServer = operatorServer()): OperatorState => {
  try {
    return JSON.parse(readFileSync(srv.stateFile, "utf8")) as OperatorState;
  } catch {
    return {};
  }
};
const writeState = (patch: OperatorState, srv: OperatorServer = operatorServer()) =>
  writeFileSync(srv.stateFile, JSON.stringify({ ...readState(srv), ...patch }));

/** Takes the lock directory if it is free (and clears one a killed worker left behind). */
function tryLock(LOCK_DIR: string) {
  try {
    mkdirSync(LOCK_DIR);
    return true;
  } catch {
    try {
      if (Date.now() - statSync(LOCK_DIR).mtimeMs > 90_000) rmdirSync(LOCK_DIR); // left by a killed worker
    } catch {
      /* released meanwhile */
    }
    return false;
  }
}

async function withOperatorLock<T>(fn: () => Promise<T>, srv: OperatorServer = operatorServer()): Promise<T> {
  const LOCK_DIR = srv.lockDir;
  await expect
    .poll(() => tryLock(LOCK_DIR), {
      timeout: 120_000,
      intervals: [100],
      message: `operator sign-in lock ${LOCK_DIR} was not released`,
    })
    .toBe(true);
  try {
    return await fn();
  } finally {
    rmdirSync(LOCK_DIR);
  }
}

/**
 * An authenticator app's code for a time step the server has not accepted yet: the current step, or the next one
 * (the server accepts one step either side); waits for the clock when both were used already.
 */
export async function nextTotpCode(secret: string, lastStep?: number): Promise<{ code: string; step: number }> {
  const step = (lastStep ?? -1) + 1;
  // the server takes the next step once the clock is at most one step before it
  await expect
    .poll(() => Math.floor(Date.now() / 30_000) + 1, {
      timeout: 61_000,
      intervals: [500],
      message: "the next TOTP step",
    })
    .toBeGreaterThanOrEqual(step);
  const at = Math.max(Math.floor(Date.now() / 30_000), step);
  const code = TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    timestamp: at * 30_000,
  });
  return { code, step: at };
}

/** Passes the bootstrap operator's pending session through the API: set-up on the first sign-in, a code after. */
async function passSecondFactorByApi(request: APIRequestContext, srv: OperatorServer = operatorServer()) {
  const status = await request.get(SF.status);
  expect(status.status(), await status.text()).toBe(200);
  const { state } = (await status.json()) as { state: string };
  if (state === "passed") return;
  if (state === "setup") {
    const setup = await request.get(SF.setup);
    expect(setup.status(), await setup.text()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const { code, step } = await nextTotpCode(secret);
    // turning it on takes the password again (docs/security.md §7)
    const res = await request.post(SF.confirm, { data: { code, password: OPERATOR.password } });
    expect(res.status(), await res.text()).toBe(200);
    writeState({ secret, lastStep: step }, srv);
    return;
  }
  const { secret, lastStep } = readState(srv);
  if (!secret)
    throw new Error(
      `the operator has a second factor but ${srv.stateFile} has no secret: start with a fresh E2E_DATA_DIR`,
    );
  const { code, step } = await nextTotpCode(secret, lastStep);
  const res = await request.post(SF.verify, { data: { code } });
  expect(res.status(), await res.text()).toBe(200);
  writeState({ lastStep: step }, srv);
}

/** Whether this client's session is an operator's with the second step passed (an ended session is not). */
async function secondFactorPassed(request: APIRequestContext) {
  const res = await request.get(SF.status);
  return res.ok() && ((await res.json()) as { state: string }).state === "passed";
}

/**
 * Signs the page's browser context in as the operator: the shared, fully signed-in session when it still works, else
 * the same login API riders use followed by the second factor.
 */
export async function signInOperator(page: Page) {
  const BASE_URL = operatorServer().base;
  await withOperatorLock(async () => {
    const { sid } = readState();
    if (sid) {
      await page.context().addCookies([
        { name: "sid", value: sid, url: BASE_URL, httpOnly: true, sameSite: "Lax" },
        { name: "signed_in", value: "1", url: BASE_URL, sameSite: "Lax" },
      ]);
      if (await secondFactorPassed(page.request)) return;
    }
    const res = await page.request.post("/api/v1/user/login", {
      data: { phone: OPERATOR.phone, password: OPERATOR.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    await passSecondFactorByApi(page.request);
    writeState({ sid: (await page.context().cookies(BASE_URL)).find((c) => c.name === "sid")?.value });
  });
}

const operatorApis = new Map<string, Promise<APIRequestContext>>();

/**
 * An API client of its own signed in as the operator (the shared session, else a sign-in as `signInOperator` makes
 * one), kept for the worker's life and signed in again when its session has ended: for console requests from a test
 * whose pages belong to a rider. The server is the running test's, or `baseURL` (the global setup).
 */
export async function operatorRequest(baseURL?: string): Promise<APIRequestContext> {
  const srv = operatorServer(baseURL);
  const known = operatorApis.get(srv.base);
  if (known) {
    // still signed in? The @server-clock tests move the clock past the session's 12 hours or 30 idle minutes
    const ctx = await known;
    if (await secondFactorPassed(ctx)) return ctx;
    operatorApis.delete(srv.base);
    await ctx.dispose();
  }
  const signedIn = withOperatorLock(async () => {
    const { sid } = readState(srv);
    if (sid) {
      const cookie = { name: "sid", value: sid, domain: "127.0.0.1", path: "/", expires: -1, httpOnly: true };
      const cookies = [{ ...cookie, secure: false, sameSite: "Lax" as const }];
      const ctx = await playwrightRequest.newContext({ baseURL: srv.base, storageState: { cookies, origins: [] } });
      if (await secondFactorPassed(ctx)) return ctx;
      await ctx.dispose();
    }
    const ctx = await playwrightRequest.newContext({ baseURL: srv.base });
    const res = await ctx.post("/api/v1/user/login", { data: { phone: OPERATOR.phone, password: OPERATOR.password } });
    expect(res.status(), await res.text()).toBe(200);
    await passSecondFactorByApi(ctx, srv);
    writeState({ sid: (await ctx.storageState()).cookies.find((c) => c.name === "sid")?.value }, srv);
    return ctx;
  }, srv);
  operatorApis.set(srv.base, signedIn);
  return signedIn;
}

/**
 * After the operator's password was typed into /auth: passes the second step on the page the way a person would
 * ('Set up two-step verification' on the very first sign-in, reading the setup key from the page; 'Two-step
 * verification' after that).
 */
export async function completeOperatorSecondFactorInPage(page: Page) {
  await withOperatorLock(async () => {
    const setupHeading = page.getByRole("heading", { name: "Set up two-step verification" });
    const verifyHeading = page.getByRole("heading", { name: "Two-step verification", exact: true });
    await expect(setupHeading.or(verifyHeading)).toBeVisible();
    if (await setupHeading.isVisible()) {
      const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
      const { code, step } = await nextTotpCode(secret);
      await page.getByLabel("Authentication code").fill(code);
      await page.getByLabel("Your password").fill(OPERATOR.password);
      await page.getByRole("button", { name: "Verify and turn on" }).click();
      await expect(page.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
      writeState({ secret, lastStep: step });
      await page.getByLabel("I have saved these codes").check();
      await page.getByRole("button", { name: "Continue to the console" }).click();
      return;
    }
    const { secret, lastStep } = readState();
    if (!secret)
      throw new Error(
        `the operator has a second factor but ${operatorServer().stateFile} has no secret: start with a fresh E2E_DATA_DIR`,
      );
    const { code, step } = await nextTotpCode(secret, lastStep);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(verifyHeading).toBeHidden();
    writeState({ lastStep: step });
  });
}

/** Outbox rows for an address (SMS to +91…, e-mail to the address), newest first. */
export async function outboxFor(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: Array<{ channel: string; subject: string | null; text: string }> })
    .messages;
}
