import { describe, expect, it } from "vitest";
import { emails, escapeHtml, smsTexts } from "./templates.ts";

const brand = {
  name: "Sarathi Luxe",
  supportPhone: "+919437012345",
  supportEmail: "rides@example.in",
  address: "Bhubaneswar",
  baseUrl: "https://rides.example.in",
};

describe("e-mail templates", () => {
  it("renders a branded HTML part and a plain-text part with the same link", () => {
    const url = "https://rides.example.in/auth/password/reset/abc_DEF-123";
    const m = emails.passwordReset(brand, "Asha", url, 30);
    expect(m.subject).toBe("Reset your Sarathi Luxe password");
    expect(m.html).toMatch(/^<!doctype html>/);
    expect(m.html).toContain(`href="${url}"`);
    expect(m.html).toContain("Sarathi Luxe");
    expect(m.text).toContain(`Reset Password: ${url}`);
    expect(m.text).toContain("Hello Asha,");
    expect(m.text).not.toMatch(/<[a-z]/i);
  });

  it("escapes every dynamic value in the HTML part", () => {
    const m = emails.passwordChanged(brand, `<script>alert("x")</script>`);
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&lt;script&gt;");
    expect(escapeHtml(`"'&<>`)).toBe("&quot;&#39;&amp;&lt;&gt;");
  });

  it("writes the OTP SMS with the code first and its lifetime", () => {
    expect(smsTexts.otp("Sarathi Luxe", "48213", 10)).toBe(
      "48213 is your Sarathi Luxe verification code. It expires in 10 minutes. Never share it with anyone.",
    );
  });
});
