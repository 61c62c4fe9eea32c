import { describe, expect, it } from "vitest";
import { leadDetailRows, leadDetailValue } from "./leads.ts";

describe("a lead's details as people read them", () => {
  it("a service request's stored details: the form's labels, yes/no, the date and time in IST", () => {
    expect(
      leadDetailRows({
        terms: true,
        child_seat: false,
        pet_allowed: true,
        drop_location: "Puri",
        pickup_location: "KIIT, Patia",
        datetime: "2026-11-25T22:47",
      }),
    ).toEqual([
      { label: "Date and time", value: "25 Nov 2026, 10:47 pm IST" },
      { label: "Pickup location", value: "KIIT, Patia" },
      { label: "Drop location", value: "Puri" },
      { label: "Pets allowed", value: "Yes" },
      { label: "Child seat", value: "No" },
      { label: "Terms & Conditions accepted", value: "Yes" },
    ]);
  });

  it("unknown fields in words, instants in IST, empty values and objects left out", () => {
    expect(leadDetailRows({ flightNumber: "6E 2341", guest_count: 4, note: "", extra: { a: 1 }, none: null })).toEqual([
      { label: "Flight number", value: "6E 2341" },
      { label: "Guest count", value: "4" },
    ]);
    expect(leadDetailValue("2026-11-25T17:17:00.000Z")).toBe("25 Nov 2026, 10:47 pm IST");
    expect(leadDetailValue("Bhubaneswar")).toBe("Bhubaneswar");
  });
});
