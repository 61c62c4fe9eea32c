import { describe, expect, it } from "vitest";
import { DISPATCH_HOLD_TEXTS } from "@chauffeur/contracts";
import { holdText } from "./dispatch-flags";

const at = "2026-12-03T03:00:00.000Z";

describe("why a booking waits for a person", () => {
  it("gives the reason's words, with the allocator's detail when the message adds one", () => {
    expect(holdText({ code: "child_seat", message: DISPATCH_HOLD_TEXTS.child_seat, at })).toBe(
      "A child seat must be fitted",
    );
    expect(
      holdText({ code: "no_pair", message: `${DISPATCH_HOLD_TEXTS.no_pair}: chauffeurs: 2 busy, 1 time off`, at }),
    ).toBe("No chauffeur and car can serve it: chauffeurs: 2 busy, 1 time off");
    expect(holdText({ code: "rider_note", message: "Guest: Mr Rao, +919812345670", at })).toBe(
      "The rider left a note for us to read · Guest: Mr Rao, +919812345670",
    );
    expect(holdText({ code: "pets", message: "", at })).toBe(DISPATCH_HOLD_TEXTS.pets);
  });
});
