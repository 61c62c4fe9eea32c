import { describe, expect, it } from "vitest";
import { EventEnquirySchema, ServiceRequestSchema } from "./leads.ts";

const base = {
  service: "Hourly Rentals",
  name: " Meera ",
  email: "meera@example.in",
  datetime: "2030-05-01T09:30",
  pickup_location: "KIIT Square",
  drop_location: "Esplanade One",
  terms: true,
};

describe("lead schemas", () => {
  it("normalises the optional phone to +91 and trims text", () => {
    const a = ServiceRequestSchema.parse({ ...base, phone: "+91 98765 43210" });
    expect(a.phone).toBe("+919876543210");
    expect(a.name).toBe("Meera");
    expect(ServiceRequestSchema.parse({ ...base, phone: "" }).phone).toBeUndefined();
    expect(ServiceRequestSchema.parse(base).pet_allowed).toBe(false);
  });

  it("refuses unticked terms with the specification's message", () => {
    const r = ServiceRequestSchema.safeParse({ ...base, terms: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("You must agree to the Terms & Conditions before submitting.");
  });

  it("accepts the form-service checkbox values", () => {
    const r = ServiceRequestSchema.parse({ ...base, pet_allowed: "Yes", child_seat: "" });
    expect([r.pet_allowed, r.child_seat]).toEqual([true, false]);
  });

  it("requires every event enquiry field and only the five celebration types", () => {
    expect(
      EventEnquirySchema.safeParse({ eventType: "wedding", name: "A", phone: "9437000000", description: "x" }).success,
    ).toBe(true);
    expect(
      EventEnquirySchema.safeParse({ eventType: "birthday", name: "A", phone: "9437000000", description: "x" }).success,
    ).toBe(false);
    expect(
      EventEnquirySchema.safeParse({ eventType: "wedding", name: "A", phone: "12345", description: "x" }).error
        ?.issues[0].message,
    ).toBe("Enter a valid 10-digit number");
  });
});
