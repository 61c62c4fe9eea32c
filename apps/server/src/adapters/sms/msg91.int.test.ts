import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { msg91SmsTransport } from "./msg91.ts";

/** A local fake of MSG91's Flow API on 127.0.0.1. */
describe("MSG91 SMS adapter", () => {
  const requests: Array<{ url: string; headers: Record<string, unknown>; body: Record<string, unknown> }> = [];
  let answer: { status: number; body: unknown } = {
    status: 200,
    body: { type: "success", message: "3763646c3058313530393531" },
  };
  let server: Server;
  let base = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        requests.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}") });
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sms = () =>
    msg91SmsTransport({ authKey: "test-auth-key", templateId: "64f0dlt0template", senderId: "SRTHLX", apiBase: base });

  it("posts the DLT template id, the number without + and the OTP variable with the auth key", async () => {
    await sms().send({ to: "+919876543210", text: "48213 is your Sarathi Luxe verification code.", template: "otp" });
    const r = requests.at(-1)!;
    expect(r.url).toBe("/api/v5/flow");
    expect(r.headers.authkey).toBe("test-auth-key");
    expect(r.body).toMatchObject({
      template_id: "64f0dlt0template",
      sender: "SRTHLX",
      recipients: [{ mobiles: "919876543210", otp: "48213", message: "48213 is your Sarathi Luxe verification code." }],
    });
  });

  it("sends Hindi and Odia texts as Unicode, English ones as plain text", async () => {
    const odia = "48213 ଆପଣଙ୍କ Sarathi Luxe OTP। ଏହା 10 ମିନିଟ୍ ପର୍ଯ୍ୟନ୍ତ ବୈଧ।";
    await sms().send({ to: "+919876543210", text: odia, template: "otp.or-IN" });
    expect(requests.at(-1)!.body).toMatchObject({ unicode: 1, recipients: [{ otp: "48213", message: odia }] });
    await sms().send({ to: "+919876543210", text: "48213 is your Sarathi Luxe verification code.", template: "otp" });
    expect(requests.at(-1)!.body).not.toHaveProperty("unicode");
  });

  it("throws on an error answer or an HTTP failure, so the sender retries", async () => {
    answer = { status: 200, body: { type: "error", message: "Invalid template" } };
    await expect(sms().send({ to: "+919876543210", text: "hello" })).rejects.toThrow(/Invalid template/);
    answer = { status: 503, body: { message: "down" } };
    await expect(sms().send({ to: "+919876543210", text: "hello" })).rejects.toThrow(/503/);
    answer = { status: 200, body: { type: "success" } };
  });
});
