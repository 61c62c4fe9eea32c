import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages as C, authServerMessages as M, authValidation as V } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin } from "../../../test/auth-helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";

/** Every validation message and every error-catalogue row (specification text) the server can cause, through the API. */
describe("accounts validation and error catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "POST" | "PUT" | "DELETE", url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  const fieldErrors = async (method: "POST" | "PUT" | "DELETE", url: string, payload: unknown, cookie?: string) => {
    const res = await call(method, url, payload, cookie);
    expect(res.statusCode).toBe(400);
    return res.json().errors as Record<string, string[]>;
  };

  const valid = () => ({
    name: "Valid Rider",
    email: `v-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`,
    phone: uniquePhone(),
    password: "Sarathi#2025",
  });

  describe("register", () => {
    const url = "/api/v1/user/register";
    it.each([
      ["name", { name: "" }, V.nameRequired],
      ["name", { name: "   " }, V.nameRequired],
      ["email", { email: "" }, V.emailRequired],
      ["email", { email: "not-an-email" }, V.emailInvalid],
      ["email", { email: "a@b.toolong" }, V.emailInvalid],
      ["phone", { phone: "" }, V.phoneRequired],
      ["phone", { phone: "+9112345" }, V.phoneInvalid],
      ["phone", { phone: "9876543210" }, V.phoneInvalid],
      ["password", { password: "" }, V.passwordRequired],
      ["password", { password: "abc12" }, V.passwordMin],
    ])("%s %j → %s", async (field, patch, message) => {
      const errors = await fieldErrors("POST", url, { ...valid(), ...patch });
      expect(errors[field]).toContain(message);
    });

    it("a duplicate phone or e-mail gets a clear 409", async () => {
      const r = await registerAndLogin(t);
      const dupPhone = await call("POST", url, { ...valid(), phone: r.phone });
      expect(dupPhone.statusCode).toBe(409);
      expect(dupPhone.json().message).toBe(M.duplicatePhone);
      const dupEmail = await call("POST", url, { ...valid(), email: r.email.toUpperCase() });
      expect(dupEmail.statusCode).toBe(409);
      expect(dupEmail.json().message).toBe(M.duplicateEmail);
    });

    it("an abandoned unverified registration does not hold the phone hostage", async () => {
      const first = valid();
      expect((await call("POST", url, first)).statusCode).toBe(201);
      t.clock.setOffsetMs(61_000);
      const again = await call("POST", url, { ...valid(), phone: first.phone });
      t.clock.setOffsetMs(0);
      expect(again.statusCode).toBe(201);
    });
  });

  describe("login", () => {
    const url = "/api/v1/user/login";
    it.each([
      ["phone", { phone: "" }, V.phoneRequired],
      ["phone", { phone: "+91123" }, V.phoneInvalid],
    ])("%s %j → %s", async (field, patch, message) => {
      const errors = await fieldErrors("POST", url, Object.assign({ phone: uniquePhone(), password: "x" }, patch));
      expect(errors[field]).toContain(message);
    });

    it("an unverified account gets a fresh OTP and the flag for the OTP screen", async () => {
      const body = valid();
      await call("POST", "/api/v1/user/register", body);
      t.clock.setOffsetMs(61_000);
      const res = await call("POST", url, { phone: body.phone, password: body.password });
      t.clock.setOffsetMs(0);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: M.loginUnverified,
        code: "verification_required",
        verification: { email: body.email, phone: body.phone },
      });
      const sms = await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = $1 AND channel = 'sms'", [
        body.phone,
      ]);
      expect(sms).toHaveLength(2);
    });
  });

  describe("otp", () => {
    it.each([[1234], [123456], ["12345"], [12.5]])("otp %j → %s", async (otp) => {
      const errors = await fieldErrors("POST", "/api/v1/user/otp-verify", {
        email: "a@b.in",
        phone: uniquePhone(),
        otp,
      });
      expect(errors.otp).toContain(V.otpInvalid);
    });
    it("a wrong OTP answers the server message", async () => {
      const body = valid();
      await call("POST", "/api/v1/user/register", body);
      const res = await call("POST", "/api/v1/user/otp-verify", { email: body.email, phone: body.phone, otp: 10000 });
      // 10000 is a valid shape; it is wrong unless the random code happens to be exactly 10000
      expect([400, 200]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json()).toMatchObject({ message: M.otpWrong, attemptsLeft: 4 });
    });
  });

  describe("forgot and reset password", () => {
    it.each([
      [{ email: "" }, V.emailRequired],
      [{ email: "nope" }, V.forgotEmailInvalid],
      [{ email: "a@b.c" }, V.forgotEmailInvalid],
    ])("forgot %j → %s", async (body, message) => {
      const errors = await fieldErrors("POST", "/api/v1/user/password/forgot", body);
      expect(errors.email).toContain(message);
    });
    it("accepts a long top-level domain and upper case (case-insensitive rule)", async () => {
      const res = await call("POST", "/api/v1/user/password/forgot", { email: "SOMEONE@EXAMPLE.TRAVEL" });
      expect(res.statusCode).toBe(200);
    });

    const token = "A".repeat(43);
    it.each([
      ["password", { password: "", confirmPassword: "" }, V.passwordRequired],
      ["password", { password: "Ab1", confirmPassword: "Ab1" }, V.resetPasswordMin],
      ["password", { password: "abcdef1", confirmPassword: "abcdef1" }, V.resetPasswordComplexity],
      ["password", { password: "ABCDEF1", confirmPassword: "ABCDEF1" }, V.resetPasswordComplexity],
      ["password", { password: "Abcdefg", confirmPassword: "Abcdefg" }, V.resetPasswordComplexity],
      ["confirmPassword", { password: "Abcdef12", confirmPassword: "" }, V.confirmRequired],
      ["confirmPassword", { password: "Abcdef12", confirmPassword: "Abcdef13" }, V.resetPasswordsDontMatch],
    ])("reset %s %j → %s", async (field, body, message) => {
      const errors = await fieldErrors("PUT", `/api/v1/user/password/reset/${token}`, body);
      expect(errors[field]).toContain(message);
    });
    it("an unknown token answers the server message", async () => {
      const res = await call("PUT", `/api/v1/user/password/reset/${token}`, {
        password: "Abcdef12",
        confirmPassword: "Abcdef12",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.resetInvalid);
    });
  });

  describe("profile", () => {
    it("requires a session (401)", async () => {
      const res = await call("PUT", "/api/v1/user/me/update", { name: "X", email: "x@example.in" });
      expect(res.statusCode).toBe(401);
    });
    it("validates name, email, work email and picture URL", async () => {
      const r = await registerAndLogin(t);
      const errors = await fieldErrors(
        "PUT",
        "/api/v1/user/me/update",
        { name: "", email: "bad", workEmail: "bad", profilePicture: "not a url", homecity: "Puri" },
        r.cookie,
      );
      expect(errors.name).toContain(V.nameRequired);
      expect(errors.email).toContain(V.emailInvalid);
      expect(errors.workEmail).toBeDefined();
      expect(errors.profilePicture).toBeDefined();
      expect(errors.homecity).toBeDefined();
    });
    it("saves the profile and returns the user", async () => {
      const r = await registerAndLogin(t);
      const res = await call(
        "PUT",
        "/api/v1/user/me/update",
        {
          name: "New Name",
          email: r.email,
          workEmail: "",
          phone: r.phone,
          homecity: "Bhubaneswar",
          profilePicture: "https://example.in/me.jpg",
        },
        r.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        name: "New Name",
        workEmail: null,
        homecity: "Bhubaneswar",
        profilePicture: "https://example.in/me.jpg",
      });
    });
    it("refuses a phone change without verification, and an e-mail that is taken", async () => {
      const a = await registerAndLogin(t);
      const b = await registerAndLogin(t);
      // a phone change needs the current password, then the code sent to the new number (docs/security.md §4)
      const phone = await call(
        "PUT",
        "/api/v1/user/me/update",
        { name: "A", email: a.email, phone: uniquePhone() },
        a.cookie,
      );
      expect(phone.statusCode).toBe(400);
      expect(phone.json().message).toBe(M.currentPasswordRequired);
      const taken = await call("PUT", "/api/v1/user/me/update", { name: "A", email: b.email }, a.cookie);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(M.duplicateEmail);
    });
  });

  describe("delete", () => {
    it("a blank or whitespace password → 'Please enter your password to delete account'", async () => {
      const r = await registerAndLogin(t);
      for (const password of ["", "   "]) {
        const errors = await fieldErrors("DELETE", "/api/v1/user/me", { password }, r.cookie);
        expect(errors.password).toContain(V.deletePasswordBlank);
      }
    });
    it("a wrong password → 401 'Incorrect password'", async () => {
      const r = await registerAndLogin(t);
      const res = await call("DELETE", "/api/v1/user/me", { password: "wrong-one" }, r.cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(C.delete401);
    });
  });

  describe("recover", () => {
    it.each([
      ["phone", { phone: "", password: "x" }, V.phoneRequired],
      ["phone", { phone: "+91123", password: "x" }, V.phoneInvalid],
      ["password", { phone: "+919876543210", password: "" }, V.passwordRequired],
    ])("%s %j → %s", async (field, body, message) => {
      const errors = await fieldErrors("PUT", "/api/v1/user/me/recover", body);
      expect(errors[field]).toContain(message);
    });
    it("404 for an account that is not awaiting deletion, 401 for a wrong password", async () => {
      const r = await registerAndLogin(t);
      const active = await call("PUT", "/api/v1/user/me/recover", { phone: r.phone, password: r.password });
      expect(active.statusCode).toBe(404);
      expect(active.json().message).toBe(C.recover404);
      const unknown = await call("PUT", "/api/v1/user/me/recover", { phone: uniquePhone(), password: "x" });
      expect(unknown.statusCode).toBe(404);
      await call("DELETE", "/api/v1/user/me", { password: r.password }, r.cookie);
      const wrong = await call("PUT", "/api/v1/user/me/recover", { phone: r.phone, password: "wrong-one" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(C.recover401);
    });
  });
});
