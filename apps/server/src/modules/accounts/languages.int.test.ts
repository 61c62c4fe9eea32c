import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { authServerMessages, authValidation } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { outboxMessages, users } from "../../db/schema/index.ts";
import { insertQuote, optionsOf, payOrder, placeOrder } from "../bookings/test-factories.ts";

/** Decision record 017: the language of a request and of a rider, on the server. */
describe("languages: 400s, the profile's language, SMS, e-mail and invoice in the rider's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badRegistration = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers,
      payload: { name: "Asha", email: "asha@example.in", phone: "+91123", password: "Sarathi#2025" },
    });

  it("answers a 400 in English by default, in Hindi with Accept-Language: hi-IN, and the lang cookie wins", async () => {
    const en = await badRegistration();
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: "validation", message: authValidation.phoneInvalid });
    expect(en.json().errors.phone).toEqual([authValidation.phoneInvalid]);

    const hi = await badRegistration({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hi.statusCode).toBe(400);
    expect(hi.json()).toMatchObject({ code: "validation", message: "सही 10 अंकों का नंबर डालें" });
    expect(hi.json().errors.phone).toEqual(["सही 10 अंकों का नंबर डालें"]);

    const or = await badRegistration({ "accept-language": "hi-IN", cookie: "lang=or-IN" });
    expect(or.json().message).toBe("ସଠିକ୍ 10 ଅଙ୍କର ନମ୍ବର ଦିଅନ୍ତୁ");
    // a language we do not speak falls back to English
    expect((await badRegistration({ "accept-language": "fr-FR" })).json().message).toBe(authValidation.phoneInvalid);
  });

  it("answers in the language of the page the app sends (x-page-language) before the cookie and the browser's", async () => {
    const page = await badRegistration({ "x-page-language": "hi-IN", cookie: "lang=or-IN", "accept-language": "or" });
    expect(page.json().message).toBe("सही 10 अंकों का नंबर डालें");
    const english = await badRegistration({ "x-page-language": "en-IN", cookie: "lang=hi-IN" });
    expect(english.json().message).toBe(authValidation.phoneInvalid);
    // anything but one of the three is ignored: the cookie decides
    const other = await badRegistration({ "x-page-language": "fr", cookie: "lang=or-IN" });
    expect(other.json().message).toBe("ସଠିକ୍ 10 ଅଙ୍କର ନମ୍ବର ଦିଅନ୍ତୁ");
  });

  it("answers the server's own error messages (AppErrors) in the request's language too", async () => {
    const login = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/user/login",
        headers,
        payload: { phone: uniquePhone(), password: "Wrong#2025" },
        remoteAddress: "127.0.0.31",
      });
    expect((await login()).json()).toMatchObject({ message: authServerMessages.loginInvalid });
    const hi = await login({ "accept-language": "hi-IN" });
    expect(hi.statusCode).toBe(401);
    expect(hi.json()).toMatchObject({ message: "फ़ोन नंबर या पासवर्ड सही नहीं है" });
    const common = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers: { cookie: "lang=or-IN" },
      payload: { name: "Asha", email: "asha2@example.in", phone: uniquePhone(), password: "password" },
      remoteAddress: "127.0.0.32",
    });
    expect(common.statusCode).toBe(400);
    const odia = "ଏହି ପାସୱାର୍ଡ ବହୁତ ସାଧାରଣ। ଦୟାକରି ଅନୁମାନ କରିବା କଷ୍ଟକର ଏପରି ଏକ ପାସୱାର୍ଡ ବାଛନ୍ତୁ।";
    expect(common.json()).toMatchObject({ message: odia, errors: { password: [odia] } });
  });

  it("keeps the rider's language on the profile: GET and PUT, only the three, and 400s follow it", async () => {
    const rider = await createSignedInUser(t);
    const me = async () =>
      (await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: rider.cookie } })).json().user;
    expect((await me()).language).toBe("en-IN");
    const put = (language: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/user/me/update",
        headers: { cookie: rider.cookie },
        payload: { name: "Test Rider", email: rider.email, language },
      });
    const ok = await put("or-IN");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.language).toBe("or-IN");
    expect((await me()).language).toBe("or-IN");

    const bad = await put("fr-FR");
    expect(bad.statusCode).toBe(400);
    // the rider's profile says Odia, so the refusal is in Odia (no cookie; Accept-Language comes after the profile)
    expect(bad.json().message).toBe("ଇଂରାଜୀ, ହିନ୍ଦୀ କିମ୍ବା ଓଡ଼ିଆ ବାଛନ୍ତୁ।");
    expect((await me()).language).toBe("or-IN");
    const english = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/me/update",
      headers: { cookie: `${rider.cookie}; lang=en-IN`, "accept-language": "hi" },
      payload: { name: "Test Rider", email: rider.email, language: "xx" },
    });
    expect(english.json().message).toBe("Choose English, Hindi or Odia.");
  });

  it("registers with the request's language and sends the OTP SMS in it (Odia)", async () => {
    const phone = uniquePhone();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      headers: { "accept-language": "or-IN,or;q=0.9,en;q=0.5" },
      payload: { name: "Sasmita", email: `sasmita-${phone.slice(-6)}@example.in`, phone, password: "Sarathi#2025" },
      remoteAddress: "127.0.0.21",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [u] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.phone, phone));
    expect(u.language).toBe("or-IN");
    const outbox = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(phone)}` });
    const sms = (outbox.json().messages as Array<{ channel: string; text: string }>).find((m) => m.channel === "sms")!;
    expect(sms.text).toMatch(/^\[DEMO\] \d{5} ଆପଣଙ୍କ Sarathi Luxe OTP, 10 ମିନିଟ୍ ବୈଧ।/);
    const [row] = await t.database.db
      .select({ template: outboxMessages.template })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, phone), eq(outboxMessages.channel, "sms")));
    expect(row.template).toBe("otp.or-IN");
  });

  it("sends the password reset e-mail in the rider's language (Hindi)", async () => {
    const rider = await createSignedInUser(t, { language: "hi-IN" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/password/forgot",
      payload: { email: rider.email },
      remoteAddress: "127.0.0.41",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, rider.email), eq(outboxMessages.template, "password-reset")));
    expect(mail.subject).toBe("अपना Sarathi Luxe पासवर्ड रीसेट करें");
    expect(mail.text).toContain("नमस्ते Test Rider जी,");
    expect(mail.html).toContain('<html lang="hi-IN">');
  });

  async function paidBooking(language: "hi-IN" | "or-IN", hours: number) {
    const rider = await createSignedInUser(t, { language });
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise: 12_345_600, startInHours: hours });
    const order = await placeOrder(t, rider.cookie, quoteId, `lang-${language}`);
    expect(order.statusCode, order.body).toBe(200);
    await payOrder(t, optionsOf(t, order.json()).order_id);
    return { rider, bookingId: order.json().bookingId as string };
  }

  it("sends the booking's e-mail, SMS and calendar file in Odia to an Odia rider", async () => {
    const { rider, bookingId } = await paidBooking("or-IN", 72);
    const sent = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, bookingId));
    const email = sent.find((m) => m.channel === "email" && m.template === "booking-payment-confirmation")!;
    expect(email.toAddress).toBe(rider.email);
    expect(email.subject).toMatch(/^ପେମେଣ୍ଟ ମିଳିଲା — ବୁକିଂ SL/);
    expect(email.text).toContain("ନମସ୍କାର Test Rider,");
    expect(email.text).toContain("ପେମେଣ୍ଟ ଆମେ ପାଇଛୁ");
    expect(email.text).toContain("₹1,23,456.00"); // Indian grouping in Odia too
    expect(email.text).toContain("ସେବା: ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍");
    const ics = Buffer.from(
      email.attachments.find((a) => a.contentType === "text/calendar")!.contentBase64,
      "base64",
    ).toString();
    expect(ics).toContain("SUMMARY;LANGUAGE=or-IN:Sarathi Luxe: ଆଉଟଷ୍ଟେସନ୍ ଟ୍ରିପ୍ (SL");
    const sms = sent.find((m) => m.channel === "sms")!;
    expect(sms.template).toBe("booking-payment-confirmation.or-IN");
    expect(sms.text).toContain("₹1,23,456.00 ପେମେଣ୍ଟ ମିଳିଛି");

    // cancelled with a full refund: the refund e-mail is in Odia too
    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/v1/bookings/cancel/${bookingId}`,
      headers: { cookie: rider.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.template, "booking-refund")));
    expect(refund.subject).toMatch(/^ବୁକିଂ SL\S+ ପାଇଁ ₹1,23,456.00 ରିଫଣ୍ଡ$/);
    expect(refund.text).toContain("ରିଫଣ୍ଡ 3 ରୁ 7 କାର୍ଯ୍ୟ ଦିବସ ଭିତରେ");
  });

  it("issues the invoice of a Hindi rider with Hindi labels", async () => {
    const { rider, bookingId } = await paidBooking("hi-IN", 96);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/bookings/${bookingId}/invoice.pdf`,
      headers: { cookie: rider.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const raw = pdf.rawPayload.toString("latin1");
    // the document's title (the translated "TAX INVOICE": a UTF-16BE literal string) and language, and the Devanagari
    // font embedded for the labels (the page's text itself is glyph ids, readable only through the font's map)
    expect(pdfTitle(raw)).toBe(`टैक्स इनवॉइस ${/SL\/\d{2}-\d{2}\/\d{6}/.exec(pdfTitle(raw))?.[0]}`);
    expect(raw).toContain("/Lang (hi-IN)");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
  });
});

/** The document title of a pdfkit PDF: the /Title object's literal string, unescaped, as UTF-16BE after its BOM. */
function pdfTitle(raw: string): string {
  const ref = /\/Title (\d+) 0 R/.exec(raw)![1];
  const literal = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)![1];
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  const bytes = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e),
  );
  return Buffer.from(bytes.slice(2), "latin1").swap16().toString("utf16le");
}
