import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export interface Rider {
  /** the 10 digits typed after the fixed +91 prefix in the forms */
  phone: string;
  /** the same number as the API takes it: +91XXXXXXXXXX */
  phoneE164: string;
  email: string;
  password: string;
  name: string;
}

let seq = 0;
/** A fresh rider's details (unique phone and e-mail per call). */
export function newRider(overrides: Partial<Rider> = {}): Rider {
  seq++;
  const phone = overrides.phone ?? `9${String(randomInt(0, 1e9)).padStart(9, "0")}`;
  return {
    name: overrides.name ?? "Test Rider",
    email: overrides.email ?? `rider-${Date.now().toString(36)}-${seq}-${process.pid}@example.in`,
    password: overrides.password ?? "Sarathi#2025",
    ...overrides,
    phone,
    phoneE164: `+91${phone}`,
  };
}

/** The newest OTP sent to a +91 phone, read from the development mailbox (GET /api/v1/dev/outbox). */
export async function readOtp(page: Page, phoneE164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(phoneE164)}`);
        const body = (await res.json()) as { messages: Array<{ channel: string; text: string }> };
        code = body.messages.find((m) => m.channel === "sms")?.text.match(/\b(\d{5})\b/)?.[1];
        return code;
      },
      { message: `an OTP SMS for ${phoneE164}` },
    )
    .toBeTruthy();
  return code!;
}

/** The newest e-mail to an address from the development mailbox. */
export async function readEmail(page: Page, to: string, subject?: RegExp) {
  let found: { subject: string | null; text: string; html: string | null } | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as {
        messages: Array<{ channel: string; subject: string | null; text: string; html: string | null }>;
      };
      found = body.messages.find((m) => m.channel === "email" && (!subject || subject.test(m.subject ?? "")));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/**
 * Registers a rider and signs the browser in, through the real API on the page's own origin (so the browser
 * context gets the session cookie): register → OTP from the outbox → otp-verify. Then reloads nothing: call
 * page.goto afterwards; the web app restores the session from GET /api/v1/user/me.
 */
export async function registerAndSignIn(page: Page, overrides: Partial<Rider> = {}): Promise<Rider> {
  const rider = newRider(overrides);
  const reg = await page.request.post("/api/v1/user/register", {
    data: { name: rider.name, email: rider.email, phone: rider.phoneE164, password: rider.password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const otp = await readOtp(page, rider.phoneE164);
  const ver = await page.request.post("/api/v1/user/otp-verify", {
    data: { email: rider.email, phone: rider.phoneE164, otp: Number(otp) },
  });
  expect(ver.status(), await ver.text()).toBe(200);
  return rider;
}
