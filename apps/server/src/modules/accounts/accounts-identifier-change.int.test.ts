import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, registerAndLogin, type RegisteredRider, postLogin } from "../../../test/auth-helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";

/** An e-mail or phone change tried the way an attacker would: through a stolen session, without the password. */
const MIN = 60_000;
const HOUR = 60 * MIN;

type Mail = { channel: string; to: string; subject: string | null; text: string };
async function outbox(t: TestApp, to: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}
const confirmLink = (mails: Mail[]) =>
  /(https?:\/\/\S+\/user\/confirm-email\/([\w-]+))/.exec(mails.find((m) => /confirm-email/.test(m.text))?.text ?? "");

describe("changing the e-mail or the phone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (r: RegisteredRider) =>
    (await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } })).json().user;
  const update = (r: RegisteredRider, body: object) =>
    t.app.inject({
      method: "PUT",
      url: "/api/v1/user/me/update",
      headers: { cookie: r.cookie },
      payload: { name: r.name, email: r.email, phone: r.phone, ...body },
    });
  const confirm = (token: string) => t.app.inject({ method: "PUT", url: `/api/v1/user/email/confirm/${token}` });

  it("refuses an e-mail change without the current password, or with a wrong one: nothing changes, nothing is sent", async () => {
    const r = await registerAndLogin(t);
    const target = `thief-${Date.now()}@example.in`;
    const without = await update(r, { email: target });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(M.currentPasswordRequired);
    expect(without.json().errors.currentPassword).toEqual([M.currentPasswordRequired]);
    const wrong = await update(r, { email: target, currentPassword: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.currentPasswordWrong);
    const user = await me(r);
    expect(user.email).toBe(r.email);
    expect(user.pendingEmail ?? null).toBeNull();
    expect(await outbox(t, target)).toHaveLength(0);
    expect((await outbox(t, r.email)).filter((m) => m.channel === "email")).toHaveLength(0);
  });

  it("with the password the e-mail stays until the link sent to the new address is opened; the link works once; the old address is told twice", async () => {
    const r = await registerAndLogin(t);
    const next = `new-${Date.now()}@example.in`;
    const res = await update(r, { email: next.toUpperCase(), currentPassword: r.password, homecity: "Cuttack" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.emailChangeSent,
      emailChange: { pendingEmail: next },
      user: { email: r.email, pendingEmail: next, homecity: "Cuttack" },
    });
    // still the old e-mail everywhere
    expect(await me(r)).toMatchObject({ email: r.email, pendingEmail: next });
    const [row] = await t.database.query<{ email: string; pending_email_token_hash: string }>(
      "SELECT email, pending_email_token_hash FROM users WHERE id = $1",
      [r.userId],
    );
    expect(row.email).toBe(r.email);
    // the old address is told a change was requested; the link goes only to the new address, built from PUBLIC_BASE_URL
    expect((await outbox(t, r.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/change of your .* e-mail address was requested/),
    ]);
    const link = confirmLink(await outbox(t, next));
    expect(link?.[1]).toMatch(/^http:\/\/localhost:4000\/user\/confirm-email\//);
    const token = link![2];
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(row.pending_email_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pending_email_token_hash).not.toContain(token);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.emailChangeConfirmed });
    expect(ok.headers["set-cookie"]).toBeUndefined(); // signs nobody in
    expect(await me(r)).toMatchObject({ email: next, pendingEmail: null });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.emailChangeInvalid);
    const oldMails = await outbox(t, r.email);
    expect(oldMails).toHaveLength(2);
    expect(oldMails[0].subject).toMatch(/e-mail address of your .* was changed/);
    expect(oldMails[0].text).toContain(next);
    // forgot-password now mails the new address only
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    expect(await outbox(t, r.email)).toHaveLength(2);
  });

  it("an e-mail link expires after 24 hours, dies when the change is cancelled or requested again, and a taken e-mail answers 409", async () => {
    const r = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const taken = await update(r, { email: other.email, currentPassword: r.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicateEmail);
    expect(await outbox(t, other.email)).toHaveLength(0);

    const a = `a-${Date.now()}@example.in`;
    await update(r, { email: a, currentPassword: r.password });
    const first = confirmLink(await outbox(t, a))![2];
    const b = `b-${Date.now()}@example.in`;
    await update(r, { email: b, currentPassword: r.password });
    expect((await confirm(first)).statusCode).toBe(400); // replaced by the newer request
    const second = confirmLink(await outbox(t, b))![2];
    const cancel = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user/me/email-change",
      headers: { cookie: r.cookie },
    });
    expect(cancel.json()).toMatchObject({ message: M.emailChangeCancelled, user: { pendingEmail: null } });
    expect((await confirm(second)).statusCode).toBe(400);

    const c = `c-${Date.now()}@example.in`;
    await update(r, { email: c, currentPassword: r.password });
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/me/email-change/resend",
      headers: { cookie: r.cookie },
    });
    expect(resend.json()).toMatchObject({ message: M.emailChangeResent, user: { pendingEmail: c } });
    const late = confirmLink(await outbox(t, c))![2];
    t.clock.setOffsetMs(24 * HOUR + MIN);
    const expired = await confirm(late);
    t.clock.setOffsetMs(0);
    expect(expired.statusCode).toBe(400);
    expect((await me(r)).email).toBe(r.email);
  });

  it("changes the phone only with the code sent to the new number; the old number is told", async () => {
    const r = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const next = uniquePhone();
    // no password: refused, nothing sent
    const noPassword = await update(r, { phone: next });
    expect(noPassword.statusCode).toBe(400);
    expect(await outbox(t, next)).toHaveLength(0);
    // a number another account uses: 409
    const taken = await update(r, { phone: other.phone, currentPassword: r.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicatePhone);
    // with the password: a code goes to the new number (a minute after the registration's code), the phone stays
    t.clock.setOffsetMs(61_000);
    const start = await update(r, { phone: next, currentPassword: r.password });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      message: M.phoneOtpSent,
      phoneChange: { phone: next, resendAfterSeconds: 60 },
      user: { phone: r.phone },
    });
    expect((await me(r)).phone).toBe(r.phone);
    const code = await latestOtp(t, next);
    // a made-up code: refused, phone unchanged; a code without the password cannot be replayed for another number
    const wrong = await update(r, { phone: next, phoneOtp: String(10000 + ((code - 10000 + 1) % 90000)) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.otpWrong);
    const elsewhere = await update(r, { phone: uniquePhone(), phoneOtp: String(code) });
    expect(elsewhere.statusCode).toBe(400);
    expect((await me(r)).phone).toBe(r.phone);
    // resend: the one-a-minute cooldown applies
    const soon = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/me/phone-otp",
      headers: { cookie: r.cookie },
      payload: { phone: next },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(M.otpTooSoon);
    // the right code: changed; the old number gets an SMS; sign-in uses the new number
    const ok = await update(r, { phone: next, phoneOtp: String(code) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.phoneChanged, user: { phone: next } });
    const notice = (await outbox(t, r.phone)).filter((m) => /was changed/.test(m.text));
    expect(notice).toHaveLength(1);
    expect(notice[0].text).not.toContain(next); // masked
    expect((await postLogin(t, next, r.password)).statusCode).toBe(200);
    expect((await postLogin(t, r.phone, r.password)).statusCode).toBe(401);
    // the code is single use
    expect((await update(r, { phone: uniquePhone(), phoneOtp: String(code) })).statusCode).toBe(400);
    t.clock.setOffsetMs(0);
  });
});
