import { describe, expect, it } from "vitest";
import {
  FLIGHT_NUMBER_RE,
  OutstationRequestSchema,
  fareCheckMessage,
  fareUpdateMessage,
  normaliseFlightNumber,
  parseTripTime,
  toIstLocalInput,
  tripTimeError,
} from "./fares.ts";
import { fareMessages, fareValidation } from "./messages.ts";

describe("fares contracts", () => {
  it("maps failures onto the §8 fare-check catalogue", () => {
    expect(fareCheckMessage("timeout", 0)).toBe("Request timeout - backend server may be down.");
    expect(fareCheckMessage("offline", 0)).toBe("No internet connection.");
    expect(fareCheckMessage("http", 401, "x")).toBe("Authentication required - please login to continue.");
    expect(fareCheckMessage("http", 400, "Server says no")).toBe("Server says no");
    expect(fareCheckMessage("http", 400)).toBe("Invalid booking details provided");
    expect(fareCheckMessage("http", 500, "boom")).toBe("Server error - please try again later.");
    expect(fareCheckMessage("network", 0)).toBe("Failed to calculate fare. Please try again.");
    expect(fareCheckMessage("http", 404)).toBe(fareMessages.failed);
  });

  it("maps failures onto the §8 checkout update catalogue", () => {
    expect(fareUpdateMessage("http", 400)).toBe("Invalid booking details provided");
    expect(fareUpdateMessage("http", 400, "Quote expired")).toBe("Quote expired");
    expect(fareUpdateMessage("http", 503)).toBe("Server error - please try again later");
    expect(fareUpdateMessage("timeout", 0)).toBe("Failed to update fare. Please try again.");
  });

  it("reads local datetimes in India time and ISO strings with offsets", () => {
    expect(parseTripTime("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(parseTripTime("2026-12-01T09:00:00+05:30")?.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(parseTripTime("2026-12-01T03:30:00.000Z")?.toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(parseTripTime("tomorrow")).toBeNull();
    expect(parseTripTime("2026-13-45T99:00")).toBeNull();
    expect(toIstLocalInput(new Date("2026-12-01T03:30:00Z"))).toBe("2026-12-01T09:00");
  });

  it("applies the §5 time rules in order", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(tripTimeError({ startTime: "" }, now)).toBe(fareValidation.departureRequired);
    expect(tripTimeError({ startTime: "2026-12-01T10:00" }, now)).toBe(fareValidation.advanceRequired); // 04:30Z, 4.5 h ahead
    expect(tripTimeError({ startTime: "2026-12-01T12:00" }, now)).toBeNull();
    expect(tripTimeError({ startTime: "2026-12-01T12:00", isRoundTrip: true }, now)).toBe(
      fareValidation.returnRequired,
    );
    expect(
      tripTimeError({ startTime: "2026-12-01T12:00", isRoundTrip: true, returnTime: "2026-12-01T11:00" }, now),
    ).toBe(fareValidation.returnAfterDeparture);
    expect(
      tripTimeError({ startTime: "2026-12-01T12:00", isRoundTrip: true, returnTime: "2026-12-02T11:00" }, now),
    ).toBeNull();
    // at most 180 days ahead, a round trip of at most 30 days (docs/security.md §3)
    expect(tripTimeError({ startTime: "2027-05-29T12:00" }, now)).toBeNull();
    expect(tripTimeError({ startTime: "2027-06-01T12:00" }, now)).toBe("Choose a departure within the next 180 days.");
    expect(
      tripTimeError({ startTime: "2026-12-01T12:00", isRoundTrip: true, returnTime: "2026-12-31T12:00" }, now),
    ).toBeNull();
    expect(
      tripTimeError({ startTime: "2026-12-01T12:00", isRoundTrip: true, returnTime: "2026-12-31T12:01" }, now),
    ).toBe("A round trip can last at most 30 days.");
  });

  it("validates flight numbers", () => {
    for (const ok of ["6E 2341", "AI 674", "UK817", "G8 123", "SG 8169A"])
      expect(FLIGHT_NUMBER_RE.test(normaliseFlightNumber(ok)), ok).toBe(true);
    for (const bad of ["12345", "A 1", "6E", "INDIGO 23", "AI 67890"])
      expect(FLIGHT_NUMBER_RE.test(normaliseFlightNumber(bad)), bad).toBe(false);
    expect(normaliseFlightNumber(" 6e   2341 ")).toBe("6E 2341");
  });

  it("drops empty stops and fills the defaults of §3", () => {
    const p = { address: "Puri", location: { type: "Point", coordinates: [85.818, 19.8048] } };
    const r = OutstationRequestSchema.parse({
      pickUp: p,
      dropOff: p,
      stops: [null, { address: " " }, p],
      startTime: "2026-12-01T12:00",
    });
    expect(r.stops).toHaveLength(1);
    expect(r).toMatchObject({ passengerCount: 2, luggageCount: 2, isRoundTrip: false });
    expect(r.addOns.placard).toEqual({ required: false, text: "" });
  });
});
