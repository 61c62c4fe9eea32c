import { describe, expect, it } from "vitest";
import hiAccount from "./hi-IN/account.ts";
import orAccount from "./or-IN/account.ts";

/** Words a premium service prints, as docs/glossary.md gives them. */
describe("the catalogues' words (docs/glossary.md)", () => {
  it("a booking's status Pending reads 'awaiting a decision', not 'remaining'", () => {
    expect(hiAccount["status.pending"]).toBe("लंबित");
    expect(orAccount["status.pending"]).toBe("ବିଚାରାଧୀନ");
  });
});
