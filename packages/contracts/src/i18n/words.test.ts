import { describe, expect, it } from "vitest";
import hiAccount from "./hi-IN/account.ts";
import orAccount from "./or-IN/account.ts";
import enBooking from "./en-IN/booking.ts";
import hiBooking from "./hi-IN/booking.ts";
import orBooking from "./or-IN/booking.ts";

/** Words a premium service prints, as docs/glossary.md gives them. */
describe("the catalogues' words (docs/glossary.md)", () => {
  it("a booking's status Pending reads 'awaiting a decision', not 'remaining'", () => {
    expect(hiAccount["status.pending"]).toBe("लंबित");
    expect(orAccount["status.pending"]).toBe("ବିଚାରାଧୀନ");
  });

  it("the route preview speaks of the rider's fare, not of 'the server'", () => {
    expect(enBooking["places.straightLine"]).not.toMatch(/server|schematic/i);
    expect(hiBooking["places.straightLine"]).not.toContain("सर्वर");
    expect(orBooking["places.straightLine"]).not.toContain("ସର୍ଭର");
  });
});
