import { createDecipheriv } from "node:crypto";
import { mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
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
const STATE_FILE = `${process.env.E2E_DATA_DIR ?? "/tmp/e2e-data"}-operator-2fa.json`;
const LOCK_DIR = `${STATE_FILE}.lock`;
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
interface OperatorState {
  secret?: string;
  lastStep?: number;
  sid?: string;
}
const readState = (): OperatorState => {
  try {
    return JSON.parse(readFileSync(STATE_FILE, "utf8")) as OperatorState;
  } catch {
    return {};
  }
};
const writeState = (patch: OperatorState) => writeFileSync(STATE_FILE, JSON.stringify({ ...readState(), ...patch }));

async function withOperatorLock<T>(fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > 90_000) rmdirSync(LOCK_DIR); // left by a killed worker
      } catch {
        /* released meanwhile */
      }
      if (Date.now() - started > 120_000) throw new Error(`operator sign-in lock ${LOCK_DIR} was not released`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
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
  for (;;) {
    const current = Math.floor(Date.now() / 30_000);
    const step = Math.max(current, (lastStep ?? -1) + 1);
    if (step <= current + 1) {
      const code = TOTP.generate({
        secret: Secret.fromBase32(secret),
        algorithm: "SHA1",
        digits: 6,
        period: 30,
        timestamp: step * 30_000,
      });
      return { code, step };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Passes the bootstrap operator's pending session through the API: set-up on the first sign-in, a code after. */
async function passSecondFactorByApi(request: APIRequestContext) {
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
    writeState({ secret, lastStep: step });
    return;
  }
  const { secret, lastStep } = readState();
  if (!secret)
    throw new Error(
      `the operator has a second factor but ${STATE_FILE} has no secret: start with a fresh E2E_DATA_DIR`,
    );
  const { code, step } = await nextTotpCode(secret, lastStep);
  const res = await request.post(SF.verify, { data: { code } });
  expect(res.status(), await res.text()).toBe(200);
  writeState({ lastStep: step });
}

/**
 * Signs the page's browser context in as the operator: the shared, fully signed-in session when it still works, else
 * the same login API riders use followed by the second factor.
 */
export async function signInOperator(page: Page) {
  await withOperatorLock(async () => {
    const { sid } = readState();
    if (sid) {
      await page.context().addCookies([
        { name: "sid", value: sid, url: BASE_URL, httpOnly: true, sameSite: "Lax" },
        { name: "signed_in", value: "1", url: BASE_URL, sameSite: "Lax" },
      ]);
      const res = await page.request.get(SF.status);
      if (res.ok() && ((await res.json()) as { state: string }).state === "passed") return;
    }
    const res = await page.request.post("/api/v1/user/login", {
      data: { phone: OPERATOR.phone, password: OPERATOR.password },
    });
    expect(res.status(), await res.text()).toBe(200);
    await passSecondFactorByApi(page.request);
    writeState({ sid: (await page.context().cookies(BASE_URL)).find((c) => c.name === "sid")?.value });
  });
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
        `the operator has a second factor but ${STATE_FILE} has no secret: start with a fresh E2E_DATA_DIR`,
      );
    const { code, step } = await nextTotpCode(secret, lastStep);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(verifyHeading).toBeHidden();
    writeState({ lastStep: step });
  });
}

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});
const istLocal = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16);

/**
 * The pickup of the next test booking, at least `inHours` ahead: every booking of a worker 5 hours after the one
 * before, and each worker in its own span of days, so that the browser tests running side by side never need more
 * cars of a class than the fleet has (a 3-hour rental holds its car 4 hours; the seed has four of each class).
 */
let bookingsMade = 0;
function bookingHours(inHours: number) {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 8;
  return inHours + 5 * bookingsMade++ + 240 * worker;
}

/**
 * A rider's paid booking made the way the checkout makes it: an hourly-rental (or, with `landing`, an airport arrival) charge (a stored quote) → order →
 * the sandbox gateway's checkout (signed, with its webhooks) → captured. Returns the booking id and reference.
 */
export async function createPaidBooking(
  request: APIRequestContext,
  opts: {
    inHours?: number;
    placard?: string;
    /** an airport arrival landing then, instead of an hourly rental */ landing?: Date;
  } = {},
) {
  const service = opts.landing ? "airport-transfer" : "hourly-rental";
  const kiit = place("KIIT University, Patia, Bhubaneswar, Odisha", 20.3538, 85.818);
  const trip = opts.landing
    ? {
        transferType: "airport-to-city",
        airportCode: "BBI",
        dropOff: kiit,
        flightNumber: "6E 2341",
        startTime: istLocal(opts.landing),
      }
    : {
        pickUp: place("Biju Patnaik International Airport, Bhubaneswar, Odisha", 20.2444, 85.8178),
        dropOff: kiit,
        stops: [place("Esplanade One Mall, Rasulgarh, Bhubaneswar, Odisha", 20.2906, 85.8449)],
        startTime: istLocal(new Date(Date.now() + bookingHours(opts.inHours ?? 30) * 3600_000)),
        hours: 3,
      };
  const charge = await request.post(`/api/v1/bookings/charges/${service}`, {
    data: {
      ...trip,
      passengerCount: 2,
      luggageCount: 2,
      addOns: {
        airportToll: false,
        placard: { required: Boolean(opts.placard), text: opts.placard ?? "" },
        pets: { dogs: false, cats: false },
        bookForOther: { isBooking: false, otherGuestInfo: "" },
        childSeat: true,
      },
    },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const quote = (await charge.json()).data;
  const order = await request.post(`/api/v1/bookings/order/${service}`, {
    data: { quoteId: quote.quoteId, addOns: quote.addOns },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { options, bookingId } = (await order.json()) as {
    options: { encryptedData: string; iv: string };
    bookingId: string;
  };
  const cfg = await (await request.get("/api/v1/config")).json();
  const key: string = cfg.payments.optionsKey; // the installation's own key (generated at first start)
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key, "utf8"), Buffer.from(options.iv, "hex"));
  const opened = JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(options.encryptedData, "hex")), decipher.final()]).toString("utf8"),
  );
  const pay = await request.post("/api/v1/payments/sandbox/checkout", {
    data: { orderId: opened.order_id, outcome: "success" },
  });
  expect(pay.status(), await pay.text()).toBe(200);
  // the checkout's return (a form post in the browser) records the capture at once; the webhooks follow
  const fields = (await pay.json()).result.fields as Record<string, string>;
  await request.post("/api/v1/payments/callback", { form: fields, maxRedirects: 0 });
  let reference = "";
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/bookings/${bookingId}`);
        const text = await res.text();
        reference = /"reference"\s*:\s*"([^"]+)"/.exec(text)?.[1] ?? reference;
        return /"paymentStatus"\s*:\s*"paid"/.test(text);
      },
      { message: "the booking is paid" },
    )
    .toBe(true);
  return { bookingId, reference, amountPaise: quote.fare as number };
}

/** Outbox rows for an address (SMS to +91…, e-mail to the address), newest first. */
export async function outboxFor(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: Array<{ channel: string; subject: string | null; text: string }> })
    .messages;
}
