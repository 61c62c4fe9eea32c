import { describe, expect, it } from "vitest";
import { EventEnquirySchema, LoginRequestSchema, RegisterRequestSchema, ServiceRequestSchema } from "./index.ts";
import { z } from "./z.ts";

const MESSAGE = "Remove the unusual control character from this field.";
const issues = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("shared schemas refuse control characters (docs/security.md §6)", () => {
  it("every z.string() refuses NUL, other C0 characters and DEL, and keeps tab and line breaks", () => {
    const s = z.string();
    for (const c of ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u000e", "\u001b", "\u001f", "\u007f"])
      expect(issues(s.safeParse(`a${c}b`)), JSON.stringify(c)).toEqual([`: ${MESSAGE}`]);
    for (const ok of ["a\tb", "a\nb", "a\r\nb", "नमस्ते", "plain"])
      expect(s.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    // the rule survives chaining, objects and records
    expect(z.string().trim().min(1).safeParse(" x\u0000 ").success).toBe(false);
    expect(issues(z.object({ a: z.record(z.string(), z.string()) }).safeParse({ a: { k: "v\u0000" } }))).toEqual([
      `a.k: ${MESSAGE}`,
    ]);
  });

  it("single-line fields refuse tab and line breaks too; a textarea keeps them", () => {
    const reg = { name: "Asha Das", email: "asha@example.in", phone: "+919876543210", password: "Sarathi#2025" };
    expect(RegisterRequestSchema.safeParse(reg).success).toBe(true);
    expect(issues(RegisterRequestSchema.safeParse({ ...reg, name: "Asha\nDas" }))).toEqual([`name: ${MESSAGE}`]);
    expect(issues(RegisterRequestSchema.safeParse({ ...reg, email: "asha@example.in\t" }))).toContain(
      `email: ${MESSAGE}`,
    );
    expect(issues(LoginRequestSchema.safeParse({ phone: "+919876543210\u0000", password: "x" }))).toContain(
      `phone: ${MESSAGE}`,
    );
    const enquiry = {
      eventType: "wedding",
      name: "Asha",
      phone: "9876543210",
      description: "Three cars\r\nfor the wedding",
    };
    expect(EventEnquirySchema.safeParse(enquiry).success).toBe(true);
    expect(issues(EventEnquirySchema.safeParse({ ...enquiry, description: "x\u0000" }))).toEqual([
      `description: ${MESSAGE}`,
    ]);
    const request = ServiceRequestSchema.safeParse({
      service: "Outstation Trips",
      name: "Asha",
      email: "a@b.in",
      datetime: "2030-01-01T10:00",
      pickup_location: "A\nB",
      drop_location: "C",
      terms: true,
    });
    expect(issues(request)).toEqual([`pickup_location: ${MESSAGE}`]);
  });
});
